import { NO_RELEVANT_INFORMATION, type RetrievedSource } from '@app/common';
import { describe, expect, it } from 'vitest';
import { extractCitations } from './citations';
import { COMPILATION_NOTICE, composeExtractiveAnswer } from './extractive-composer';

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

  it('needs the retrievers to agree on the top source when few of the question words are found', () => {
    const social = source(
      '9',
      'Kommunen ska informera den som ansöker om insatser inom äldreomsorgen om möjligheten till omvårdnad på minoritetsspråk.',
    );
    const question = 'Hur ansöker man om ekonomiskt bistånd till hyran för en lägenhet i stan?';
    expect(composeExtractiveAnswer(question, [{ ...social, similarity: 0.83 }]).abstained).toBe(true);
    expect(composeExtractiveAnswer(question, [{ ...social, similarity: 1 }]).abstained).toBe(false);
  });

  it('takes more sentences from the same sources for a detailed answer', () => {
    const conditions = source(
      '7',
      [
        'Bidrag lämnas om åtgärden behövs för att bostaden ska bli ändamålsenlig för sökanden.',
        'Bidrag lämnas inte om behovet kan tillgodoses med hjälpmedel.',
        'Bidrag får inte lämnas för åtgärder som beror på eftersatt underhåll.',
        'Bidrag lämnas endast om sökanden ska använda bostaden som permanentbostad.',
        'Bidrag ska inte lämnas om bostaden är uppenbart olämplig för sökanden.',
        'Bidrag krävs inte för åtgärder som ingår i normal standard.',
        'Bidrag lämnas bara om fastighetsägaren har medgett åtgärden.',
      ].join(' '),
    );
    const question = 'När lämnas bidrag för åtgärder i bostaden?';
    const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('- ')).length;
    const normal = composeExtractiveAnswer(question, [conditions, secondHand]);
    const detailed = composeExtractiveAnswer(question, [conditions, secondHand], { detailed: true });
    expect(lines(detailed.text)).toBeGreaterThan(lines(normal.text));
    expect(
      detailed.text
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .every((line) => /\)\.$/.test(line)),
    ).toBe(true);
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
