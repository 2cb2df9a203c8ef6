import { aboutPath, PLAN_PRICES_SEK, type SiteContext, sitePages } from '@app/common';
import { bundledSiteAreas } from '@app/common/testing/bundled-area';
import { describe, expect, it } from 'vitest';
import { collectSitePassages, registryFaqLists } from './site-passages';

const context: SiteContext = {
  productName: 'Handläggarstöd',
  aboutPath: aboutPath('Handläggarstöd'),
  areas: bundledSiteAreas(),
};

describe('the site passages', () => {
  it('holds every page’s lead and every section, with a link to the section', () => {
    const passages = collectSitePassages(context);
    for (const page of sitePages(context)) {
      expect(
        passages.some((passage) => passage.path === page.path && passage.paragraphs[0] === page.description),
      ).toBe(true);
      for (const section of page.sections) {
        expect(passages.map((passage) => passage.path)).toContain(`${page.path}#${section.id}-heading`);
      }
    }
  });

  it('holds the plan prices', () => {
    const prices = collectSitePassages(context).find((passage) => passage.id === 'prices');
    expect(prices?.path).toBe('/pris');
    expect(prices?.paragraphs.join(' ')).toContain(`${PLAN_PRICES_SEK.monthly} kr per månad`);
  });

  it('picks up every FAQ list the registry exports, constant or built from the context, once each', () => {
    const exports = {
      SITE_FAQ: [{ id: 'a', question: 'Vad är tjänsten?', answer: 'Ett stöd för handläggare.' }],
      PRICE_FAQ: [{ question: 'Finns det rabatt?', answer: 'Grupper kan få offert.' }],
      siteFaq: (site: SiteContext) => [
        { question: `Vem står bakom ${site.productName}?`, answer: 'Ett team.' },
      ],
      somethingElse: ['not', 'a', 'faq'],
      PLAN_PRICES_SEK,
    };
    expect(registryFaqLists(context, exports).map((list) => list.name)).toEqual([
      'SITE_FAQ',
      'PRICE_FAQ',
      'siteFaq',
    ]);
    const passages = collectSitePassages(context, { ...exports, SAME_AGAIN: exports.SITE_FAQ });
    expect(passages.filter((passage) => passage.heading === 'Vad är tjänsten?')).toEqual([
      expect.objectContaining({ path: '/faq', paragraphs: ['Ett stöd för handläggare.'] }),
    ]);
    expect(passages.find((passage) => passage.heading === 'Finns det rabatt?')?.path).toBe('/pris');
    expect(passages.some((passage) => passage.heading === 'Vem står bakom Handläggarstöd?')).toBe(true);
  });
});
