import { PUBLIC_LEGAL_RATE_LIMIT } from '../../legal-cases';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

export const legalDatabasePage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('legal-database', context),
  sections: [
    {
      id: 'announcement',
      heading: 'En kostnadsfri och öppen rättsdatabas',
      paragraphs: [
        `Vid sidan av ${context.productName} har vi byggt en rättsdatabas med domar om bostadsanpassningsbidrag. Den är kostnadsfri och öppen för alla – handläggare, jurister, sökande och alla andra som behöver veta hur domstolarna har bedömt olika frågor. Du behöver inget konto.`,
        'Domarna är annars utspridda hos olika domstolar och svåra att söka i. Här finns de på ett ställe.',
      ],
    },
    {
      id: 'contents',
      heading: 'Det här innehåller databasen',
      paragraphs: [],
      list: [
        'Domar från förvaltningsdomstolarna om bostadsanpassningsbidrag, med målnummer, domstol och datum.',
        'Sammanfattningar av vad domstolen har prövat och kommit fram till. Vid varje sammanfattning står hur den gjordes: skriven av oss, skriven av en språkmodell eller utvald ur domens egna meningar.',
        'Sökning på målnummer, rubrik och innehåll, och filter för domstol, kategori och datum.',
        'Länkar till domarna i original.',
      ],
    },
    {
      id: 'api',
      heading: 'Öppet API',
      paragraphs: [
        'Kommuner och andra kan hämta uppgifterna till sina egna system, utan konto. GET /api/rattsfall söker, med parametrarna q, domstol, kategori, fran, till och sida. GET /api/rattsfall/{id} hämtar ett rättsfall. Hela beskrivningen finns på /api/docs.',
        `Varje adress kan göra ${PUBLIC_LEGAL_RATE_LIMIT.perWindow} anrop per minut. Behöver din organisation mer, kontakta oss.`,
      ],
    },
    {
      id: 'timeline',
      heading: 'Tidsplan',
      paragraphs: [],
      list: [
        'Utvecklingen startade under tredje kvartalet 2025.',
        'Lanseringen var planerad till andra kvartalet 2026 och blev något försenad. Nu är sökningen och API:et öppna för alla.',
        'Vi lägger till nya domar när domstolarna publicerar dem.',
      ],
    },
    {
      id: 'take-part',
      heading: 'Vill du vara med?',
      paragraphs: [
        'Saknar du en dom, har du synpunkter på vad databasen bör innehålla eller vill din organisation använda API:et? Kontakta oss. Registrera dig kostnadsfritt och kryssa i att du vill delta i tester av nya funktioner, så hör vi av oss när det finns något nytt att pröva.',
      ],
    },
  ],
});
