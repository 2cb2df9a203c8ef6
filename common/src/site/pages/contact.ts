import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

/**
 * /kontakt (spec 2 §2, §5): the form is drawn by the web page; these are the texts around it.
 * The address to write to directly is the configured CONTACT_EMAIL, shown by the page itself.
 */
export const contactPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('contact', context),
  sections: [
    {
      id: 'innan-du-skriver',
      heading: 'Innan du skriver',
      paragraphs: [
        'Skriv aldrig personnummer eller andra uppgifter om enskilda personer eller ärenden i meddelandet. Beskriv frågan i allmänna termer, så hjälper vi dig ändå.',
        'Vi använder ditt namn, din e-postadress och ditt meddelande bara för att kunna svara dig, och vi sparar meddelandet i högst 12 månader. Hur vi hanterar personuppgifter i övrigt står i integritetspolicyn.',
      ],
      list: [
        'Allmän fråga: om tjänsten, priser, konto eller villkor.',
        'Workshop: en genomgång av verktyget för er arbetsgrupp.',
        'Support: när något i tjänsten inte fungerar som det ska.',
        'Demo: en visning av verktyget innan ni bestämmer er.',
        'Samarbete: förslag på samarbeten, till exempel med en kommun eller ett nätverk.',
      ],
    },
    {
      id: 'andra-kontaktvagar',
      heading: 'Andra sätt att nå oss',
      paragraphs: [
        'Vill du hellre skriva ett vanligt e-postmeddelande går det lika bra. Vi svarar på meddelanden inom 1–2 arbetsdagar, och på supportärenden inom 24 timmar på vardagar.',
        'Arbetsgivare och organisationer som vill ge flera medarbetare tillgång kan begära en offert med formuläret. Grupper om 5 eller fler får rabatt, och vi erbjuder organisationslicenser och betalning mot faktura.',
      ],
    },
  ],
});
