import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLawJson } from './parse-law-json';

const CORPUS_DIR = resolve(import.meta.dirname, '../../../../../data/corpus');
const HEADINGS = [
  'Bostadsanpassningsbidrag',
  'Bidrag till återställning av anpassade bostäder',
  'Bidragens storlek',
  'Handläggning av bidragsärenden m. m.',
  'Överklagande',
];

describe('parseLawJson on the repealed lag (1992:1574)', () => {
  const law = parseLawJson(readFileSync(resolve(CORPUS_DIR, 'sfs/ansvar/1992_1574.json'), 'utf8'), {
    headings: HEADINGS,
    transitional: 'keep',
  });
  const bySection = new Map(law.chunks.map((chunk) => [chunk.sectionReference, chunk]));

  it('reads the law and its repeal', () => {
    expect(law.warnings).toEqual([]);
    expect(law).toMatchObject({
      sfsNumber: '1992:1574',
      title: 'Lag (1992:1574) om bostadsanpassningsbidrag m.m.',
      issued: '1992-12-17',
      repealed: { date: '2018-07-01', by: 'SFS 2018:222' },
      repealedSections: ['10 §'],
    });
  });

  it('cuts the glued headings off and gives them to the following section', () => {
    expect(bySection.get('3 §')?.content).toBe('Boverket har tillsyn över kommunernas bidragsverksamhet.');
    expect(bySection.get('3 §')?.headingPath).toEqual(['Inledande bestämmelser']);
    expect(bySection.get('4 §')?.headingPath).toEqual(['Bostadsanpassningsbidrag']);
    expect(bySection.get('11 §')?.headingPath).toEqual(['Bidrag till återställning av anpassade bostäder']);
    expect(bySection.get('15 §')?.headingPath).toEqual(['Handläggning av bidragsärenden m. m.']);
    expect(bySection.get('18 §')?.headingPath).toEqual(['Överklagande']);
    for (const chunk of law.chunks.filter((c) => c.section !== null)) {
      expect(chunk.content, chunk.sectionReference).toMatch(/\.$/);
      for (const heading of HEADINGS) {
        expect(chunk.content.endsWith(heading), chunk.sectionReference).toBe(false);
      }
    }
  });

  it('cuts the repeal note of 10 § off 9 § and keeps the amendment note apart', () => {
    expect(bySection.get('9 §')).toMatchObject({
      content:
        'Vid köp eller byte av bostad lämnas bostadsanpassningsbidrag till kostnadskrävande åtgärder endast om ' +
        'det finns särskilda skäl för att välja en bostad som kräver anpassning.\n\nLag (2000:527).',
      amendedBy: 'Lag (2000:527)',
    });
    expect(bySection.has('10 §')).toBe(false);
  });

  it('has sections 1–9 and 11–18, no stycken (the source lost them) and two transitional acts', () => {
    expect(law.chunks.map((c) => c.sectionReference)).toEqual([
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => `${n} §`),
      ...['11', '12', '13', '14', '15', '16', '17', '18'].map((n) => `${n} §`),
      'Övergångsbestämmelser 1992:1574',
      'Övergångsbestämmelser 1995:97',
    ]);
    expect(law.chunks.every((c) => c.paragraphs.length === 0)).toBe(true);
    expect(bySection.get('18 §')?.content).toBe(
      'Kommunens beslut enligt denna lag får överklagas hos allmän förvaltningsdomstol. ' +
        'Prövningstillstånd krävs vid överklagande till kammarrätten.\n\nLag (1995:97).',
    );
    expect(bySection.get('Övergångsbestämmelser 1995:97')?.content).toBe(
      'Denna lag träder i kraft den 1 april 1995. Beslut som har meddelats före ikraftträdandet överklagas enligt äldre bestämmelser.',
    );
    expect(bySection.get('6 §')?.title).toBe('6 § lag (1992:1574) om bostadsanpassningsbidrag m.m.');
  });
});
