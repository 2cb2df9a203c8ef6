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
        'Sökningen kombinerar fulltextsökning och vektorsökning med ett eget ämnesregister som kopplar vardagliga ord till lagens ord. Källorna rangordnas så att lagen och förordningen om bostadsanpassningsbidrag går före angränsande lagar.',
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
      list: [
        'Lag (2018:222) om bostadsanpassningsbidrag, t.o.m. SFS 2025:453',
        'Förordning (2018:224) om bostadsanpassningsbidrag',
        'Lag (1992:1574) om bostadsanpassningsbidrag m.m., upphävd 2018, för äldre ärenden och avgöranden',
        'Förordning (1993:1127) om prövning av bostadsbidrag och bostadsanpassningsbidrag enligt vissa äldre bestämmelser',
        'Förvaltningslag (2017:900), t.o.m. SFS 2025:582',
        'Förvaltningsprocesslag (1971:291), t.o.m. SFS 2020:922',
        'Lag (1971:289) om allmänna förvaltningsdomstolar, t.o.m. SFS 2025:670',
        'Offentlighets- och sekretesslag (2009:400), kapitel 6, 8, 10, 11, 12 och 26, t.o.m. SFS 2025:805',
        'Lag (1993:387) om stöd och service till vissa funktionshindrade (LSS), t.o.m. SFS 2025:416',
        'Hälso- och sjukvårdslag (2017:30), kapitel 8, 10, 12 och 13, t.o.m. SFS 2025:446',
        'Socialtjänstlag (2025:400), kapitel 8, t.o.m. SFS 2025:762',
        'Kommunallag (2017:725), kapitel 6, 7 och 13, t.o.m. SFS 2025:450',
        'Egna sammanfattningar av sju avgöranden från Högsta förvaltningsdomstolen och Regeringsrätten, med länk till avgörandet',
      ],
    },
    {
      id: 'kallornas-aktualitet',
      heading: 'Källornas aktualitet',
      paragraphs: [
        'Kunskapsbasen byggdes den 22 november 2026 och innehåller ändringar till och med de SFS-nummer som anges ovan. Ändringar som har beslutats senare kommer med först när källorna hämtas på nytt.',
        'Tjänsten känner till den äldre lagen om bostadsanpassningsbidrag, som fortfarande gäller för ansökningar som kom in före den 1 juli 2018, och visar tydligt när en källa är upphävd.',
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
