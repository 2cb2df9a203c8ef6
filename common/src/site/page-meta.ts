import { formatSek, PLAN_PRICES_SEK } from '../prices';
import { areaWords } from './area-words';
import type { SiteContext, SitePageKey, SitePageMeta } from './types';

/**
 * Every public page's address, title and description, apart from its text: the side menu and
 * every page's <Seo> need these on the first load, the full texts only on their own page.
 */
const PAGE_META: Record<SitePageKey, (context: SiteContext) => Omit<SitePageMeta, 'key'>> = {
  home: (context) => ({
    path: '/',
    title: `Källbaserade svar om ${areaWords(context).subject}`,
    description: `Källbaserade, kontrollerade svar om ${areaWords(context).subject} för kommunala handläggare.`,
  }),
  about: ({ productName, aboutPath }) => ({
    path: aboutPath,
    title: `Om ${productName}`,
    description: 'Syftet med tjänsten, vem som står bakom den och våra värderingar.',
  }),
  'technical-info': () => ({
    path: '/teknisk-info',
    title: 'Teknisk information',
    description:
      'Så fungerar AI-tekniken, vilka källor svaren bygger på, hur tjänsten skyddas och vilken version som gäller.',
  }),
  'prompt-school': () => ({
    path: '/promptskola',
    title: 'Promptskola',
    description: 'Lär dig ställa tydliga frågor med UKI-modellen.',
  }),
  workshop: () => ({
    path: '/workshop',
    title: 'Workshop',
    description: 'Boka en workshop för din arbetsgrupp i kommunen.',
  }),
  privacy: () => ({
    path: '/integritet',
    title: 'Integritetspolicy',
    description:
      'Hur vi samlar in, använder, lagrar och skyddar personuppgifter och vilka rättigheter du har.',
  }),
  terms: () => ({
    path: '/anvandarvillkor',
    title: 'Användarvillkor',
    description:
      'Villkoren för att använda tjänsten, bland annat om prenumeration, betalning, uppsägning och ångerrätt.',
  }),
  faq: () => ({
    path: '/faq',
    title: 'Vanliga frågor',
    description: 'Svar på vanliga frågor om tjänsten, dataskydd, källor, prenumeration och support.',
  }),
  contact: ({ productName }) => ({
    path: '/kontakt',
    title: 'Kontakta oss',
    description: `Har du frågor om ${productName}, vill du boka en workshop eller en demo, eller behöver du support? Skicka ett meddelande så återkommer vi inom 1–2 arbetsdagar.`,
  }),
  pricing: () => ({
    path: '/pris',
    title: 'Priser',
    description: `Årsprenumeration ${formatSek(PLAN_PRICES_SEK.yearly)}/år eller månadsprenumeration ${formatSek(PLAN_PRICES_SEK.monthly)}/mån, utan bindningstid. Arbetsgivare och grupper kan få offert och grupprabatt.`,
  }),
  'legal-database': (context) => ({
    path: '/rattsdatabas',
    title: 'Öppen rättsdatabas',
    description: `Sök kostnadsfritt bland domar om ${areaWords(context).subject}, utan konto, eller hämta dem via vårt öppna API.`,
  }),
  accessibility: () => ({
    path: '/tillganglighet',
    title: 'Tillgänglighetsredogörelse',
    description: 'Hur tillgänglig tjänsten är och hur du meddelar brister.',
  }),
};

export const sitePageMeta = (key: SitePageKey, context: SiteContext): SitePageMeta => ({
  key,
  ...PAGE_META[key](context),
});

/** Every public page's address, title and description, in the registry's order. */
export const sitePageMetas = (context: SiteContext): SitePageMeta[] =>
  (Object.keys(PAGE_META) as SitePageKey[]).map((key) => sitePageMeta(key, context));
