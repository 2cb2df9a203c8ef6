import { join, resolve } from 'node:path';
import { createConceptMatcher } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from './load-corpus';
import { loadNotCovered } from './not-covered';

const CORPUS_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/corpus');
const AREA_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/areas/bab');
const concepts = loadNotCovered(AREA_DIR);
const corpus = loadCorpus(CORPUS_DIR, { asOf: '2026-11-22' });
const matcher = createConceptMatcher(concepts);
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
  it('is bundled with 30–60 concepts', () => {
    expect(concepts.length).toBeGreaterThanOrEqual(30);
    expect(concepts.length).toBeLessThanOrEqual(60);
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
        const single = createConceptMatcher([{ ...concept, terms: [term], localTerms: [], citations: [] }]);
        return coveredTexts
          .filter(({ text }) => single(text).length > 0)
          .map(({ source }) => `${term} → ${source}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it('cites nothing that the covered statutes cite', () => {
    const citing = concepts.filter((concept) => (concept.citations ?? []).length > 0);
    expect(citing.length).toBeGreaterThan(0);
    const found = citing.flatMap((concept) => {
      const only = createConceptMatcher([{ ...concept, terms: ['\u0000'], localTerms: [] }]);
      return coveredTexts.filter(({ text }) => only(text).length > 0).map(({ source }) => source);
    });
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
      'God man, förvaltare, framtidsfullmakt och anhörigbehörighet',
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
      'En kommuns eller regions egna riktlinjer, rutiner, blanketter och avgifter',
    ],
    [
      'Har Kalmar kommun en e-tjänst för att söka bidraget?',
      'En kommuns eller regions egna riktlinjer, rutiner, blanketter och avgifter',
    ],
    [
      'Vad säger delegationsordningen i Göteborgs stad om vem som beslutar?',
      'En kommuns eller regions egna riktlinjer, rutiner, blanketter och avgifter',
    ],
    [
      'Hur hög är avgiften för en rollator i Region Halland?',
      'En kommuns eller regions egna riktlinjer, rutiner, blanketter och avgifter',
    ],
    [
      'Vad står det i BFS 2018:12 om ansökans innehåll?',
      'Myndigheters föreskrifter och allmänna råd (BFS, SOSFS, HSLF-FS)',
    ],
    ['Hur många semesterdagar har en handläggare?', 'Anställning, lön och semester'],
    ['Vilken spisvakt är en godkänd modell?', 'Produkter, fabrikat och leverantörer'],
    ['Måste en auktoriserad elinstallatör koppla in dörröppnaren?', 'Elsäkerhet, elinstallatörer och elnät'],
    [
      'Har sökanden rätt till försörjningsstöd medan badrummet byggs om?',
      'Ekonomiskt bistånd och försörjningsstöd',
    ],
    [
      'Räknas bostadsanpassningsbidraget som inkomst i försörjningsstödet?',
      'Ekonomiskt bistånd och försörjningsstöd',
    ],
    ['Vad kostar trygghetslarmet per månad?', 'Hemtjänst, trygghetslarm och avgifter inom omsorgen'],
    [
      'Hur beräknas förbehållsbeloppet när avgiften för hemtjänst bestäms?',
      'Hemtjänst, trygghetslarm och avgifter inom omsorgen',
    ],
    [
      'Vad är hjälpmedelsavgiften i regionen för en rollator?',
      'Hjälpmedel: regionens förskrivning, sortiment och avgifter',
    ],
    [
      'Ingår duschvagnen i regionens sortiment?',
      'Hjälpmedel: regionens förskrivning, sortiment och avgifter',
    ],
    ['Måste dödsboet göra bouppteckning innan arvskiftet?', 'Arv, testamente och bouppteckning'],
    ['Vem betalar elnätsavgiften för trapphissen?', 'Elsäkerhet, elinstallatörer och elnät'],
    [
      'Hur ansöker fastighetsägaren om fastighetsreglering hos Lantmäteriet?',
      'Samfälligheter, servitut och fastighetsreglering',
    ],
    ['Vad är VA-taxan för en ny anslutning?', 'Vatten och avlopp (VA)'],
    ['Måste sotaren godkänna att kaminen tas bort?', 'Brandskydd, räddningstjänst och sotning'],
    [
      'Hur ofta ska trapphissen besiktas enligt Boverkets hissregler?',
      'Hissar: besiktning och Boverkets hissföreskrifter',
    ],
    [
      'Måste badrummet byggas enligt Säker Vatten?',
      'Branschregler och standarder (Säker Vatten, våtrum, svensk standard)',
    ],
    [
      'Vilken svensk standard gäller för dörrbredder?',
      'Branschregler och standarder (Säker Vatten, våtrum, svensk standard)',
    ],
    ['Är dörrautomatiken CE-godkänd?', 'CE-märkning, produktsäkerhet och medicintekniska produkter'],
    ['Ungefär vad kostar ett nytt badrum i dag?', 'Priser och vad åtgärder brukar kosta'],
    ['Hur mycket kostar en plattformshiss?', 'Priser och vad åtgärder brukar kosta'],
    ['Hur lång är Malmö stads handläggningstid för bostadsanpassning?', 'Statistik om bostadsanpassning'],
    ['Vilken telefontid har Boverket?', 'Kontaktuppgifter och öppettider'],
    [
      'Kan företaget få bidrag för att anpassa butikslokalen?',
      'Arbetshjälpmedel och anpassning av arbetsplatser och lokaler',
    ],
    ['Vilket försäkringsskydd har sökanden om trapphissen går sönder?', 'Försäkringar och skadestånd'],
    [
      'Kan sökanden få rättshjälp för att överklaga till förvaltningsrätten?',
      'Rättshjälp och kostnader för ombud',
    ],
    ['Kan ni rekommendera en leverantör av dörröppnare?', 'Produkter, fabrikat och leverantörer'],
    // A multi-word term in another word order than the register's.
    [
      'Hur mycket arvode får en god man ta ut för att fylla i ansökan?',
      'God man, förvaltare, framtidsfullmakt och anhörigbehörighet',
    ],
    // Misspellings and abbreviations officers type.
    ['Kan sökanden få färdjänst i stället?', 'Färdtjänst och riksfärdtjänst'],
    ['Behövs byglov för ramp?', 'Bygglov, anmälan och startbesked'],
    ['Har sökanden rätt till bostadstilägg?', 'Bostadstillägg och bostadsbidrag'],
    [
      'Måste den anhöriga ha en framtidfullmakt för att skriva under?',
      'God man, förvaltare, framtidsfullmakt och anhörigbehörighet',
    ],
    ['Vad säger 12 kap. JB om hyresgästens ändringar?', 'Hyran: hyressättning, hyreshöjning och uppsägning'],
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
    'Sökanden använder rullstol och hyresvärden vill att dörröppnaren tas bort när hon flyttar, vem betalar?',
    'Dödsboet har skickat fakturan för trapphissen, kan bidraget betalas ut till dödsboet?',
    'Sökanden dog innan badrummet var klart; kan dödsboet få kontantbidraget för det som hann göras?',
    'Fakturan är högre än offerten, ska vi betala mellanskillnaden?',
    'Priset på offerten verkar högt, hur bedömer vi vad som är skälig kostnad?',
    'Hur mycket bidrag kan lämnas för en ny duschplats?',
    'Vem betalar om kostnaden blir högre än beslutet?',
    'Vad ska vi betala när sökanden själv har valt dyrare kakel än vad som behövs?',
    'Ska bidraget motsvara en normal kostnad eller den faktiska kostnaden?',
    'Ingår kostnaden för att flytta golvbrunnen i bidraget när duschen flyttas?',
    'Kan behovet lösas med ett hjälpmedel från regionen i stället för bostadsanpassning?',
    'Arbetsterapeuten har förskrivit en duschstol, behövs ändå en anpassning av badrummet?',
    'Räcker arbetsterapeutens intyg eller måste vi begära ett läkarintyg?',
    'Arbetsterapeuten rekommenderar en trapphiss, räcker det som underlag?',
    'Sökanden bor i bostadsrätt; behövs föreningens medgivande för en ramp vid entrén?',
    'Sökanden har hemtjänst och personalen behöver mer plats i duschen, kan bidrag lämnas för ett större badrum?',
    'Dörröppnaren ska kopplas till trygghetslarmet så att hemtjänsten kommer in, lämnas bidrag för det?',
    'Sökanden har försörjningsstöd och hyr i andra hand, kan bidrag lämnas?',
    'Kan bidrag lämnas för att jämna ut marken vid entrén?',
    'Kan bidrag lämnas för markering av trappsteg för en synskadad sökande?',
    'Sökanden vill ha en annan modell av trapphiss än den i offerten, kan vi bevilja?',
    'Kan vi betala kontantbidraget direkt till leverantören av trapphissen?',
    'Tillverkaren har slutat sälja reservdelar, kan bidrag lämnas för en ny trapphiss?',
    'Lämnas bidrag för service och besiktning av en plattformshiss?',
    'Sökanden har försäkrat på heder och samvete att hon bor i bostaden, räcker det?',
    'Ska beslutet skickas till adressen där sökanden bor eller till ombudet?',
    'Är det ett vanligt badrum eller behövs det en större anpassning?',
    'Är det jäv om handläggaren är granne med sökanden?',
    'Får vi lämna ut uppgifter om sökandens hälsa till hyresvärden?',
    // A named municipality alone, or a local word without one, is a BAB question still.
    'Sökanden flyttar från Malmö stad till Lunds kommun, vilken kommun prövar ansökan?',
    'Vilken kommun prövar ansökan om bostaden ligger i en annan kommun?',
    'Kan Göteborgs stad delegera beslut om bidrag till en handläggare?',
    'Måste ansökan göras på kommunens blankett?',
    'Får Boverket meddela föreskrifter om ansökan?',
  ])('finds nothing in the BAB question %j', (question) => {
    expect(named(question)).toEqual([]);
  });

  it('matches the words of a term in any order, with at most two others between them', () => {
    const matcher = createConceptMatcher([
      { name: 'Hyran', terms: ['höja hyran'], pointer: 'Hyran prövas enligt 12 kap. jordabalken.' },
    ]);
    expect(matcher('Får hyresvärden höja den gamla hyran?')).toHaveLength(1);
    expect(matcher('Får hyresvärden höja hyrans nivå?')).toHaveLength(1);
    expect(matcher('Hyran, får hyresvärden höja den?')).toHaveLength(1);
    expect(matcher('Får hyresvärden höja ersättningen för den nya hyran?')).toEqual([]);
    expect(matcher('Hyran är hög, kan vi höja bidraget?')).toEqual([]);
  });
});
