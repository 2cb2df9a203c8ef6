import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLawAreas } from './load-law-areas';

const bundledAreas = new URL('../../../../data/areas', import.meta.url).pathname;
const bundled = JSON.parse(readFileSync(join(bundledAreas, 'bab', 'area.json'), 'utf8'));

const areasWith = (packs: Record<string, unknown>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'areas-'));
  for (const [name, area] of Object.entries(packs)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'area.json'), JSON.stringify(area));
  }
  return dir;
};

describe('loadLawAreas', () => {
  it('loads the bundled packs, each offering its role', () => {
    const areas = loadLawAreas(bundledAreas);
    expect(areas.all.length).toBeGreaterThan(0);
    for (const area of areas.all) {
      expect(areas.byRole(area.role)).toBe(area);
      expect(area.topics.every((topic) => topic.questions.length === 8)).toBe(true);
    }
    expect(areas.byRole('Ingen sådan roll')).toBeUndefined();
  });

  it('stops on a pack that does not validate, naming the file and the field', () => {
    const dir = areasWith({
      bab: { ...bundled, topics: [{ ...bundled.topics[0], questions: ['För kort?'] }] },
    });
    expect(() => loadLawAreas(dir)).toThrow(/bab\/area\.json: topics\.0\.questions/);
  });

  it('refuses a pack whose id is not its folder, and two packs with one role', () => {
    expect(() => loadLawAreas(areasWith({ other: bundled }))).toThrow(/is not its folder's name/);
    expect(() => loadLawAreas(areasWith({ bab: bundled, second: { ...bundled, id: 'second' } }))).toThrow(
      /same role/,
    );
  });

  it('refuses a folder with no law area at all', () => {
    expect(() => loadLawAreas(areasWith({}))).toThrow(/no law area/);
  });
});

describe('the bundled packs and the corpus', () => {
  const corpusDir = new URL('../../../../data/corpus', import.meta.url).pathname;
  const manifest = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as {
    documents: { key: string }[];
  };
  const listed = loadLawAreas(bundledAreas).all.flatMap((area) => area.site.sources);
  const sfsIn = (text: string) =>
    [...text.matchAll(/\((\d{4}):(\d+)\)/g)].map(([, year, n]) => `sfs-${year}-${n}`);

  it('lists, on /teknisk-info, every statute the corpus holds and no other', () => {
    const statutes = manifest.documents
      .map((document) => document.key)
      .filter((key) => key.startsWith('sfs-'));
    expect(new Set(listed.flatMap(sfsIn))).toEqual(new Set(statutes));
  });
});
