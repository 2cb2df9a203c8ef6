import { areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

export const workshopPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('workshop', context),
  sections: [
    {
      id: 'offer',
      heading: 'En workshop för er arbetsgrupp',
      paragraphs: [
        `Vi håller workshoppar för kommunala arbetsgrupper som vill börja använda ${context.productName} i det dagliga arbetet med ${areaWords(context).subject}. Under workshoppen prövar ni tjänsten tillsammans på frågor som liknar dem ni möter i era ärenden.`,
        'Workshoppen passar handläggare, samordnare och chefer, både för grupper som är nya i tjänsten och för grupper som redan använder den och vill få ut mer av den.',
      ],
    },
    {
      id: 'content',
      heading: 'Det här tar vi upp',
      paragraphs: [],
      list: [
        'Hur tjänsten hittar källor och bygger sina svar, och vad den inte gör.',
        'Hur ni ställer tydliga frågor med UKI-modellen: Uppgift, Krav och Instruktioner.',
        'Hur ni läser källhänvisningarna och kontrollerar svaren innan ni använder dem.',
        'Hur ni beskriver ett ärende utan personuppgifter.',
        'Hur tjänsten kan användas vid introduktion av nya medarbetare och vid ärendegenomgångar.',
      ],
    },
    {
      id: 'format',
      heading: 'Upplägg',
      paragraphs: [
        'Workshoppen hålls digitalt eller på plats hos er, efter överenskommelse. Vi anpassar längd och innehåll efter gruppens storlek och behov, och ni får en offert innan något bokas.',
      ],
    },
    {
      id: 'booking',
      heading: 'Så bokar du',
      paragraphs: [
        'Skicka ett e-postmeddelande till oss eller använd kontaktformuläret och välj ärendetypen Workshop. Berätta gärna vilken kommun eller organisation ni kommer från, hur många ni är och vad ni vill fokusera på. Vi svarar inom 1–2 arbetsdagar.',
      ],
    },
  ],
});
