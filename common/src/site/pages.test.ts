import { describe, expect, it } from 'vitest';
import { aboutPath } from '../product';
import { bundledSiteAreas } from '../testing/bundled-area';
import { sitePages } from './pages';

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
});
