import { areaWords } from './site/area-words';
import { sitePageMeta } from './site/page-meta';
import { AUTH_PAGE_META } from './site/routes';
import type { SiteContext } from './site/types';

/**
 * Who asks the info chatbot, as the server sees it: someone not signed in, a signed-in user
 * without access to the tool, or one with access (a subscription, a licence or an admin).
 */
export type InfoChatVisitor = 'signed-out' | 'signed-in' | 'subscriber';

/**
 * The info chatbot's reply to a question about the law (spec 1 §2 'Info chatbot'): no legal
 * advice here, and the way to the tool that answers it, from where the visitor stands.
 */
export const infoChatLawPointer = (
  site: SiteContext,
  visitor: InfoChatVisitor,
): { reply: string; sources: { title: string; path: string }[] } => {
  const lead = `Det låter som en fråga om reglerna för ${areaWords(site).subject}. Här svarar jag bara på frågor om själva tjänsten och ger inga juridiska råd.`;
  const tool =
    'Sådana frågor besvarar **verktyget**, med svar som bygger på lagen och praxis och med källorna angivna.';
  const pricing = sitePageMeta('pricing', site);
  switch (visitor) {
    case 'signed-out':
      return {
        reply: `${lead} ${tool} Skapa ett konto, det är kostnadsfritt, och teckna sedan en prenumeration, så kan du ställa frågan där.`,
        sources: [
          { title: 'Skapa ett konto', path: AUTH_PAGE_META.signup.path },
          { title: pricing.title, path: pricing.path },
        ],
      };
    case 'signed-in':
      return {
        reply: `${lead} ${tool} Teckna en prenumeration, så kan du ställa frågan där.`,
        sources: [{ title: pricing.title, path: pricing.path }],
      };
    case 'subscriber':
      return {
        reply: `${lead} Ställ frågan i **verktyget** på startsidan i stället, så får du ett svar som bygger på lagen och praxis, med källorna angivna.`,
        sources: [{ title: 'Verktyget på startsidan', path: '/' }],
      };
  }
};
