import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_SEO_ATTRIBUTE, type SiteArea, type Supplier } from '@app/common';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { addVaryAcceptEncoding } from './compress-json';
import { createSeoHeads, type PageHead, type SeoHead, type SeoHeadOptions } from './seo-head';

/** A value escaped by hono's `html` template, for the attribute and title below. */
const escaped = (value: string): string => String(html`${value}`);

/**
 * Writes the runtime product name and public URL into the built index.html (no inline script
 * needed), the loaded law areas' words for the texts that name them (JSON in a meta tag: the
 * public pages render them before any request), the supplier that runs the service (JSON: the
 * footer names it on every page without a request), and the page's title, description, canonical
 * link and structured data, so crawlers and link previews see them without running JavaScript.
 */
export const renderIndexHtml = (
  page: string,
  options: { productName: string; publicUrl: string; areas: readonly SiteArea[]; supplier: Supplier },
  head: SeoHead,
): string =>
  page
    // Replacer functions: a `$` in a value is text, not a replacement pattern.
    // The title is marked like the other tags: the app removes it and renders its own.
    .replace(/<title>[^<]*<\/title>/, () => `<title ${SERVER_SEO_ATTRIBUTE}>${escaped(head.title)}</title>`)
    .replace(
      /(<meta name="app-product-name" content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escaped(options.productName)}${close}`,
    )
    .replace(
      /(<meta name="app-public-url" content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escaped(options.publicUrl)}${close}`,
    )
    .replace(
      /(<meta name="app-areas" content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escaped(JSON.stringify(options.areas))}${close}`,
    )
    .replace(
      /(<meta name="app-supplier" content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escaped(JSON.stringify(options.supplier))}${close}`,
    )
    .replace('</head>', () => `  ${head.tags}\n  </head>`);

const NOT_BUILT_HTML = `<!doctype html><html lang="sv"><meta charset="utf-8"><title>Webbgränssnittet saknas</title>
<p>Webbgränssnittet är inte byggt. Kör <code>npm start</code> (som bygger det) eller <code>npm run build</code>.</p></html>`;

const looksLikeFile = (path: string): boolean => /\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/');

/**
 * Serves the built SPA: hashed assets with long caching, and their brotli or gzip copies from
 * the build (web/precompress.ts) to clients that accept them. Everything else that is not a
 * file gets index.html (history fallback) so client-side routes survive a reload: with status
 * 200 for the app's routes and 404 for any other address, where the app shows its not-found page.
 */
/**
 * A page whose head comes from the database (a ruling's page), or a permanent move of an old
 * address to its page; undefined for other paths.
 */
export type DynamicPageHead = (path: string) => Promise<PageHead | { movedTo: string } | undefined>;

export const mountSpa = (
  app: Hono<AppEnv>,
  options: SeoHeadOptions & { supplier: Supplier; webDistDir: string; dynamicHead?: DynamicPageHead },
): void => {
  const indexPath = join(options.webDistDir, 'index.html');
  const seoHead = createSeoHeads(options);
  let builtIndex: string | undefined;
  // One rendering per head: a head per page with its own texts, and one each for the app's other
  // pages and for unknown addresses.
  const rendered = new Map<SeoHead, string>();
  const serveIndex = async (c: Context<AppEnv>) => {
    if (!builtIndex && existsSync(indexPath)) {
      builtIndex = readFileSync(indexPath, 'utf8');
    }
    c.header('Cache-Control', 'no-cache');
    if (!builtIndex) {
      return c.html(NOT_BUILT_HTML, 503);
    }
    // Without its database the page still loads with the default head; the app shows the error.
    const dynamic = await options.dynamicHead?.(c.req.path).catch((error: unknown) => {
      c.get('log').warn({ err: error, path: c.req.path }, 'page head lookup failed');
      return undefined;
    });
    if (dynamic && 'movedTo' in dynamic) {
      return c.redirect(dynamic.movedTo, 301);
    }
    if (dynamic) {
      return c.html(renderIndexHtml(builtIndex, options, dynamic.head), dynamic.status);
    }
    const { head, status } = seoHead(c.req.path);
    let page = rendered.get(head);
    if (!page) {
      page = renderIndexHtml(builtIndex, options, head);
      rendered.set(head, page);
    }
    return c.html(page, status);
  };

  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  if (existsSync(options.webDistDir)) {
    app.use('*', async (c, next) => {
      await next();
      if (c.res.status === 200 && looksLikeFile(c.req.path)) {
        const immutable = c.req.path.startsWith('/assets/');
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // Also on the uncompressed answer, so a shared cache never hands it to a brotli client or back.
        addVaryAcceptEncoding(c.res.headers);
      }
    });
    app.get('*', serveStatic({ root: options.webDistDir, precompressed: true }));
  }
  app.get('*', (c) => {
    if (looksLikeFile(c.req.path)) {
      throw new AppError('not_found');
    }
    return serveIndex(c);
  });
};
