import { describe, expect, it } from 'vitest';
import { aboutPath } from '../product';
import { bundledSiteAreas } from '../testing/bundled-area';
import { sitePage } from './pages';
import { siteFaq } from './pages/faq';
import { PRICE_FAQ } from './pages/pricing';
import {
  documentTitle,
  faqJsonLd,
  legalCasePath,
  legalCaseSlug,
  pageJsonLd,
  plansJsonLd,
  serializeJsonLd,
  siteJsonLd,
} from './seo';

const context = {
  productName: 'Handläggarstöd',
  aboutPath: aboutPath('Handläggarstöd'),
  publicUrl: 'https://stod.example.se',
  areas: bundledSiteAreas(),
};

describe('site SEO', () => {
  it('appends the product name to a page title, but not to the product name itself', () => {
    expect(documentTitle('Vanliga frågor', 'Handläggarstöd')).toBe('Vanliga frågor | Handläggarstöd');
    expect(documentTitle('Handläggarstöd', 'Handläggarstöd')).toBe('Handläggarstöd');
  });

  it('describes the organization and the website, linked by id', () => {
    const [organization, website] = siteJsonLd(context);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://stod.example.se/#organization',
      name: 'Handläggarstöd',
      url: 'https://stod.example.se/',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'sv-SE',
      publisher: { '@id': 'https://stod.example.se/#organization' },
    });
  });

  it('turns questions into a FAQPage', () => {
    const items = [
      { id: 'a', question: 'Vad kostar det?', answer: '299 kr per månad.' },
      { id: 'b', question: 'Finns bindningstid?', answer: 'Nej.' },
    ];
    expect(faqJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Vad kostar det?',
          acceptedAnswer: { '@type': 'Answer', text: '299 kr per månad.' },
        },
        {
          '@type': 'Question',
          name: 'Finns bindningstid?',
          acceptedAnswer: { '@type': 'Answer', text: 'Nej.' },
        },
      ],
    });
  });

  it('gives the pricing page its plans as offers and its price questions, the FAQ page all ten questions', () => {
    expect(pageJsonLd(sitePage('pricing', context), context)).toEqual([
      plansJsonLd(context),
      faqJsonLd(PRICE_FAQ),
    ]);
    const [faq] = pageJsonLd(sitePage('faq', context), context);
    expect(faq).toEqual(faqJsonLd(siteFaq(context)));
    expect(faq?.mainEntity).toHaveLength(10);
    expect(pageJsonLd(sitePage('workshop', context), context)).toEqual([]);
  });

  it('serializes structured data so no text can end the script element, and the JSON is unchanged', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const serialized = serializeJsonLd(value);
    expect(serialized).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});

describe('legalCaseSlug', () => {
  it('makes a readable address word of a case number, the same as the corpus file names', () => {
    expect(legalCaseSlug('HFD 2020 ref. 70')).toBe('hfd-2020-ref-70');
    expect(legalCaseSlug('RÅ 1994 not. 235')).toBe('ra-1994-not-235');
    expect(legalCaseSlug('Kammarrätten i Göteborg mål nr 1432-16')).toBe(
      'kammarratten-i-goteborg-mal-nr-1432-16',
    );
    expect(legalCaseSlug(' MÖD 2021:7 ')).toBe('mod-2021-7');
    expect(legalCasePath('HFD 2014 ref. 42')).toBe('/rattsdatabas/praxis/hfd-2014-ref-42');
  });
});
