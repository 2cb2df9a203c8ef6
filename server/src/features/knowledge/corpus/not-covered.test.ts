import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from './load-corpus';
import { createNotCoveredMatcher, loadNotCovered } from './not-covered';

const CORPUS_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/corpus');
const concepts = loadNotCovered(CORPUS_DIR);
const corpus = loadCorpus(CORPUS_DIR, { asOf: '2026-11-22' });
const matcher = createNotCoveredMatcher(concepts);
const named = (question: string) => matcher(question).map((concept) => concept.name);

/** The texts whose matters the product does cover: the BAB law and ordinance and förvaltningslagen. */
const COVERED_SFS = ['2018:222', '2018:224', '2017:900'];
const coveredTexts = corpus
  .filter((document) => document.kind === 'statute' && COVERED_SFS.includes(document.sfsNumber ?? ''))
  .flatMap((document) =>
    document.chunks.map((chunk) => ({
      source: `${document.sfsNumber} ${chunk.sectionReference}`,
      text: [document.title, ...chunk.headingPath, chunk.content].join('\n'),
    })),
  );

describe('not-covered register (matters next to BAB that the sources do not answer)', () => {
  it('is bundled with 30–50 concepts', () => {
    expect(concepts.length).toBeGreaterThanOrEqual(30);
    expect(concepts.length).toBeLessThanOrEqual(50);
  });

  it('has lower-case terms, each in one concept only', () => {
    const terms = concepts.flatMap((concept) => concept.terms);
    expect(terms.filter((term) => term !== term.toLowerCase() || term !== term.trim())).toEqual([]);
    expect(terms.filter((term, index) => terms.indexOf(term) !== index)).toEqual([]);
  });

  it('reads the covered statutes', () => {
    expect(new Set(coveredTexts.map(({ source }) => source.split(' ')[0]))).toEqual(new Set(COVERED_SFS));
  });

  it('uses no term that occurs in lag (2018:222), förordning (2018:224) or förvaltningslagen (2017:900)', () => {
    const found = concepts.flatMap((concept) =>
      concept.terms.flatMap((term) => {
        const single = createNotCoveredMatcher([{ ...concept, terms: [term] }]);
        return coveredTexts
          .filter(({ text }) => single(text).length > 0)
          .map(({ source }) => `${term} → ${source}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['Behövs bygglov för en ramp?', 'Bygglov, anmälan och startbesked'],
    ['Får hyresvärden höja hyran efter anpassningen?', 'Hyran: hyressättning, hyreshöjning och uppsägning'],
    ['Kan sökanden få ROT-avdrag för den del som bidraget inte täcker?', 'Rot- och rutavdrag'],
    ['Ska bidraget beräknas med eller utan moms?', 'Moms'],
    ['Måste kommunen följa LOU när den själv låter utföra åtgärden?', 'Offentlig upphandling (LOU)'],
    ['Kan sökanden få färdtjänst i stället?', 'Färdtjänst och riksfärdtjänst'],
    ['Vem beslutar om parkeringstillstånd för rörelsehindrade?', 'Parkeringstillstånd för rörelsehindrade'],
    [
      'Får förvaltaren skriva under ansökan, och vilket arvode får han?',
      'God man, förvaltare och överförmyndare',
    ],
    [
      'Vad säger föreningens stadgar om ändringar i lägenheten?',
      'Bostadsrättsföreningens stadgar och avgifter',
    ],
    ['Hur länge ska vi spara akten innan gallring?', 'Arkivering och gallring'],
    ['Vilket märke på trapphiss är bäst?', 'Produkter, fabrikat och leverantörer'],
    ['Vad är marknadspriset för en trapphiss i dag?', 'Priser och vad åtgärder brukar kosta'],
    ['Vad är den genomsnittliga handläggningstiden i landet?', 'Statistik om bostadsanpassning'],
    [
      'Vad står i Lunds kommuns riktlinjer för bostadsanpassning?',
      'En kommuns egna riktlinjer, rutiner och blanketter',
    ],
    ['Måste en auktoriserad elinstallatör koppla in dörröppnaren?', 'Elsäkerhet och elinstallatörer'],
  ])('points %j to %s', (question, concept) => {
    expect(named(question)).toContain(concept);
  });

  it.each([
    'Kan bidrag lämnas för att bredda en dörr?',
    'Hyresvärden vägrar ge medgivande, vad gäller?',
    'Ska ägarens medgivande finnas innan beslut?',
    'Bostadsrättsföreningen säger nej till anpassningen, kan vi ändå bevilja bidrag?',
    'Lämnas bidrag för en trapphiss i en hyreslägenhet?',
    'Vad räknas som skälig kostnad för ett nytt badrum?',
    'Kan kommunen återkräva bidraget när sökanden har lämnat oriktiga uppgifter?',
    'Hur lång tid har sökanden på sig att överklaga beslutet?',
    'Kan en god man ansöka för sökandens räkning, och måste fullmakten vara skriftlig?',
    'Lämnas bidrag för hiss i ett nybyggt hus?',
    'Kan återställningsbidrag lämnas när hyresgästen har flyttat?',
    'Får kommunen ha egna riktlinjer om takbelopp?',
    'Kan bidrag lämnas för reparation och besiktning av en dörröppnare?',
    'Sökanden har utmattningssyndrom och använder rullstol, kan köket anpassas?',
    'Måste vi kommunicera arbetsterapeutens intyg innan vi avslår ansökan?',
  ])('finds nothing in the BAB question %j', (question) => {
    expect(named(question)).toEqual([]);
  });

  it('matches the words of a term in order, with at most two others between them', () => {
    const matcher = createNotCoveredMatcher([
      { name: 'Hyran', terms: ['höja hyran'], pointer: 'Hyran prövas enligt 12 kap. jordabalken.' },
    ]);
    expect(matcher('Får hyresvärden höja den gamla hyran?')).toHaveLength(1);
    expect(matcher('Får hyresvärden höja hyrans nivå?')).toHaveLength(1);
    expect(matcher('Får hyresvärden höja ersättningen för den nya hyran?')).toEqual([]);
    expect(matcher('Hyran är hög, kan vi höja bidraget?')).toEqual([]);
  });
});
