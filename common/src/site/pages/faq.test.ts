import { describe, expect, it } from 'vitest';
import { aboutPath } from '../../product';
import { bundledSiteAreas } from '../../testing/bundled-area';
import { siteFaq } from './faq';
import { PRICE_FAQ } from './pricing';

const SITE_FAQ = siteFaq({
  productName: 'Handläggarstöd',
  aboutPath: aboutPath('Handläggarstöd'),
  areas: bundledSiteAreas(),
});

describe('FAQ items', () => {
  it('gives /faq ten questions (spec 2 §2)', () => {
    expect(SITE_FAQ).toHaveLength(10);
  });

  it.each([
    ['SITE_FAQ', SITE_FAQ],
    ['PRICE_FAQ', PRICE_FAQ],
  ])('gives every %s item a unique id, a question and an answer', (_name, items) => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.trim()).not.toBe('');
    }
  });
});
