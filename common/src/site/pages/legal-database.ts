import { PUBLIC_LEGAL_RATE_LIMIT } from '../../legal-cases';
import { areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

export const legalDatabasePage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('legal-database', context),
  sections: [
    {
      id: 'announcement',
      heading: 'En kostnadsfri och öppen rättsdatabas',
      paragraphs: [
        `Vid sidan av ${context.productName} finns en rättsdatabas med domar om ${areaWords(context).subject}. Den är kostnadsfri och öppen för alla – handläggare, jurister, sökande och alla andra som behöver veta hur domstolarna har bedömt olika frågor. Du behöver inget konto.`,
        'Domarna är annars utspridda hos olika domstolar och svåra att söka i. Här kan du söka bland dem på ett ställe.',
      ],
    },
    {
      id: 'contents',
      heading: 'Det här innehåller databasen',
      paragraphs: [],
      list: [
        `Domar från förvaltningsdomstolarna om ${areaWords(context).subject}, med målnummer, domstol och datum.`,
        'Sammanfattningar av vad domstolen har prövat och kommit fram till. Vid varje sammanfattning står hur den gjordes: skriven av oss, skriven av en språkmodell eller utvald ur domens egna meningar.',
        'Sökning på målnummer, rubrik och innehåll, och filter för domstol, kategori och datum.',
        'En egen sida för varje dom, med länk till originalkällan när det finns en.',
      ],
    },
    {
      id: 'api',
      heading: 'Öppet API',
      paragraphs: [
        'Kommuner och andra kan hämta samma uppgifter till sina egna system, kostnadsfritt och utan konto. Svaren kommer som JSON.',
        'GET /api/rattsfall söker bland domarna, med parametrarna q (sökord), domstol, kategori, fran och till (datum) och sida. GET /api/rattsfall/{id} hämtar en dom.',
        'Hela beskrivningen av API:et finns i OpenAPI-format på /api/docs.',
        `Varje adress kan göra ${PUBLIC_LEGAL_RATE_LIMIT.perWindow} anrop per minut. Behöver din organisation mer, kontakta oss.`,
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
