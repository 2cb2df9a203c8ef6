import { formatSek, PLAN_PRICES_SEK } from '../../prices';
import { areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SiteFaqItem, SitePage } from '../types';

export const faqPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('faq', context),
  sections: [],
});

/** The ten questions of /faq (spec 2 §2), also the FAQPage structured data and the info chatbot's. */
export const siteFaq = (context: SiteContext): readonly SiteFaqItem[] => [
  {
    id: 'vad-ar-tjansten',
    question: 'Vad är tjänsten till för?',
    answer: `Tjänsten är en AI-assistent för kommunala handläggare. Den ger källbaserade svar på frågor om svensk lagstiftning, i första hand om ${areaWords(context).subject}, och visar vilka lagrum varje svar bygger på.`,
  },
  {
    id: 'lita-pa-svaren',
    question: 'Kan jag lita på svaren?',
    answer:
      'Svaren bygger på lagtexten, och varje påstående kontrolleras mot källorna. Tjänsten ersätter ändå inte juridisk expertis eller er egen bedömning i ärendet. Kontrollera alltid svaret mot källan innan du fattar beslut.',
  },
  {
    id: 'ai',
    question: 'Hur används AI i tjänsten?',
    answer:
      'Tjänsten hämtar först de paragrafer och domar som passar frågan ur sin kunskapsbas och bygger svaret bara på dem. Utan språkmodell sammanställs svaret direkt ur källorna; när en språkmodell är ansluten skriver den svaret utifrån samma källor. Varje påstående kontrolleras sedan mot källan, och resultatet visas under svaret.',
  },
  {
    id: 'personuppgifter',
    question: 'Får jag skriva in uppgifter om en sökande?',
    answer:
      'Nej. Skriv aldrig personuppgifter eller känsliga uppgifter i dina frågor. Beskriv situationen i allmänna ordalag, till exempel ”en sökande som använder rullstol behöver en bredare dörr till badrummet”. Frågor med personnummer, samordningsnummer eller e-postadresser stoppas.',
  },
  {
    id: 'sparas-fragor',
    question: 'Sparas mina frågor?',
    answer:
      'Nej, chattkonversationer sparas inte. Om du lämnar återkoppling på ett svar sparas frågan och svaret tillsammans med din kommentar, så att vi kan förbättra tjänsten.',
  },
  {
    id: 'kallor',
    question: 'Vilka källor bygger svaren på?',
    answer: `${areaWords(context).primaryStatutesCited}, förvaltningslagen, förvaltningsprocesslagen och angränsande lagar som LSS, offentlighets- och sekretesslagen och kommunallagen, samt egna sammanfattningar av vägledande avgöranden. Hela listan med lydelser finns på sidan Teknisk information.`,
  },
  {
    id: 'kostnad',
    question: 'Vad kostar det?',
    answer: `Det är kostnadsfritt att registrera ett konto. För att använda verktyget behöver du en prenumeration: ${formatSek(PLAN_PRICES_SEK.yearly)} per år eller ${formatSek(PLAN_PRICES_SEK.monthly)} per månad, utan bindningstid.`,
  },
  {
    id: 'uppsagning',
    question: 'Hur säger jag upp prenumerationen?',
    answer:
      'Du säger upp den i kundportalen, som du når från din profil. Du har kvar tillgången till slutet av den period du redan har betalat för.',
  },
  {
    id: 'support',
    question: 'Hur får jag hjälp?',
    answer:
      'Skriv till oss via kontaktformuläret. Vi svarar på supportfrågor inom 24 timmar på vardagar. Hittar du ett fel i ett svar kan du också använda knappen för återkoppling under svaret.',
  },
  {
    id: 'fler-omraden',
    question: `Kommer tjänsten att omfatta fler områden än ${areaWords(context).field}?`,
    answer: `Ja. Tjänsten är i dag anpassad för ${areaWords(context).subject} och ska byggas ut till fler områden. Redan i dag kan alla söka kostnadsfritt bland domar om ${areaWords(context).subject} i Öppen rättsdatabas, utan konto.`,
  },
];
