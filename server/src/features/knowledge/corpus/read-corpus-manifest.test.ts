import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, readCorpusManifest } from './read-corpus-manifest';

const withManifest = (documents: unknown[]): string => {
  const dir = mkdtempSync(join(tmpdir(), 'corpus-manifest-'));
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ documents }));
  return dir;
};
const entry = { key: 'sfs-2000-1', format: 'riksdagen-text', file: 'sfs/a.txt', sourceClass: 'core' };

describe('readCorpusManifest', () => {
  it('fills in the defaults', () => {
    expect(readCorpusManifest(withManifest([entry]))).toEqual([
      { ...entry, metadataFiles: [], transitional: 'keep', appendix: 'keep', corrections: [] },
    ]);
  });

  it.each([
    [{ ...entry, format: 'pdf' }, /format/],
    [{ ...entry, sourceClass: 'main' }, /sourceClass/],
    [{ ...entry, key: 'SFS 2000:1' }, /kebab-case/],
    [{ ...entry, chapters: [26] }, /chapters/],
    [{ ...entry, transitional: 'maybe' }, /transitional/],
    [{ ...entry, corrections: [{ find: 'a' }] }, /corrections/],
    [{ ...entry, format: 'law-json', corrections: [{ find: 'a', replace: 'b', reason: 'c' }] }, /apply only/],
  ])('rejects %o', (bad, message) => {
    expect(() => readCorpusManifest(withManifest([bad]))).toThrow(message);
  });

  it('rejects a duplicate key', () => {
    expect(() => readCorpusManifest(withManifest([entry, entry]))).toThrow(/duplicate key sfs-2000-1/);
  });
});
