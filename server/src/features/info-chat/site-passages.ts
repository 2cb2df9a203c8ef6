import * as common from '@app/common';
import { PLAN_PRICES_SEK, type SiteContext, type SiteFaqItem, sitePages } from '@app/common';

/** One retrievable piece of the site's own text, with the page (and anchor) it came from. */
export type SitePassage = {
  id: string;
  /** The section's heading or the FAQ question. */
  heading: string;
  paragraphs: readonly string[];
  list: readonly string[];
  /** The page's title, shown as the link text of a source. */
  pageTitle: string;
  /** The page path, with the section's anchor when there is one. */
  path: string;
};

type FaqLike = Pick<SiteFaqItem, 'question' | 'answer'> & { id?: string };

const isFaqList = (value: unknown): value is FaqLike[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FaqLike).question === 'string' &&
      typeof (item as FaqLike).answer === 'string',
  );

/**
 * Every list of questions and answers the site registry exports (the FAQ, the price FAQ, and any
 * added later), found by shape rather than by name: a constant list, or a function of the site
 * context whose name says it is one ("siteFaq(context)").
 */
export const registryFaqLists = (
  context: SiteContext,
  exports: Record<string, unknown> = common,
): { name: string; items: FaqLike[] }[] =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (isFaqList(value)) {
      return [{ name, items: value }];
    }
    if (typeof value === 'function' && /faq/i.test(name)) {
      try {
        const items: unknown = value(context);
        return isFaqList(items) ? [{ name, items }] : [];
      } catch {
        return [];
      }
    }
    return [];
  });

// Thousands separated by a plain space, as the replies write them.
const kronor = (amount: number) => `${amount.toLocaleString('sv-SE').replace(/\s/g, ' ')} kr`;

/** The FAQ lists belong to the page whose name they carry; the price FAQ to /pris. */
const faqPage = (name: string, pages: ReturnType<typeof sitePages>) => {
  const key = /pric|pris/i.test(name) ? 'pricing' : 'faq';
  return pages.find((page) => page.key === key);
};

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The site's texts as passages: each page's lead and sections, every FAQ list in the registry,
 * and the plan prices. Text that stands twice (a FAQ also rendered as sections) is kept once.
 */
export const collectSitePassages = (
  context: SiteContext,
  exports: Record<string, unknown> = common,
): SitePassage[] => {
  const pages = sitePages(context);
  const passages: SitePassage[] = [];
  const seen = new Set<string>();
  const add = (passage: SitePassage) => {
    const text = [...passage.paragraphs, ...passage.list].join(' ');
    const key = normalized(`${passage.heading} ${text}`);
    if (text.trim() !== '' && !seen.has(key)) {
      seen.add(key);
      passages.push(passage);
    }
  };
  for (const page of pages) {
    add({
      id: page.key,
      heading: page.title,
      paragraphs: [page.description],
      list: [],
      pageTitle: page.title,
      path: page.path,
    });
    for (const section of page.sections) {
      add({
        id: `${page.key}#${section.id}`,
        heading: section.heading,
        paragraphs: section.paragraphs,
        list: section.list ?? [],
        pageTitle: page.title,
        path: `${page.path}#${section.id}-heading`,
      });
    }
  }
  for (const { name, items } of registryFaqLists(context, exports)) {
    const page = faqPage(name, pages);
    items.forEach((item, index) => {
      add({
        // The item's own id is stable when the list is reordered; the position stands in without one.
        id: `${name}:${item.id ?? index}`,
        heading: item.question,
        paragraphs: [item.answer],
        list: [],
        pageTitle: page?.title ?? 'Vanliga frågor',
        path: page?.path ?? '/faq',
      });
    });
  }
  const pricing = pages.find((page) => page.key === 'pricing');
  add({
    id: 'prices',
    heading: 'Pris för prenumeration',
    list: [],
    paragraphs: [
      `Årsprenumerationen kostar ${kronor(PLAN_PRICES_SEK.yearly)} per år och månadsprenumerationen ${kronor(PLAN_PRICES_SEK.monthly)} per månad, inklusive moms. Det kostar ingenting att registrera sig.`,
    ],
    pageTitle: pricing?.title ?? 'Priser',
    path: pricing?.path ?? '/pris',
  });
  return passages;
};

/** A passage's running text: its paragraphs, then its list items. */
export const passageText = (passage: SitePassage): string =>
  [...passage.paragraphs, ...passage.list].join('\n');
