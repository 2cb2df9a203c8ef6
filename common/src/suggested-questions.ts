import { BAB_CATEGORY, BAB_TOPICS, type BabTopic, OTHER_TOPIC } from './topics';

/**
 * Suggested-question catalogue (spec 1 §3, shown as described in §4): role -> topic -> 8 questions,
 * with a 5-question fallback when the catalogue has no entry for a role and topic.
 *
 * The questions are written to be answered from lag (2018:222) om bostadsanpassningsbidrag, förordning
 * (2018:224), the procedural laws in the corpus (FL, FPL, OSL) and the HFD/RÅ rulings on BAB. A question
 * that names a section ('18 §') switches the chat to paragraph mode for that section of 2018:222, so
 * sections are named only where the question is about exactly that section. No question names another
 * law's section, and none contains personal data.
 */

/** The catalogue's second role (spec 1 §3). It is not offered in the role selector yet. */
export const BOSTADSANPASSNING_ROLE = 'Bostadsanpassningsbidragshandläggare';

/** Topics of the role 'Bostadsanpassningsbidragshandläggare' (spec 1 §3), in the spec's order. */
export const BOSTADSANPASSNING_TOPICS = [
  'Ansökan och handläggning',
  'Beviljanderegler och kriterier',
  'Funktionsnedsättning och behov',
  'Trösklar och dörrpassager',
  'Trappor och hissar',
  'Badrum och hygienutrymmen',
  'Kök och matlagning',
  'In-/utgångar och entréer',
  'Vanliga misstag / avslagsorsaker',
  'Ekonomisk prövning',
  'Samverkan med andra aktörer',
  'Uppföljning och kontroll',
  'Överklaganden och rättsprocesser',
] as const;

export type BostadsanpassningTopic = (typeof BOSTADSANPASSNING_TOPICS)[number];

export type SuggestedQuestionRole = typeof BAB_CATEGORY | typeof BOSTADSANPASSNING_ROLE;

export type SuggestedQuestionTopic<R extends SuggestedQuestionRole = SuggestedQuestionRole> =
  R extends typeof BAB_CATEGORY ? BabTopic | typeof OTHER_TOPIC : BostadsanpassningTopic;

/** The catalogue's roles and, per role, its topics in display order (spec 1 §3). */
export const SUGGESTED_QUESTION_TOPICS: {
  readonly [R in SuggestedQuestionRole]: readonly SuggestedQuestionTopic<R>[];
} = {
  [BAB_CATEGORY]: [...BAB_TOPICS.map((topic) => topic.subtopic), OTHER_TOPIC],
  [BOSTADSANPASSNING_ROLE]: BOSTADSANPASSNING_TOPICS,
};

/** Exactly eight questions per topic, checked by the compiler. */
export type EightQuestions = readonly [string, string, string, string, string, string, string, string];

export type SuggestedQuestionCatalogue = {
  readonly [R in SuggestedQuestionRole]: Readonly<Record<SuggestedQuestionTopic<R>, EightQuestions>>;
};

export const SUGGESTED_QUESTIONS: SuggestedQuestionCatalogue = {
  [BAB_CATEGORY]: {
    'Ansökan och handläggning': [
      'Vem kan ansöka om bostadsanpassningsbidrag och i vilken kommun ska ansökan prövas?',
      'Vilka handlingar och intyg bör en ansökan om bostadsanpassningsbidrag innehålla?',
      'Kan en ansökan om bostadsanpassningsbidrag göras innan sökanden har flyttat in i den nya bostaden?',
      'Vad ska ett beslut om bostadsanpassningsbidrag innehålla enligt 18 §?',
      'När måste kommunen kommunicera utredningsmaterialet med sökanden innan beslut fattas?',
      'Vad ska kommunen göra om handläggningen av en ansökan riskerar att bli väsentligt försenad?',
      'Hur ska kommunen hantera en ansökan om bostadsanpassningsbidrag som är ofullständig?',
      'Vilka uppgifter i ett ärende om bostadsanpassningsbidrag omfattas av sekretess?',
    ],
    'Badrum och hygienutrymmen': [
      'Kan bostadsanpassningsbidrag lämnas för att byta ut ett badkar mot en dusch?',
      'Vad gäller när badrummet har fuktskador eller är slitet samtidigt som det behöver anpassas?',
      'Kan bidrag lämnas för att bygga en ny toalett eller ett nytt badrum på entréplanet?',
      'Kan bidrag lämnas för en toalett med spol- och torkfunktion när sökanden inte klarar sin hygien själv?',
      'Hur bedöms skälig kostnad när en badrumsanpassning också höjer bostadens standard?',
      'När kan ett hjälpmedel, till exempel en duschstol eller toalettförhöjning, tillgodose behovet i stället?',
      'Vilket underlag behöver kommunen för att bedöma om en badrumsanpassning är nödvändig?',
      'Kan bidrag lämnas för stödhandtag och ett tvättställ som går att höja och sänka?',
    ],
    'Beviljanderegler och kriterier': [
      'Vad menas med fasta funktioner i och i anslutning till bostaden?',
      'Hur bedöms om en åtgärd är nödvändig för att bostaden ska vara ändamålsenlig för sökanden?',
      'När ska behov av rehabilitering, funktionsträning eller hobbyverksamhet i bostaden beaktas?',
      'Vilka orsaker till att en åtgärd behövs utesluter bostadsanpassningsbidrag enligt 8 §?',
      'Vad innebär det att en ny bostad är uppenbart olämplig enligt 9 §?',
      'Kan bidrag lämnas för en fritidsbostad eller en bostad som sökanden bara vistas i tillfälligt?',
      'Kan bostadsanpassningsbidrag lämnas för åtgärder i särskilt boende för äldre eller i en LSS-bostad?',
      'Vilken betydelse har intyget från en sakkunnig, till exempel en arbetsterapeut, för bedömningen?',
    ],
    'Dörröppnare och trösklar': [
      'Kan bostadsanpassningsbidrag lämnas för en automatisk dörröppnare till entrédörren?',
      'Vilka medgivanden behövs för att montera en dörröppnare på en gemensam port i ett flerbostadshus?',
      'Kan bidrag lämnas för service och reparation av en dörröppnare som har installerats med bidrag?',
      'Kan bidrag lämnas för att ta bort trösklar inne i bostaden och till balkongen?',
      'När kan en tröskelramp från hjälpmedelsverksamheten ersätta att tröskeln tas bort?',
      'Kan bidrag lämnas för att bredda dörrar så att sökanden kan ta sig fram med rullstol?',
      'Vad gäller för en ansökan om dörröppnare när bostadsrättsföreningen inte ger sitt medgivande?',
      'Vad innebär HFD 2014 ref. 81 för kravet på fastighetsägarens intyg vid ansökan om dörröppnare?',
    ],
    'Ekonomisk prövning': [
      'Görs någon inkomst- eller förmögenhetsprövning vid bostadsanpassningsbidrag?',
      'Hur bestäms vad som är en skälig kostnad för en anpassningsåtgärd?',
      'Finns det något högsta belopp för hur stort bostadsanpassningsbidrag som kan beviljas?',
      'När kan bidraget lämnas som ett åtagande från kommunen att låta utföra åtgärderna?',
      'Hur många offerter bör kommunen ha som underlag för att bedöma skälig kostnad?',
      'När betalas kontantbidraget ut och vilken redovisning av kostnaderna krävs?',
      'När får kommunen besluta att ett utbetalt bidrag ska betalas tillbaka?',
      'Vad gäller om de faktiska kostnaderna blir högre än det högsta belopp som anges i beslutet?',
    ],
    'Funktionsnedsättning och behov': [
      'Hur ska sambandet mellan funktionsnedsättningen och den sökta åtgärden utredas?',
      'Kan bidrag lämnas vid kognitiva eller psykiska funktionsnedsättningar, och hur bedöms behovet då?',
      'Hur bedöms en ansökan när sökandens funktionsnedsättning väntas förvärras över tid?',
      'Hur vägs ett barns utveckling och framtida behov in när bidrag söks för ett barn?',
      'Hur ska kommunen se på funktionsnedsättningar som har uppkommit med stigande ålder?',
      'Kan behov hos anhöriga eller personal som hjälper sökanden vägas in i bedömningen?',
      'Kan bidrag lämnas för åtgärder som gör rehabilitering eller funktionsträning i hemmet möjlig?',
      'Under vilka förutsättningar kan bidrag lämnas för att sökanden ska kunna utöva en hobby i bostaden?',
    ],
    'Hissar och rullstolshjälpmedel': [
      'Kan bidrag lämnas för trapphiss eller plattformshiss när sökanden inte kan ta sig mellan våningsplanen?',
      'Vad säger rättspraxis om trapphiss när alla nödvändiga funktioner redan finns på entréplanet?',
      'Får kommunen avslå en dyr hiss med hänvisning till att sökanden kan flytta till en lämpligare bostad?',
      'Kan bidrag lämnas för hiss i ett en- eller tvåbostadshus som sökanden själv har låtit uppföra?',
      'Kan bidrag lämnas för ett garage eller förråd där sökanden kan ställa sin elrullstol?',
      'Hur avgör man om en ramp ska lösas som hjälpmedel eller som bostadsanpassning?',
      'Kan bidrag lämnas för besiktning och service av en hiss som har installerats med bidrag?',
      'Kan bostadsanpassningsbidrag lämnas genom att kommunen överlämnar en begagnad hiss?',
    ],
    Köksanpassning: [
      'Kan bidrag lämnas för att sänka bänkskivan eller göra den höj- och sänkbar för en rullstolsanvändare?',
      'Kan bidrag lämnas för att flytta ugn och mikrovågsugn till en arbetshöjd som sökanden når?',
      'Kan bidrag lämnas för ett helt nytt kök när det befintliga köket är slitet?',
      'Hur bedöms skälig kostnad när sökanden vill välja dyrare köksluckor eller vitvaror?',
      'Vilka åtgärder i ett kök räknas som fasta funktioner som bidrag kan lämnas för?',
      'Hur ska en ansökan om köksanpassning bedömas när en närstående sköter matlagningen?',
      'Kan bidrag lämnas för blandare som är lättare att använda vid nedsatt handfunktion?',
      'Vad krävs av hyresvärden för att köket i en hyreslägenhet ska kunna anpassas med bidrag?',
    ],
    'Samverkan med andra aktörer': [
      'Hur bör kommunen samverka med regionens arbetsterapeuter i ärenden om bostadsanpassning?',
      'Hur fördelas ansvaret mellan hjälpmedelsverksamheten och bostadsanpassningsbidraget?',
      'Hur bör kontakten med hyresvärden eller bostadsrättsföreningen gå till inför en anpassning?',
      'Hur kan bostadsanpassningen samordnas med insatser enligt LSS eller socialtjänstlagen?',
      'Vilka uppgifter om sökanden får lämnas till en entreprenör som ska utföra anpassningen?',
      'Hur samordnas en bostadsanpassning med byggnadsnämnden när åtgärden kräver bygglov?',
      'Vilket ansvar har Boverket för tillsyn och föreskrifter om bostadsanpassningsbidrag?',
      'I vilken utsträckning ska kommunen själv hämta in upplysningar från andra myndigheter?',
    ],
    'Spisvakt och elsäkerhet': [
      'Är en spisvakt ett hjälpmedel eller en fast funktion som kan ge bostadsanpassningsbidrag?',
      'Hur påverkar regionens hjälpmedelsutbud om en spisvakt kan beviljas som bostadsanpassning?',
      'Vilka behov, till exempel vid kognitiv funktionsnedsättning, kan motivera en spisvakt?',
      'Kan bidrag lämnas för reparation eller service av en spisvakt som har installerats med bidrag?',
      'Kan kostnaden för nödvändiga elarbeten ingå i bidraget när en spisvakt monteras?',
      'Vad gäller om elinstallationen i bostaden är bristfällig när en anpassning kräver nya elarbeten?',
      'Kan bidrag lämnas för en spis med automatisk avstängning i stället för en spisvakt?',
      'Kan bidrag lämnas för brandlarm eller annan säkerhetsutrustning som behövs på grund av funktionsnedsättningen?',
    ],
    'Tillgänglighet i flerbostadshus': [
      'Vilka medgivanden krävs för att anpassa en gemensam entré eller ett trapphus i ett flerbostadshus?',
      'Kan bidrag lämnas för att anpassa en gemensam tvättstuga eller ett gemensamt förråd?',
      'När får ägaren av ett flerbostadshus överta rätten till ett beviljat bostadsanpassningsbidrag?',
      'Kan bidrag lämnas när huset inte uppfyller bygglagstiftningens krav på tillgänglighet?',
      'När kan en hyresvärd få återställningsbidrag för en anpassning som inte längre används?',
      'Vad innebär kravet att hyresvärden ska ha gett kommunen rätt att anvisa den anpassade lägenheten?',
      'Kan bostadsanpassningsbidrag lämnas för att installera hiss i ett flerbostadshus som saknar hiss?',
      'Kan bidrag lämnas för att anpassa en parkeringsplats eller gångväg på gården till ett flerbostadshus?',
    ],
    [OTHER_TOPIC]: [
      'Vad är syftet med lagen om bostadsanpassningsbidrag?',
      'Vilka olika slags bidrag kan kommunen lämna enligt lagen om bostadsanpassningsbidrag?',
      'Vilka föreskrifter har Boverket meddelat om bostadsanpassningsbidrag?',
      'Vad skiljer den nuvarande lagen om bostadsanpassningsbidrag från 1992 års lag?',
      'När kan bidrag lämnas för reparation, besiktning och underhåll av en anordning?',
      'Hur fungerar övertagande av en begagnad anordning enligt 15 §?',
      'Hur överklagar sökanden ett beslut om bostadsanpassningsbidrag och vad ska kommunen göra då?',
      'Vilka avgöranden från Högsta förvaltningsdomstolen är viktigast för bostadsanpassningsbidrag?',
    ],
  },
  [BOSTADSANPASSNING_ROLE]: {
    'Ansökan och handläggning': [
      'Vilken kommun prövar ansökan när bostaden som ska anpassas ligger i en annan kommun?',
      'Kan en god man, förvaltare eller vårdnadshavare ansöka om bidrag för sökandens räkning?',
      'Måste kommunen göra ett hembesök innan ett beslut om bostadsanpassningsbidrag fattas?',
      'Hur lång tid får handläggningen av en ansökan om bostadsanpassningsbidrag ta?',
      'Hur ska ett beslut som bara delvis bifaller ansökan motiveras?',
      'Vilka regler gäller för en ansökan som kom in till kommunen före den 1 juli 2018?',
      'Hur ska kommunen dokumentera uppgifter som kommer fram vid ett hembesök eller i ett telefonsamtal?',
      'Vad gäller när sökanden vill ta del av handlingarna i sitt ärende?',
    ],
    'Beviljanderegler och kriterier': [
      'Vilka förutsättningar måste vara uppfyllda för att bostadsanpassningsbidrag ska beviljas?',
      'Vad är skillnaden mellan att anpassa och att komplettera en fast funktion i bostaden?',
      'Kan bidrag lämnas för åtgärder utanför bostaden, till exempel på tomten?',
      'Krävs det att funktionsnedsättningen är varaktig för att bidrag ska kunna lämnas?',
      'Vad gäller när behovet kan tillgodoses med ett hjälpmedel från regionen eller kommunen?',
      'Kan bidrag lämnas om sökanden har byggt om bostaden utan att följa kraven på tillgänglighet?',
      'Vilka åtgärder kan beviljas när sökanden har låtit uppföra ett nytt en- eller tvåbostadshus?',
      'Vad säger rättspraxis om när en åtgärd är nödvändig för att bostaden ska bli ändamålsenlig?',
    ],
    'Funktionsnedsättning och behov': [
      'Vem räknas som person med funktionsnedsättning enligt lagen om bostadsanpassningsbidrag?',
      'Hur bedöms behovet när sökanden är känslig för värme och fukt på grund av sin sjukdom?',
      'Hur kan en arbetsterapeuts bedömning visa vilka aktiviteter sökanden inte klarar i bostaden?',
      'Kan bidrag lämnas för åtgärder som gör att en person med demenssjukdom kan bo kvar hemma?',
      'Hur bedöms behovet av anpassning vid synnedsättning, till exempel kontrastmarkeringar?',
      'Hur bedöms behovet av anpassning vid neuropsykiatriska funktionsnedsättningar?',
      'Ska kommunen utgå från sökandens behov i dag eller från ett förväntat framtida behov?',
      'Kan bidrag lämnas för en bostad där någon regelbundet under vissa perioder tar hand om sökanden?',
    ],
    'Trösklar och dörrpassager': [
      'Kan bostadsanpassningsbidrag lämnas för att ta bort trösklar mellan rummen i bostaden?',
      'Kan bidrag lämnas för att bredda en dörröppning så att sökanden kommer fram med rullstol eller rollator?',
      'När räcker en tröskelkil eller ramp från hjälpmedelsverksamheten i stället för bostadsanpassning?',
      'Kan bidrag lämnas för att byta en slagdörr mot en skjutdörr?',
      'Vad gäller när balkongdörren som ska göras tröskelfri också är i dåligt skick?',
      'Kan bidrag lämnas för en automatisk dörröppnare till lägenhetsdörren i ett flerbostadshus?',
      'Vilka medgivanden behövs innan trösklar tas bort i en hyreslägenhet?',
      'Kan bidrag lämnas när en automatisk dörröppnare som installerats med bidrag går sönder?',
    ],
    'Trappor och hissar': [
      'Kan bidrag lämnas för extra ledstänger eller räcken i en trappa?',
      'Kan bidrag lämnas för trapphiss till övervåningen när sovrum och badrum finns där?',
      'Vad innebär HFD 2020 ref. 20 för ansökningar om trapphiss?',
      'Kan bidrag lämnas för hiss när sökanden har köpt ett hus med flera våningsplan?',
      'Kan bidrag lämnas för en utvändig plattformshiss vid entrén?',
      'Kan bidrag lämnas för besiktning och underhåll av en hiss som har installerats med bidrag?',
      'Gäller några särskilda regler för hiss i ett hus som sökanden själv har låtit bygga?',
      'Hur bedöms en ansökan om trapphiss när ett hjälpmedel, till exempel en trappklättrare, kan lösa behovet?',
    ],
    'Badrum och hygienutrymmen': [
      'Kan bidrag lämnas för golvbrunn och nytt golvfall när duschplatsen ska bli tillgänglig med rullstol?',
      'Kan bidrag lämnas för att slå ihop toalett och badrum för att få tillräcklig vändyta?',
      'Kan bidrag lämnas när bostaden helt saknar badrum eller dusch?',
      'Kan bidrag lämnas för reparation av en duschtoalett som har installerats med bostadsanpassningsbidrag?',
      'Hur bedöms en ansökan om badrumsanpassning när sökanden nyss har köpt en bostad med för litet badrum?',
      'Kan bidrag lämnas för halkfritt golv i badrummet?',
      'Kan behovet av utrymme för en assistent som hjälper till vid hygienen vägas in?',
      'Kan sökanden välja ett dyrare utförande i badrummet och själv betala mellanskillnaden?',
    ],
    'Kök och matlagning': [
      'Kan bidrag lämnas för höj- och sänkbar arbetsbänk och spishäll i köket?',
      'Kan bidrag lämnas för att sänka skåp så att sökanden når dem från rullstol?',
      'Kan bidrag lämnas för spisvakt eller timer på spisen vid kognitiv funktionsnedsättning?',
      'Kan bidrag lämnas för vitvaror, till exempel diskmaskin eller ugn, och i så fall när?',
      'Hur bedöms en ansökan om köksanpassning när köket är gammalt och ändå behöver renoveras?',
      'Kan bidrag lämnas för att skapa plats för en rullstol under diskbänk och spishäll?',
      'Hur beräknas skälig kostnad när sökanden vill byta ut hela köksinredningen?',
      'Vilket underlag behövs för att visa att en köksanpassning är nödvändig för sökanden?',
    ],
    'In-/utgångar och entréer': [
      'Kan bostadsanpassningsbidrag lämnas för en ramp vid entrén till ett en- eller tvåbostadshus?',
      'Kan bidrag lämnas för att anpassa entrén i ett flerbostadshus, till exempel med ramp och dörröppnare?',
      'Kan bidrag lämnas för en hårdgjord gångväg från parkeringen till entrén?',
      'Kan bidrag lämnas för en extra utgång eller altandörr som sökanden kan använda med rullstol?',
      'Kan bidrag lämnas för skärmtak eller markvärme vid entrén när sökanden inte kan ta sig ut vid snö och is?',
      'Kan bidrag lämnas för en förvaringsplats för elrullstol i anslutning till entrén?',
      'Vilka medgivanden behövs för att bygga en ramp på gemensam mark eller på tomten?',
      'Kan bidrag lämnas för porttelefon eller dörrlås som sökanden kan hantera trots sin funktionsnedsättning?',
    ],
    'Vanliga misstag / avslagsorsaker': [
      'Vilka är de vanligaste skälen till avslag på en ansökan om bostadsanpassningsbidrag?',
      'Vilka brister är vanliga i motiveringen av ett avslagsbeslut?',
      'Får kommunen avslå en ansökan när fastighetsägarens medgivande saknas?',
      'Vad är skillnaden mellan att avslå och att avvisa en ansökan om bostadsanpassningsbidrag?',
      'Får kommunen avslå en nödvändig åtgärd för att den är dyr?',
      'Vad måste utredas innan kommunen avslår med hänvisning till att ett hjälpmedel kan lösa behovet?',
      'Hur skiljer man eftersatt underhåll från behov som beror på funktionsnedsättningen?',
      'Vilka misstag är vanliga vid tillämpningen av 9 § vid byte av bostad?',
    ],
    'Ekonomisk prövning': [
      'Påverkar sökandens inkomst eller förmögenhet rätten till bostadsanpassningsbidrag?',
      'Kan sökanden själv betala mellanskillnaden om hon eller han vill ha ett dyrare utförande?',
      'Vad är skillnaden mellan kontantbidrag och att kommunen själv låter utföra åtgärderna?',
      'Vad ska kommunen göra när sökanden vill anlita en annan entreprenör än den kommunen föreslår?',
      'När får kommunen avstå från att kräva återbetalning av ett felaktigt utbetalt bidrag?',
      'Kan kostnader för bygglov, ritningar eller projektering ingå i bostadsanpassningsbidraget?',
      'Hur bedöms skälig kostnad när en billigare åtgärd ger samma funktion som den sökta?',
      'Kan en standardhöjning som följer av anpassningen påverka bidragets storlek?',
    ],
    'Samverkan med andra aktörer': [
      'Får handläggaren lämna uppgifter om sökandens funktionsnedsättning till hyresvärden?',
      'Hur kan kommunen och hyresvärdar samarbeta om att anvisa lediga anpassade lägenheter till personer med funktionsnedsättning?',
      'Varför ska möjligheten till bostadsanpassningsbidrag ha utretts innan någon får två personliga assistenter samtidigt enligt LSS?',
      'Hur kan bostadsanpassningen samordnas med vården inför att en patient skrivs ut till hemmet?',
      'Vilket ansvar har fastighetsägaren när ägaren har övertagit rätten till bidraget?',
      'Hur kan kommunen ta tillvara begagnade anordningar, till exempel hissar, genom avtal om övertagande?',
      'Vad gäller för sekretess när bostadsanpassningen och socialtjänsten utbyter uppgifter om sökanden?',
      'Vad kan kommunen göra när en bostadsrättsförening inte vill medge en nödvändig anpassning?',
    ],
    'Uppföljning och kontroll': [
      'Hur kan kommunen kontrollera att åtgärderna har utförts innan kontantbidraget betalas ut?',
      'När får kommunen återkalla ett beslut om bidrag innan det har betalats ut?',
      'I vilka fall kan kommunen kräva tillbaka ett bidrag som redan har betalats ut?',
      'Vad händer med ett beviljat bidrag om sökanden flyttar eller avlider innan anpassningen är utförd?',
      'Hur kan kommunen följa upp att en anordning som installerats med bidrag fungerar och underhålls?',
      'Vad händer med en anpassning som inte längre används, till exempel efter att sökanden har flyttat?',
      'Hur rättar kommunen ett beslut som innehåller ett uppenbart skrivfel?',
      'När får kommunen ändra ett beviljande beslut till sökandens nackdel?',
    ],
    'Överklaganden och rättsprocesser': [
      'Hur lång tid har sökanden på sig att överklaga ett beslut om bostadsanpassningsbidrag?',
      'Till vilken domstol överklagas kommunens beslut om bostadsanpassningsbidrag?',
      'Vad ska kommunen göra när ett överklagande kommer in, och när ska det skickas till domstolen?',
      'Kan kommunen själv ändra ett beslut som har överklagats?',
      'Vad krävs för att kammarrätten ska ge prövningstillstånd i ett mål om bostadsanpassningsbidrag?',
      'Får kommunen överklaga en dom från förvaltningsrätten som har gått kommunen emot?',
      'Vad gäller om sökanden inte har fått en korrekt underrättelse om hur man överklagar?',
      'Kan beslut om återkallelse eller återbetalning av bidrag överklagas?',
    ],
  },
};

const fallbackFor = (subject: string): readonly string[] => [
  `Vad kan du berätta om ${subject}?`,
  `Vilka lagar och regler gäller för ${subject}?`,
  `Hur bör jag som handläggare göra min bedömning när det gäller ${subject}?`,
  `Vilka vanliga misstag bör jag undvika när det gäller ${subject}?`,
  `Vilken rättspraxis finns när det gäller ${subject}?`,
];

/** The spec's five fallback questions (spec 1 §3), without a topic name. */
export const FALLBACK_QUESTIONS: readonly string[] = fallbackFor('det här ämnet');

/** The five fallback questions naming the topic; the generic ones when the topic is blank. */
export const fallbackQuestions = (topic?: string | null): readonly string[] => {
  const name = topic?.replace(/\s+/g, ' ').trim() ?? '';
  return name ? fallbackFor(`ämnet ${name}`) : FALLBACK_QUESTIONS;
};

const hasKey = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** The eight catalogue questions for a role and topic, or the five fallback questions if none exist. */
export const suggestedQuestionsFor = (role: string, topic: string): readonly string[] => {
  const roleKey = role.trim();
  const topicKey = topic.trim();
  if (hasKey(SUGGESTED_QUESTIONS, roleKey)) {
    const topics: Readonly<Record<string, EightQuestions>> = SUGGESTED_QUESTIONS[roleKey];
    if (Object.hasOwn(topics, topicKey)) {
      const questions = topics[topicKey];
      if (questions) {
        return questions;
      }
    }
  }
  return fallbackQuestions(topicKey);
};
