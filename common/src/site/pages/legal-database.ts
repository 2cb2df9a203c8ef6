import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

export const legalDatabasePage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('legal-database', context),
  sections: [
    {
      id: 'announcement',
      heading: 'Kommer snart: en kostnadsfri och öppen rättsdatabas',
      paragraphs: [
        `Vid sidan av ${context.productName} bygger vi en rättsdatabas med domar om bostadsanpassningsbidrag. Den blir kostnadsfri och öppen för alla – handläggare, jurister, sökande och alla andra som behöver veta hur domstolarna har bedömt olika frågor.`,
        'I dag är domarna utspridda hos olika domstolar och svåra att söka i. Databasen samlar dem på ett ställe.',
      ],
    },
    {
      id: 'contents',
      heading: 'Det här kommer databasen att innehålla',
      paragraphs: [],
      list: [
        'Domar från förvaltningsdomstolarna om bostadsanpassningsbidrag, med målnummer, domstol och datum.',
        'Korta sammanfattningar av vad domstolen har prövat och kommit fram till.',
        'Sökning på målnummer, rubrik och innehåll, och filter för domstol, kategori och datum.',
        'Länkar till domarna i original.',
        'Ett öppet API, så att kommuner och andra kan använda uppgifterna i sina egna system.',
      ],
    },
    {
      id: 'timeline',
      heading: 'Tidsplan',
      paragraphs: [],
      list: [
        'Utvecklingen startade under tredje kvartalet 2025.',
        'Lanseringen var planerad till andra kvartalet 2026 men har flyttats fram. Databasen öppnas för alla när sökningen och API:et är klara, och vi meddelar det här.',
      ],
    },
    {
      id: 'take-part',
      heading: 'Vill du vara med?',
      paragraphs: [
        'Registrera dig kostnadsfritt och kryssa i att du vill delta i tester av nya funktioner, så kan vi höra av oss när det finns något att pröva. Har du synpunkter på vad databasen bör innehålla, eller vill din organisation använda API:et? Kontakta oss.',
      ],
    },
  ],
});
