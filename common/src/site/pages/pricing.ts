import { formatSek, PLAN_PRICES_SEK, YEARLY_SAVING_SEK } from '../../prices';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SiteFaqItem, SitePage } from '../types';

export const pricingPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('pricing', context),
  sections: [],
});

/** Price questions on /pris; the texts follow the terms of payment (spec 1 §1, spec 2 §9). */
export const PRICE_FAQ: readonly SiteFaqItem[] = [
  {
    id: 'bindningstid',
    question: 'Finns det någon bindningstid?',
    answer:
      'Nej. Prenumerationen betalas i förskott och förnyas automatiskt tills du säger upp den, och du kan säga upp den när som helst.',
  },
  {
    id: 'uppsagning',
    question: 'Hur säger jag upp min prenumeration?',
    answer:
      'Du säger upp den i kundportalen, som du når från din profil. Du har kvar tillgången till tjänsten till slutet av den period du redan har betalat för.',
  },
  {
    id: 'aterbetalning',
    question: 'Kan jag få pengarna tillbaka?',
    answer:
      'Förskottsbetalda belopp återbetalas inte. Vid årsbetalning gör vi ett undantag om du inte har kunnat använda tjänsten på grund av ett tekniskt fel eller inte har fått tillgång till den. Som privatperson har du dessutom 14 dagars ångerrätt.',
  },
  {
    id: 'kvitto',
    question: 'Får jag ett kvitto?',
    answer:
      'Ja, du får ett kvitto för varje betalning och kan hämta dina kvitton i kundportalen. Kvittot kan din arbetsgivare ersätta, till exempel som kompetensutveckling.',
  },
  {
    id: 'moms',
    question: 'Ingår moms i priset?',
    answer: 'Ja, alla priser anges inklusive moms.',
  },
  {
    id: 'arspris',
    question: 'Hur mycket sparar jag med årsprenumerationen?',
    answer: `Årsprenumerationen kostar ${formatSek(PLAN_PRICES_SEK.yearly)} per år. Med månadsbetalning blir det ${formatSek(PLAN_PRICES_SEK.monthly * 12)} per år, så du sparar över ${formatSek(1000)} (${formatSek(YEARLY_SAVING_SEK)}) genom att betala för ett år i taget.`,
  },
  {
    id: 'grupp',
    question: 'Finns det gruppriser?',
    answer:
      'Ja. Ska 5 eller fler personer använda tjänsten får ni rabatt, och vi erbjuder även organisationslicenser och betalning mot faktura. Kontakta oss för en offert.',
  },
];
