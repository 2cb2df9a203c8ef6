import { aboutPath, absoluteUrl, INTERNAL_PAGE_PATHS, type SiteArea, sitePages } from '@app/common';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from './app-env';

/** A page from the database (a ruling's page), with its last change as a W3C date or date-time. */
export type SitemapEntry = { path: string; lastModified: string };

/**
 * Every public page of the site registry, then the pages from the database, with absolute
 * addresses from PUBLIC_URL.
 */
export const renderSitemap = (
  options: { productName: string; publicUrl: string; areas: readonly SiteArea[] },
  entries: readonly SitemapEntry[] = [],
): string => {
  const pages = sitePages({
    productName: options.productName,
    aboutPath: aboutPath(options.productName),
    areas: options.areas,
  });
  const urls = [
    ...pages.map((page) => html`  <url><loc>${absoluteUrl(options.publicUrl, page.path)}</loc></url>`),
    ...entries.map(
      (entry) =>
        html`  <url><loc>${absoluteUrl(options.publicUrl, entry.path)}</loc><lastmod>${entry.lastModified}</lastmod></url>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(String),
    '</urlset>',
    '',
  ].join('\n');
};

/** Crawlers stay out of the API and the admin and internal pages, and are told where the sitemap is. */
export const renderRobotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    ...INTERNAL_PAGE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * GET /sitemap.xml and GET /robots.txt: the registry's pages and robots.txt are fixed while the
 * server runs; the database's pages are read on each request (crawlers ask rarely, and cache).
 */
export const mountSeoFiles = (
  app: Hono<AppEnv>,
  options: {
    productName: string;
    publicUrl: string;
    areas: readonly SiteArea[];
    sitemapEntries: () => Promise<SitemapEntry[]>;
  },
): void => {
  const robots = renderRobotsTxt(options.publicUrl);
  app.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    const sitemap = renderSitemap(options, await options.sitemapEntries());
    return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
};
