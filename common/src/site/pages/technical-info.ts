import { areaPassages, areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

/**
 * What really happens behind an answer (DESIGN.md §4, §4a), the bundled corpus
 * (data/corpus/PROVENANCE.md §2.2) and the protections of docs/security.md, in plain Swedish.
 */
export const technicalInfoPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('technical-info', context),
  sections: [
    {
      id: 'ai-teknik',
      heading: 'AI-tekniken',
      paragraphs: [
        `${context.productName} bygger på så kallad hämtningsstödd generering: varje svar utgår från de lagtexter som tjänsten först hämtar ur sin kunskapsbas, inte från vad en språkmodell minns.`,
        `Sökningen kombinerar fulltextsökning och vektorsökning med ett eget ämnesregister som kopplar vardagliga ord till lagens ord. Källorna rangordnas så att ${areaWords(context).primaryStatutes} går före angränsande lagar.`,
        'Utan språkmodell sammanställs svaret direkt ur de hämtade paragraferna: först en kort förklaring med egna ord som anger vilken paragraf den vilar på, sedan lagtexten ordagrant. Om källorna inte täcker frågan säger tjänsten det i stället för att gissa.',
        'När en språkmodell är ansluten skriver den svaret utifrån samma källor och ska hänvisa till dem. Svarar modellen inte i tid, eller är dagens tak för modellsvar nått, sammanställs svaret ur källorna i stället, och det framgår av svaret.',
        'Varje påstående i svaret kontrolleras mot källorna: tjänsten jämför påståendet med källtexten och kontrollerar att en paragraf som nämns finns i den källa som anges. Resultatet visas under svaret.',
      ],
    },
    {
      id: 'kallor',
      heading: 'Källor',
      paragraphs: [
        'Kunskapsbasen innehåller svenska författningar i konsoliderad lydelse, kopierade från riksdagen.se och Svensk författningssamling. Författningar är inte skyddade av upphovsrätt. Varje källa i ett svar visar vilken lydelse som citeras.',
      ],
      // Each area's bundled sources with their versions, from its pack.
      list: areaPassages(context, (site) => site.sources),
    },
    {
      id: 'kallornas-aktualitet',
      heading: 'Källornas aktualitet',
      paragraphs: [
        'Kunskapsbasen byggdes den 22 november 2026 och innehåller ändringar till och med de SFS-nummer som anges ovan. Ändringar som har beslutats senare kommer med först när källorna hämtas på nytt.',
        ...areaPassages(context, (site) => (site.repealedLawNote ? [site.repealedLawNote] : [])),
      ],
    },
    {
      id: 'sakerhet',
      heading: 'Säkerhet',
      paragraphs: [
        'Frågor kontrolleras på servern innan de behandlas. Personnummer, samordningsnummer, långa sifferserier och e-postadresser stoppas, även i tidigare meddelanden i samma samtal. Chattkonversationer sparas inte.',
        'Inloggningen spärras efter upprepade felaktiga lösenord, och du kan lägga till tvåstegsverifiering med en autentiseringsapp. En session upphör efter 30 minuter utan aktivitet och senast efter 12 timmar. Lösenord sparas aldrig i klartext, och en inloggningslänk fungerar bara en gång.',
        'Webbplatsen kör bara sina egna skript, och svar från en språkmodell visas som ren text. Betalningar sköts av betalleverantören Stripe, så kortuppgifter når aldrig tjänsten.',
      ],
    },
    {
      id: 'utvecklingsstadium',
      heading: 'Tjänsten utvecklas fortfarande',
      paragraphs: [
        `${context.productName} är under aktiv utveckling. Svaren bygger på källorna men kan vara ofullständiga eller felaktiga, och tjänsten ersätter inte juridisk expertis eller er egen bedömning i ärendet. Kontrollera alltid svaret mot källan innan du fattar beslut.`,
        'Hittar du ett fel? Använd knappen för återkoppling under svaret eller skriv till oss via kontaktsidan.',
      ],
    },
  ],
});
