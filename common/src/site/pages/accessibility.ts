import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage, SiteSection } from '../types';

/**
 * Known failures against WCAG 2.1 AA, in plain Swedish with the criterion. The statement's
 * compliance status follows from this list, so remove an item in the change that fixes it and
 * update the review date below.
 */
export const KNOWN_ACCESSIBILITY_SHORTCOMINGS: readonly string[] = [];

/** The day the site was last assessed against the law and this statement last updated. */
const REVIEWED_ON = '25 november 2026';

const shortcomingsSection = (): SiteSection =>
  KNOWN_ACCESSIBILITY_SHORTCOMINGS.length === 0
    ? {
        id: 'shortcomings',
        heading: 'Kända brister',
        paragraphs: [
          'Vi känner i dag inte till några brister mot kraven i WCAG 2.1 nivå AA. Granskningen är inte fullständig, så det kan finnas brister som vi inte har upptäckt. Hör av dig om du hittar någon.',
        ],
      }
    : {
        id: 'shortcomings',
        heading: 'Kända brister',
        paragraphs: [
          'Följande innehåll uppfyller ännu inte kraven. Vi arbetar med att åtgärda bristerna. Granskningen är inte fullständig, så det kan finnas fler brister än dem vi känner till.',
        ],
        list: KNOWN_ACCESSIBILITY_SHORTCOMINGS,
      };

export const accessibilityPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('accessibility', context),
  sections: [
    {
      id: 'scope',
      heading: 'Om redogörelsen',
      paragraphs: [
        `${context.productName} står bakom den här webbplatsen. Vi vill att så många som möjligt ska kunna använda den, oavsett funktionsnedsättning. Här beskriver vi hur webbplatsen uppfyller lagen (2018:1937) om tillgänglighet till digital offentlig service, vilka brister vi känner till och hur du kan meddela oss brister så att vi kan åtgärda dem.`,
        `${context.productName} är ett privat initiativ och ingen myndighet, men tjänsten används i kommunal verksamhet. Därför följer vi lagens krav och publicerar den här redogörelsen.`,
      ],
    },
    {
      id: 'status',
      heading: 'Hur tillgänglig är webbplatsen?',
      paragraphs: [
        KNOWN_ACCESSIBILITY_SHORTCOMINGS.length === 0
          ? 'Vi bedömer att webbplatsen är helt förenlig med lagen om tillgänglighet till digital offentlig service. Målet är att webbplatsen ska uppfylla WCAG 2.1 på nivå AA.'
          : 'Vi bedömer att webbplatsen är delvis förenlig med lagen om tillgänglighet till digital offentlig service, på grund av de brister som beskrivs nedan. Målet är att webbplatsen ska uppfylla WCAG 2.1 på nivå AA.',
        'Webbplatsen är byggd för att gå att använda med enbart tangentbord, med skärmläsare och med andra hjälpmedel.',
      ],
    },
    shortcomingsSection(),
    {
      id: 'not-covered',
      heading: 'Innehåll som inte omfattas av lagen',
      paragraphs: [
        'Innehåll från andra som vi inte kontrollerar omfattas inte, till exempel lagtext och domar på andra webbplatser som vi länkar till och betalningsfönstret hos vår betalleverantör. Vi åberopar inget undantag för oskäligt betungande anpassning.',
      ],
    },
    {
      id: 'testing',
      heading: 'Hur vi har testat webbplatsen',
      paragraphs: [
        'Vi har själva granskat webbplatsen (självskattning). Automatiska tester med verktyget axe ingår i vår testsvit och körs på varje sida, både när man är utloggad och inloggad. Vi testar också manuellt att allt går att nå och använda med enbart tangentbord och att det syns var fokus är. Webbplatsen har inte granskats av någon extern part.',
        `Bedömningen gjordes senast den ${REVIEWED_ON}. Redogörelsen uppdaterades senast den ${REVIEWED_ON}.`,
      ],
    },
    {
      id: 'report',
      heading: 'Meddela oss brister',
      paragraphs: [
        'Om du upptäcker problem som inte beskrivs här, eller om du anser att vi inte uppfyller lagens krav, vill vi gärna veta det. Skicka ett meddelande via kontaktformuläret och välj ärendetypen Support. Beskriv var på webbplatsen problemet finns och vilket hjälpmedel du använder, om du använder något. Vi svarar inom 1–2 arbetsdagar.',
        'Om du inte kan ta del av något innehåll på webbplatsen kan du också kontakta oss via kontaktformuläret, så försöker vi ge dig informationen på ett annat sätt.',
      ],
    },
    {
      id: 'supervision',
      heading: 'Tillsyn',
      paragraphs: [
        'Myndigheten för digital förvaltning (Digg) har ansvar för tillsyn över lagen om tillgänglighet till digital offentlig service. Om du inte är nöjd med hur vi hanterar dina synpunkter kan du kontakta Digg och påtala det. Det gör du enklast med Diggs formulär för anmälan om bristande tillgänglighet på digg.se/tdosanmalan.',
      ],
    },
  ],
});
