import { describe, expect, it } from 'vitest';
import {
  type BuildOptions,
  buildStatuteChunks,
  isHeadingLike,
  type StatuteBlock,
} from './build-statute-chunks';

const options: BuildOptions = {
  citationName: 'lag (2000:1) om test',
  transitional: 'keep',
  appendix: 'keep',
  asOf: '2026-11-22',
};
const text = (value: string): StatuteBlock => ({ kind: 'text', text: value });
const section = (id: string): StatuteBlock => ({ kind: 'section', id });

describe('isHeadingLike', () => {
  it.each([
    ['Bidragstagare', true],
    ['Handläggning av bidragsärenden m. m.', true],
    ['Kommunal bostadsförmedling m.m.', true],
    ['Vem får överklaga ett beslut?', true],
    ['Kommunerna ansvarar för bidrag enligt denna lag.', false],
    ['Bidrag lämnas endast om', true],
    ['Återställningsbidrag lämnas under förutsättning att:', false],
    ['Lag (2019:983).', false],
    ['1. byggnadstekniska brister,', false],
  ])('%s → %s', (line, expected) => {
    expect(isHeadingLike(line)).toBe(expected);
  });
});

describe('buildStatuteChunks', () => {
  it('moves unmarked headings from the end of a section to the next one', () => {
    const { chunks, warnings } = buildStatuteChunks(
      [
        text('Inledning'),
        section('1'),
        text('Första meningen.'),
        text('Huvudrubrik'),
        text('Underrubrik'),
        section('2'),
        text('Andra paragrafen.'),
      ],
      options,
    );
    expect(warnings).toEqual([]);
    expect(chunks.map((c) => [c.sectionReference, c.headingPath, c.content])).toEqual([
      ['1 §', ['Inledning'], 'Första meningen.'],
      ['2 §', ['Huvudrubrik', 'Underrubrik'], 'Andra paragrafen.'],
    ]);
    expect(chunks[1]?.title).toBe('2 § lag (2000:1) om test');
  });

  it('nests a lone sub-heading under the last main heading when main headings are known', () => {
    const blocks = [
      { kind: 'heading', text: 'Huvud' },
      { kind: 'heading', text: 'Under A' },
      section('1'),
      text('Ett.'),
      { kind: 'heading', text: 'Under B' },
      section('2'),
      text('Två.'),
    ] satisfies StatuteBlock[];
    const known = buildStatuteChunks(blocks, { ...options, mainHeadings: ['Huvud'] });
    expect(known.chunks.map((c) => c.headingPath)).toEqual([
      ['Huvud', 'Under A'],
      ['Huvud', 'Under B'],
    ]);
    // Without that knowledge a lone heading is not guessed into a group.
    const unknown = buildStatuteChunks(blocks, options);
    expect(unknown.chunks.map((c) => c.headingPath)).toEqual([['Huvud', 'Under A'], ['Under B']]);
  });

  it('groups stycken and punkter and keeps the amendment note apart', () => {
    const { chunks } = buildStatuteChunks(
      [
        section('8'),
        text('Bidrag lämnas inte av följande orsaker:'),
        text('1. brister,'),
        text('2. underhåll.'),
        text('Första stycket 2 tillämpas endast när'),
        text('1. något gäller.'),
        text('Lag (2025:1).'),
      ],
      options,
    );
    const chunk = chunks[0];
    expect(chunk?.amendedBy).toBe('Lag (2025:1)');
    expect(chunk?.paragraphs).toEqual([
      {
        number: 1,
        text: 'Bidrag lämnas inte av följande orsaker:',
        items: [
          { number: 1, text: 'brister,' },
          { number: 2, text: 'underhåll.' },
        ],
      },
      {
        number: 2,
        text: 'Första stycket 2 tillämpas endast när',
        items: [{ number: 1, text: 'något gäller.' }],
      },
    ]);
    expect(chunk?.content).toBe(
      'Bidrag lämnas inte av följande orsaker:\n1. brister,\n2. underhåll.\n\n' +
        'Första stycket 2 tillämpas endast när\n1. något gäller.\n\nLag (2025:1).',
    );
  });

  it('splits a punkt 1 printed on its lead-in line (OSL 12 kap. 3 §)', () => {
    const { chunks, warnings } = buildStatuteChunks(
      [
        section('3'),
        text('Sekretess gäller, såvida inte 1. det kan antas att men uppstår, eller'),
        text('2. annat.'),
      ],
      options,
    );
    expect(warnings).toEqual([]);
    expect(chunks[0]?.paragraphs[0]).toEqual({
      number: 1,
      text: 'Sekretess gäller, såvida inte',
      items: [
        { number: 1, text: 'det kan antas att men uppstår, eller' },
        { number: 2, text: 'annat.' },
      ],
    });
  });

  it('keeps a line between punkt n and punkt n + 1 with punkt n', () => {
    const { chunks } = buildStatuteChunks(
      [
        section('11 a'),
        text('Följande:'),
        text('1. Uppgift ett.'),
        text('Lämnas i förväg.'),
        text('2. Uppgift två.'),
      ],
      options,
    );
    expect(chunks[0]?.paragraphs).toHaveLength(1);
    expect(chunks[0]?.paragraphs[0]?.items[0]?.text).toBe('Uppgift ett.\nLämnas i förväg.');
  });

  it('keeps the wording in force on the asOf date', () => {
    const blocks: StatuteBlock[] = [
      section('9 b'),
      { kind: 'sectionVersion', validity: { validUntil: '2026-01-01' } },
      text('Gammal lydelse.'),
      section('9 b'),
      { kind: 'sectionVersion', validity: { validFrom: '2026-01-01' } },
      text('Ny lydelse.'),
    ];
    const before = buildStatuteChunks(blocks, { ...options, asOf: '2025-12-31' });
    const after = buildStatuteChunks(blocks, { ...options, asOf: '2026-01-01' });
    expect(before.chunks.map((c) => [c.content, c.validUntil])).toEqual([['Gammal lydelse.', '2026-01-01']]);
    expect(after.chunks.map((c) => [c.content, c.validFrom])).toEqual([['Ny lydelse.', '2026-01-01']]);
  });

  it('lists repealed sections instead of chunking them', () => {
    const { chunks, repealedSections } = buildStatuteChunks(
      [section('37'), text('Text.'), section('37 a'), text('har upphävts genom lag (1995:22).')],
      options,
    );
    expect(chunks.map((c) => c.sectionReference)).toEqual(['37 §']);
    expect(repealedSections).toEqual(['37 a §']);
  });

  it('builds chapter references and keeps only the chapters asked for', () => {
    const { chunks } = buildStatuteChunks(
      [
        { kind: 'division', text: 'AVDELNING V. TEST' },
        { kind: 'chapter', id: '25', title: '25 kap. Annat' },
        section('1'),
        text('Bort.'),
        { kind: 'chapter', id: '26', title: '26 kap. Socialtjänst' },
        text('Bostadsanpassningsbidrag'),
        section('12'),
        text('Sekretess gäller.'),
      ],
      { ...options, chapters: ['26'] },
    );
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({
      sectionReference: '26 kap. 12 §',
      chapter: 26,
      section: '12',
      headingPath: ['AVDELNING V. TEST', '26 kap. Socialtjänst', 'Bostadsanpassningsbidrag'],
      title: '26 kap. 12 § lag (2000:1) om test',
    });
  });

  it('makes one chunk per act of the transitional provisions, or none', () => {
    const blocks: StatuteBlock[] = [
      section('1'),
      text('Text.'),
      { kind: 'transitional' },
      { kind: 'transitionalAct', sfs: '2000:1' },
      text('1. Denna lag träder i kraft den 1 juli 2000.'),
      text('2. Äldre föreskrifter gäller.'),
    ];
    const kept = buildStatuteChunks(blocks, options).chunks.at(-1);
    expect(kept).toMatchObject({
      sectionReference: 'Övergångsbestämmelser 2000:1',
      section: null,
      headingPath: ['Övergångsbestämmelser'],
      title: 'Övergångsbestämmelser 2000:1 till lag (2000:1) om test',
    });
    expect(kept?.paragraphs[0]?.items).toHaveLength(2);
    expect(buildStatuteChunks(blocks, { ...options, transitional: 'drop' }).chunks).toHaveLength(1);
  });
});
