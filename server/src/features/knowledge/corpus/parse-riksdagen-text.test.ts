import { describe, expect, it } from 'vitest';
import { parseRiksdagenText } from './parse-riksdagen-text';

// A small file in the steadson/Riksdagen format: CRLF lines, '\r\r\n' where a line was soft-broken.
const sample = [
  'Title: Lag (2000:1) om prov och ',
  'test i vissa fall',
  'SFS Number: Svensk författningssamling 2000:1',
  'URL: https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag_sfs-2000-1/',
  'Source Link: http://rkrattsbaser.gov.se/sfst?bet=2000:1',
  'Metadata: {"Utfärdad": "2000-01-05", "Ändrad": "t.o.m. SFS 2024:9"}',
  '',
  '==================================================',
  '',
  'Lag (2000:1) om prov och test i vissa fall',
  'Svensk författningssamling',
  'Svensk författningssamling (SFS) innehåller gällande lagar och förordningar. Om en författning ändras ersätts den gamla texten med den nya.',
  'SFS nr',
  ':     ',
  '2000:1',
  'Källa',
  ':',
  'Fulltext (Regeringskansliet)',
  'Innehåll:',
  '1 kap. Inledning',
  'Övergångsbestämmelser',
  '1 kap. Inledning',
  'Rubrik',
  '1 §',
  'Bidrag lämnas enligt  hälso- och sjukvårdslagen \r',
  '(2017:30) och enligt 2 kap.\r',
  '3 § samma lag.',
  'Sekretessen gäller med hän-',
  'syn till vård- ',
  'och omsorg enligt lagen',
  '(2022:913).',
  'Lag (2024:9)',
  '.',
  '2 §',
  'har upphävts genom',
  'lag (2020:5)',
  '.',
  '3 §',
  '/Upphör att gälla U:2026-01-01 genom',
  'lag (2025:1)',
  './\r',
  'Gammal lydelse.',
  'Övergångsbestämmelser',
  '2000:1',
  '1. Denna lag träder i kraft den 1 juli 2000.',
  'Svensk författningssamling',
  'Svensk författningssamling (SFS) innehåller gällande lagar och förordningar. Om en författning ändras ersätts den gamla texten med den nya.',
].join('\r\n');

describe('parseRiksdagenText', () => {
  const parsed = parseRiksdagenText(sample);

  it('reads the header, including a title that wraps', () => {
    expect(parsed.metadata).toEqual({
      title: 'Lag (2000:1) om prov och test i vissa fall',
      sfsNumber: '2000:1',
      versionStamp: 't.o.m. SFS 2024:9',
      issued: '2000-01-05',
      riksdagenUrl:
        'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag_sfs-2000-1/',
      rkrattsbaserUrl: 'http://rkrattsbaser.gov.se/sfst?bet=2000:1',
    });
    expect(parsed.warnings).toEqual([]);
  });

  it('drops the metadata block, the table of contents and the closing SFS sentence', () => {
    const texts = parsed.blocks.flatMap((block) => ('text' in block ? [block.text] : []));
    expect(texts.some((t) => t.includes('Svensk författningssamling') || t.includes('Innehåll'))).toBe(false);
    expect(parsed.blocks[0]).toEqual({ kind: 'chapter', id: '1', title: '1 kap. Inledning' });
  });

  it('joins soft and hard line breaks inside sentences', () => {
    expect(parsed.blocks.slice(1, 7)).toEqual([
      { kind: 'text', text: 'Rubrik' },
      { kind: 'section', id: '1' },
      {
        kind: 'text',
        text: 'Bidrag lämnas enligt hälso- och sjukvårdslagen (2017:30) och enligt 2 kap. 3 § samma lag.',
      },
      { kind: 'text', text: 'Sekretessen gäller med hänsyn till vård- och omsorg enligt lagen (2022:913).' },
      { kind: 'text', text: 'Lag (2024:9).' },
      { kind: 'section', id: '2' },
    ]);
  });

  it('keeps a section number apart from a repeal note and reads version marks', () => {
    expect(parsed.blocks.slice(7, 12)).toEqual([
      { kind: 'text', text: 'har upphävts genom lag (2020:5).' },
      { kind: 'section', id: '3' },
      { kind: 'sectionVersion', validity: { validUntil: '2026-01-01' } },
      { kind: 'text', text: 'Gammal lydelse.' },
      { kind: 'transitional' },
    ]);
    expect(parsed.blocks.slice(12)).toEqual([
      { kind: 'transitionalAct', sfs: '2000:1' },
      { kind: 'text', text: '1. Denna lag träder i kraft den 1 juli 2000.' },
    ]);
  });
});
