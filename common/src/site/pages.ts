import { aboutPage } from './pages/about';
import { accessibilityPage } from './pages/accessibility';
import { contactPage } from './pages/contact';
import { faqPage } from './pages/faq';
import { homePage } from './pages/home';
import { legalDatabasePage } from './pages/legal-database';
import { pricingPage } from './pages/pricing';
import { privacyPage } from './pages/privacy';
import { promptSchoolPage } from './pages/prompt-school';
import { technicalInfoPage } from './pages/technical-info';
import { termsPage } from './pages/terms';
import { workshopPage } from './pages/workshop';
import type { SiteContext, SitePage, SitePageKey } from './types';

/** Every public page's text, by key; each lives in its own module under ./pages. */
const PAGE_FACTORIES: Record<SitePageKey, (context: SiteContext) => SitePage> = {
  home: homePage,
  about: aboutPage,
  'technical-info': technicalInfoPage,
  'prompt-school': promptSchoolPage,
  workshop: workshopPage,
  privacy: privacyPage,
  terms: termsPage,
  faq: faqPage,
  contact: contactPage,
  pricing: pricingPage,
  'legal-database': legalDatabasePage,
  accessibility: accessibilityPage,
};

/** All public pages for a product name. */
export const sitePages = (context: SiteContext): SitePage[] =>
  Object.values(PAGE_FACTORIES).map((factory) => factory(context));

export const sitePage = (key: SitePageKey, context: SiteContext): SitePage => PAGE_FACTORIES[key](context);
