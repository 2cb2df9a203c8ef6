import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LawAreaSchema } from '@app/common';
import { describe, expect, it } from 'vitest';
import { DOMAIN_FILE, loadDomain } from './load-domain';

const bundledDir = new URL('../../../../../data/areas/bab', import.meta.url).pathname;
const area = LawAreaSchema.parse(JSON.parse(readFileSync(join(bundledDir, 'area.json'), 'utf8')));
const bundled = JSON.parse(readFileSync(join(bundledDir, DOMAIN_FILE), 'utf8'));

/** A copy of the bundled pack with its domain.json replaced (or removed). */
const packWith = (domain: unknown): string => {
  const dir = mkdtempSync(join(tmpdir(), 'area-'));
  cpSync(bundledDir, dir, { recursive: true });
  if (domain === undefined) {
    rmSync(join(dir, DOMAIN_FILE));
  } else {
    writeFileSync(join(dir, DOMAIN_FILE), JSON.stringify(domain));
  }
  return dir;
};

describe('loadDomain', () => {
  it('reads the bundled pack: its laws, annotations, thesaurus, register and the area subject', () => {
    const domain = loadDomain(area, bundledDir);
    expect(domain.subject).toBe(area.subject);
    expect(domain.primaryStatutes.length).toBeGreaterThan(0);
    expect(domain.annotations.length).toBeGreaterThan(0);
    expect(domain.thesaurus.length).toBeGreaterThan(0);
    expect(domain.notCovered.length).toBeGreaterThan(0);
  });

  it('refuses a pack without domain.json, or one that does not validate, naming the file and field', () => {
    expect(() => loadDomain(area, packWith(undefined))).toThrow(/domain\.json: missing/);
    expect(() => loadDomain(area, packWith({ ...bundled, paragraphModeLaw: 'fem' }))).toThrow(
      /domain\.json: paragraphModeLaw: /,
    );
  });

  it('refuses a topic the area does not have', () => {
    expect(() => loadDomain(area, packWith({ ...bundled, defaultTopic: 'Inget sådant ämne' }))).toThrow(
      /topics not in area\.json: Inget sådant ämne/,
    );
  });

  it('names the file of a bad annotation, thesaurus or register', () => {
    const dir = packWith(bundled);
    writeFileSync(
      join(dir, 'thesaurus', 'everyday-words.json'),
      JSON.stringify({ provenance: 'x', groups: [] }),
    );
    expect(() => loadDomain(area, dir)).toThrow(/thesaurus\/everyday-words\.json: provenance: /);
  });
});
