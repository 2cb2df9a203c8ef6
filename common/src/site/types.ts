import type { SiteArea } from '../law-area';

/**
 * The public site's own texts, kept as data in one place: the web pages render them, the server
 * puts their titles and descriptions into the HTML it sends (SEO), and the info chatbot answers
 * from them. A page's text is a function of the product name, which is configurable, and of the
 * loaded law areas, whose packs hold the words for what the service answers about.
 */
export type SiteContext = {
  productName: string;
  /** `/om-{slug}` for the configured product name. */
  aboutPath: string;
  /** The loaded law areas (data/areas), in the server's order. */
  areas: readonly SiteArea[];
};

/** One block of running text under a heading; list items render as a bulleted list. */
export type SiteSection = {
  /** Stable anchor id, unique within the page. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export type SitePageMeta = {
  /** Stable key; the about page's path depends on the product name, its key does not. */
  key: SitePageKey;
  path: string;
  /** Page title without the product name. */
  title: string;
  /** One or two sentences for the meta description and link previews. */
  description: string;
};

export type SitePage = SitePageMeta & { sections: readonly SiteSection[] };

export type SiteFaqItem = { id: string; question: string; answer: string };

export type SitePageKey =
  | 'home'
  | 'about'
  | 'technical-info'
  | 'prompt-school'
  | 'workshop'
  | 'privacy'
  | 'terms'
  | 'faq'
  | 'contact'
  | 'pricing'
  | 'legal-database'
  | 'accessibility';
