import { formatSek, PLAN_PRICES_SEK } from '../../prices';
import { areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

/**
 * The full terms of use that the terms modal summarises and links to (spec 1 §1, spec 2 §9):
 * payment in advance, auto-renewal, no binding period, no refund of prepaid amounts except a
 * yearly payment after a technical fault or no access, 14 days' withdrawal, 99 % uptime goal,
 * changes announced 30 days ahead.
 */
export const termsPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('terms', context),
  sections: [
    {
      id: 'om-tjansten',
      heading: 'Om tjänsten',
      paragraphs: [
        `${context.productName} är ett privat och oberoende initiativ, inte en myndighet. Tjänsten ger källbaserade svar om svensk lagstiftning, i första hand om ${areaWords(context).subject}.`,
        'Svaren ersätter inte juridisk expertis eller officiella beslut. Du ansvarar själv för de bedömningar och beslut du fattar, och du bör alltid kontrollera svaret mot den källa som anges.',
        'Genom att skapa ett konto och godkänna villkoren ingår du ett avtal med oss om att använda tjänsten enligt dessa villkor.',
      ],
    },
    {
      id: 'avtalspart',
      heading: 'Avtalspart',
      paragraphs: [
        `Avtalet ingås med företaget som driver ${context.productName}. Här står företagets namn, organisationsnummer och kontaktuppgifter.`,
      ],
    },
    {
      id: 'konto',
      heading: 'Ditt konto',
      paragraphs: [
        'Kontot är personligt. Du ska lämna korrekta uppgifter, hålla ditt lösenord hemligt och inte låta någon annan använda kontot. Vi rekommenderar tvåstegsverifiering.',
        'Det är kostnadsfritt att registrera ett konto. För att använda verktyget behöver du en aktiv prenumeration.',
      ],
    },
    {
      id: 'anvandning',
      heading: 'Hur du får använda tjänsten',
      paragraphs: ['När du använder tjänsten förbinder du dig att:'],
      list: [
        'aldrig skriva personuppgifter eller känsliga personuppgifter (artikel 9 i dataskyddsförordningen) i dina frågor, till exempel uppgifter om en sökandes hälsa eller personnummer,',
        'inte försöka kringgå tjänstens skydd, spärrar eller begränsningar,',
        'inte hämta innehåll automatiskt i stor skala eller använda tjänsten på ett sätt som stör andra användare.',
      ],
    },
    {
      id: 'prenumeration',
      heading: 'Prenumeration och priser',
      paragraphs: [],
      list: [
        `Årsprenumeration: ${formatSek(PLAN_PRICES_SEK.yearly)} per år.`,
        `Månadsprenumeration: ${formatSek(PLAN_PRICES_SEK.monthly)} per månad.`,
        'Priserna anges inklusive moms.',
        'Prenumerationen betalas i förskott för en månad eller ett år i taget och förnyas automatiskt tills du säger upp den.',
        'Det finns ingen bindningstid.',
        'Arbetsgivare och grupper om 5 eller fler användare kan få rabatt, organisationslicens och betalning mot faktura enligt särskild offert.',
      ],
    },
    {
      id: 'uppsagning',
      heading: 'Uppsägning',
      paragraphs: [
        'Du kan säga upp prenumerationen när som helst i kundportalen, som du når från din profil. Du har då tillgång till tjänsten till slutet av den period du redan har betalat för, och prenumerationen förnyas inte igen.',
      ],
    },
    {
      id: 'aterbetalning',
      heading: 'Återbetalning och ångerrätt',
      paragraphs: [
        'Förskottsbetalda belopp återbetalas inte. Vid årsbetalning gör vi ett undantag: har du inte kunnat använda tjänsten på grund av ett tekniskt fel hos oss, eller inte fått tillgång till den, betalar vi tillbaka beloppet. Kontakta oss i så fall.',
        'Som privatperson har du 14 dagars ångerrätt enligt lagen om distansavtal och avtal utanför affärslokaler, räknat från den dag du tecknade prenumerationen. Vill du ångra köpet kontaktar du oss inom den tiden.',
      ],
    },
    {
      id: 'kvitton',
      heading: 'Kvitton',
      paragraphs: [
        'Du får ett kvitto för varje betalning och kan hämta dina kvitton i kundportalen. Kvittot kan användas när din arbetsgivare ersätter kostnaden, till exempel som kompetensutveckling.',
      ],
    },
    {
      id: 'tillganglighet-och-support',
      heading: 'Tillgänglighet och support',
      paragraphs: [
        'Vi strävar efter att tjänsten ska vara tillgänglig 99 % av tiden, men kan inte lova att den alltid fungerar utan avbrott.',
        'Vi svarar på supportfrågor inom 24 timmar på vardagar. Du når oss via kontaktsidan.',
      ],
    },
    {
      id: 'ansvar',
      heading: 'Ansvar',
      paragraphs: [
        'Tjänsten utvecklas fortfarande, och svaren kan vara ofullständiga eller felaktiga. Vi ansvarar inte för beslut som fattas med stöd av tjänsten eller för skada som uppstår av att ett svar har använts utan kontroll mot källan. Detta begränsar inte de rättigheter du har som konsument enligt lag.',
      ],
    },
    {
      id: 'personuppgifter',
      heading: 'Personuppgifter',
      paragraphs: [
        'Hur vi behandlar dina personuppgifter, hur länge vi sparar dem och vilka rättigheter du har beskrivs i vår integritetspolicy.',
      ],
    },
    {
      id: 'andringar',
      heading: 'Ändringar i villkoren',
      paragraphs: [
        'Vi meddelar ändringar i villkoren via e-post minst 30 dagar innan de börjar gälla. Om du inte vill fortsätta med de nya villkoren kan du säga upp prenumerationen innan de börjar gälla.',
      ],
    },
    {
      id: 'tillamplig-lag',
      heading: 'Tillämplig lag och tvister',
      paragraphs: [
        'Svensk lag gäller för avtalet. Som konsument kan du vända dig till Allmänna reklamationsnämnden (ARN) om vi inte kommer överens.',
      ],
    },
  ],
});
