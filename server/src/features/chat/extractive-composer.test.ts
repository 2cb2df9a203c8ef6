import type { RetrievedSource } from '@app/common';
import { describe, expect, it } from 'vitest';
import { extractCitations } from './citations';
import { COMPILATION_NOTICE, composeExtractiveAnswer, NO_RELEVANT_INFORMATION } from './extractive-composer';

const source = (
  section: string,
  content: string,
  overrides: Partial<RetrievedSource> = {},
): RetrievedSource => ({
  id: `chunk-${section}`,
  title: `${section} § lag (2018:222) om bostadsanpassningsbidrag`,
  snippet: content.slice(0, 80),
  content,
  source: 'Lag (2018:222) om bostadsanpassningsbidrag',
  category: 'BAB-handläggare',
  subtopic: null,
  score_pct: '90%',
  similarity: 0.9,
  file_name: 'sfs/selex/sfs-2018-222.md',
  source_url: 'https://www.riksdagen.se/',
  method: 'hybrid',
  date: '2018-04-19',
  section_reference: `${section} §`,
  sfs_number: '2018:222',
  section,
  source_class: 'core',
  version_stamp: 't.o.m. SFS 2025:453',
  ...overrides,
});

const secondHand = source(
  '3',
  'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad. Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.',
);
const responsibility = source('2', 'Kommunerna ansvarar för bidrag enligt denna lag.');

describe('composeExtractiveAnswer', () => {
  it('answers only with source sentences, each followed by its citation', () => {
    const answer = composeExtractiveAnswer('Kan man få bidrag om bostaden hyrs i andra hand?', [
      secondHand,
      responsibility,
    ]);
    expect(answer.abstained).toBe(false);
    expect(answer.text.startsWith(COMPILATION_NOTICE)).toBe(true);
    expect(answer.text).toContain(
      '**Kort svar**\nOm bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
    expect(answer.cited.map((cited) => cited.section)).toContain('3');
    expect(
      extractCitations(answer.text).every(
        (citation) => citation === secondHand.title || citation === responsibility.title,
      ),
    ).toBe(true);
  });

  it('meets a definite form: "syftet" finds the sentence about "syfte"', () => {
    const purpose = source(
      '1',
      'Denna lag har till syfte att genom bidrag till anpassning av bostäder ge personer med funktionsnedsättning möjlighet till ett självständigt liv i eget boende.',
    );
    const answer = composeExtractiveAnswer('Vad är syftet med lagen?', [purpose]);
    expect(answer.abstained).toBe(false);
    expect(answer.cited.map((cited) => cited.section)).toEqual(['1']);
  });

  it('says plainly that nothing was found when no source shares a word with the question', () => {
    const answer = composeExtractiveAnswer('Hur fungerar parkeringstillstånd för rörelsehindrade?', [
      responsibility,
    ]);
    expect(answer).toMatchObject({ abstained: true, text: NO_RELEVANT_INFORMATION, cited: [] });
  });

  it('abstains with no sources at all', () => {
    expect(composeExtractiveAnswer('Vad gäller för trapphiss?', []).abstained).toBe(true);
  });
});

describe('extractCitations', () => {
  it('finds section citations with the law in parentheses, chaptered or not', () => {
    expect(
      extractCitations(
        'Text (5 § lag (2018:222) om bostadsanpassningsbidrag). Mer (26 kap. 12 § offentlighets- och sekretesslagen (2009:400)).',
      ),
    ).toEqual([
      '5 § lag (2018:222) om bostadsanpassningsbidrag',
      '26 kap. 12 § offentlighets- och sekretesslagen (2009:400)',
    ]);
  });
});
