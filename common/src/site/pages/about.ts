import { areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

export const aboutPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('about', context),
  sections: [
    {
      id: 'purpose',
      heading: 'Syfte',
      paragraphs: [
        `${context.productName} finns för att kommunala handläggare snabbt ska hitta rätt i regelverket. Den som handlägger ${areaWords(context).subject} behöver ofta besked om vad lagen säger, hur förarbetena resonerar och hur domstolarna har bedömt liknande frågor. Svaren finns, men de är utspridda över många källor.`,
        'Tjänsten samlar källorna och ger pedagogiska svar där varje påstående hänvisar till lagtext, förarbeten eller praxis. Du ser själv vad svaret bygger på och kan kontrollera det innan du använder det i ditt ärende.',
        `Vi börjar med ${areaWords(context).subject}. Fler handläggarområden ska följa, och nästa område som planeras är avgiftshandläggning.`,
      ],
    },
    {
      id: 'for-whom',
      heading: 'Vem kan använda tjänsten?',
      paragraphs: [
        `Tjänsten är byggd för kommunala handläggare av ${areaWords(context).subject} och för andra som arbetar med sådana ärenden, till exempel samordnare och chefer.`,
        'Alla kan registrera ett konto och teckna en prenumeration, även som privatperson. Kontot är personligt. Svaren förklarar regelverket men ger inga råd i enskilda ärenden.',
        'Öppen rättsdatabas är kostnadsfri och öppen för alla, utan konto.',
      ],
    },
    {
      id: 'behind',
      heading: 'Vem står bakom tjänsten?',
      paragraphs: [
        `${context.productName} är ett privat och oberoende initiativ. Det drivs av en tidigare kommunal handläggare, tillsammans med utvecklare.`,
        `${context.productName} är ingen myndighet och fattar inga beslut. Svaren ersätter inte juridisk expertis, din egen bedömning eller myndighetens beslut. Vid svårare juridiska frågor hänvisar vi till kommunens jurister och andra expertresurser.`,
        'Bakom tjänsten står ett företag, som är avtalspart när du köper tjänsten och personuppgiftsansvarig för uppgifterna i den. Här står företagets uppgifter.',
      ],
    },
    {
      id: 'values',
      heading: 'Våra värderingar',
      paragraphs: ['Tre värderingar styr hur vi bygger tjänsten:'],
      list: [
        'Rättssäkerhet: Svaren bygger bara på riktiga källor som lagar, förordningar, förarbeten och domar. Varje påstående kontrolleras mot den källa det hänvisar till, och när stödet saknas säger tjänsten det i stället för att gissa.',
        'Transparens: Du ser alltid vilka källor ett svar bygger på och hur väl påståendena stöds. Vi berättar öppet hur tekniken fungerar, vilka källor som ingår och vad tjänsten inte klarar.',
        'Samhällsnytta: Tjänsten ska spara tid i handläggningen och bidra till likvärdiga beslut för de personer som söker bidrag. Därför finns också Öppen rättsdatabas, som är kostnadsfri och öppen för alla.',
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakta oss',
      paragraphs: [
        'Har du frågor om tjänsten, vill du ge synpunkter eller vill din kommun veta mer? Skicka ett meddelande via kontaktformuläret, så svarar vi så snart vi kan.',
      ],
    },
  ],
});
