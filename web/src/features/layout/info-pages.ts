import { appConfig } from '@/lib/app-config';

export type InfoPage = {
  path: string;
  title: string;
  description: string;
};

/** The nine information pages listed in the side menu, in menu order (spec 1 §2). */
export const INFO_PAGES: readonly InfoPage[] = [
  {
    path: appConfig.aboutPath,
    title: `Om ${appConfig.productName}`,
    description: 'Syftet med tjänsten, vem som står bakom den och våra värderingar.',
  },
  {
    path: '/teknisk-info',
    title: 'Teknisk information',
    description: 'AI-tekniken, källorna, säkerheten och den aktuella versionen.',
  },
  {
    path: '/promptskola',
    title: 'Promptskola',
    description: 'Lär dig ställa tydliga frågor med UKI-modellen.',
  },
  {
    path: '/workshop',
    title: 'Workshop',
    description: 'Boka en workshop för din arbetsgrupp i kommunen.',
  },
  {
    path: '/integritet',
    title: 'Integritetspolicy',
    description: 'Hur vi behandlar och skyddar dina personuppgifter.',
  },
  {
    path: '/anvandarvillkor',
    title: 'Användarvillkor',
    description: 'Villkoren för konto, prenumeration och betalning.',
  },
  {
    path: '/faq',
    title: 'Vanliga frågor',
    description: 'Svar på de vanligaste frågorna om tjänsten.',
  },
  {
    path: '/kontakt',
    title: 'Kontakt',
    description: 'Skicka ett meddelande eller hitta andra sätt att nå oss.',
  },
  {
    path: '/pris',
    title: 'Priser',
    description: 'Års- och månadsprenumeration samt erbjudanden för arbetsgivare.',
  },
];
