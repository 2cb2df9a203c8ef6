import { describe, expect, it } from 'vitest';
import { aboutPath } from '../product';
import { bundledSiteAreas } from '../testing/bundled-area';
import { sitePages } from './pages';
import { siteFaq } from './pages/faq';

const context = {
  productName: 'Handläggarstöd',
  aboutPath: aboutPath('Handläggarstöd'),
  areas: bundledSiteAreas(),
};

describe('site pages', () => {
  it('gives every page a unique key, path and non-empty title and description', () => {
    const pages = sitePages(context);
    expect(new Set(pages.map((page) => page.key)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.path).toMatch(/^\//);
      expect(page.title.trim()).not.toBe('');
      expect(page.description.trim()).not.toBe('');
      expect(new Set(page.sections.map((section) => section.id)).size).toBe(page.sections.length);
    }
  });

  it('puts the about page at the product-named path', () => {
    expect(sitePages(context).find((page) => page.key === 'about')?.path).toBe('/om-handlaggarstod');
  });

  it('never promises as coming what is live: the open legal database, SSO, export', () => {
    const texts = [
      ...sitePages(context).flatMap((page) =>
        page.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]),
      ),
      ...siteFaq(context).map((item) => item.answer),
    ];
    const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
    const live = /rättsdatabas|rättsfallsdatabas|SSO|organisationens konto|\.docx|Kopiera med källor/i;
    const promised = /på väg|kommer snart|planeras|arbetar vi (också )?med/i;
    expect(sentences.filter((sentence) => live.test(sentence) && promised.test(sentence))).toEqual([]);
    expect(siteFaq(context).find((item) => item.id === 'fler-omraden')?.answer).toContain(
      'Redan i dag kan alla söka kostnadsfritt bland domar om bostadsanpassningsbidrag i Öppen rättsdatabas, utan konto.',
    );
  });
});
