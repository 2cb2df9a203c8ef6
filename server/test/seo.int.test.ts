import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_PAGE_META, aboutPath, knownPagePaths, OG_IMAGE, siteAreaOf, sitePages } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// What crawlers and link previews get without running JavaScript: the HTML the server sends for
// each address, the sitemap and robots.txt.

const PUBLIC_URL = 'https://stod.example.se';
const HOSTILE_NAME = 'Stöd</script><script>alert(1)</script> & "Råd" <!--';

let t: TestApp;
let hostile: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  hostile = await createTestApp({ PUBLIC_URL, PRODUCT_NAME: HOSTILE_NAME }, { database: t.database });
});
afterAll(() => t.close());

const page = async (app: TestApp, path: string) => {
  const res = await app.app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
};

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json" data-server-seo>([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );

const typesOf = (html: string) => jsonLdOf(html).map((object) => object['@type']);

describe('the head of the HTML the server sends', () => {
  it('gives /faq its own title, description, canonical link, Open Graph tags and structured data', async () => {
    const html = await page(t, '/faq');

    expect(html).toContain('<title data-server-seo>Vanliga frågor | Handläggarstöd</title>');
    expect(html).toContain(
      '<meta name="description" content="Svar på vanliga frågor om tjänsten, dataskydd, källor, prenumeration och support." data-server-seo>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/faq" data-server-seo>`);
    expect(html).toContain(
      '<meta property="og:title" content="Vanliga frågor | Handläggarstöd" data-server-seo>',
    );
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/faq" data-server-seo>`);
    expect(html).toContain('<meta property="og:type" content="website" data-server-seo>');
    expect(html).toContain('<meta property="og:locale" content="sv_SE" data-server-seo>');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png" data-server-seo>`);
    expect(html).toContain('<meta property="og:image:width" content="1200" data-server-seo>');
    expect(html).toContain('<meta property="og:image:height" content="630" data-server-seo>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-server-seo>');
    expect(html).not.toContain('name="robots"');
    expect(typesOf(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
    expect(jsonLdOf(html).find((object) => object['@type'] === 'FAQPage')?.mainEntity).toHaveLength(10);
    // Still the app: the tags go into the head, the root and the product meta stay.
    expect(html.indexOf('data-server-seo')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<meta name="app-product-name" content="Handläggarstöd">');
  });

  it('gives every registry page its own title and canonical link, and the same site-wide structured data', async () => {
    const pages = sitePages({
      productName: 'Handläggarstöd',
      aboutPath: aboutPath('Handläggarstöd'),
      areas: t.services.lawAreas.all.map(siteAreaOf),
    });
    for (const sitePage of pages) {
      const html = await page(t, sitePage.path);
      const title = `${sitePage.title} | Handläggarstöd`;
      expect(html).toContain(`<title data-server-seo>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${sitePage.path}" data-server-seo>`);
      expect(typesOf(html).slice(0, 2)).toEqual(['Organization', 'WebSite']);
    }
  });

  it('puts the two plans as offers with their prices in SEK on /pris', async () => {
    const html = await page(t, '/pris');
    const product = jsonLdOf(html).find((object) => object['@type'] === 'Product');
    const offers = product?.offers as { name: string; price: number; priceCurrency: string }[];
    expect(offers.map(({ name, price, priceCurrency }) => ({ name, price, priceCurrency }))).toEqual([
      { name: 'Månadsprenumeration', price: 299, priceCurrency: 'SEK' },
      { name: 'Årsprenumeration', price: 2495, priceCurrency: 'SEK' },
    ]);
  });

  it('keeps internal and personal addresses out of search engines, with the default texts', async () => {
    for (const path of [
      '/admin',
      '/rattsdatabas-dev',
      '/profile',
      '/update-password',
      '/organisation/inbjudan',
    ]) {
      const html = await page(t, path);
      expect(html).toContain('<title data-server-seo>Handläggarstöd</title>');
      expect(html).toContain('<meta name="robots" content="noindex" data-server-seo>');
      expect(html).not.toContain('rel="canonical"');
      expect(typesOf(html)).toEqual(['Organization', 'WebSite']);
    }
  });

  it('gives /login and /signup their own title, description and canonical link, indexable', async () => {
    for (const authPage of Object.values(AUTH_PAGE_META)) {
      const html = await page(t, authPage.path);
      expect(html).toContain(`<title data-server-seo>${authPage.title} | Handläggarstöd</title>`);
      expect(html).toContain(`<meta name="description" content="${authPage.description}" data-server-seo>`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${authPage.path}" data-server-seo>`);
      expect(html).toContain(
        `<meta property="og:url" content="${PUBLIC_URL}${authPage.path}" data-server-seo>`,
      );
      expect(html).not.toContain('name="robots"');
    }
  });

  it('answers every page of the route table with 200', async () => {
    const context = {
      productName: 'Handläggarstöd',
      aboutPath: aboutPath('Handläggarstöd'),
      areas: t.services.lawAreas.all.map(siteAreaOf),
    };
    for (const path of knownPagePaths(context)) {
      await page(t, path);
    }
  });

  it('answers an unknown address with 404 and the not-found page, noindex', async () => {
    for (const path of ['/finns-inte', '/admin/users', '/faq/mer', '/index.html']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<title data-server-seo>Sidan kunde inte hittas | Handläggarstöd</title>');
      expect(html).toContain('<meta name="robots" content="noindex" data-server-seo>');
      expect(html).not.toContain('rel="canonical"');
      // The app still loads, and shows its own not-found page.
      expect(html).toContain('<div id="root">');
    }
  });

  it('keeps answering an unknown /api address with JSON 404', async () => {
    const res = await t.app.request('/api/finns-inte');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('treats a trailing slash and capital letters as the same page, as the web router does', async () => {
    for (const path of ['/faq/', '/FAQ']) {
      expect(await page(t, path)).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}/faq" data-server-seo>`,
      );
    }
  });

  it('escapes a hostile product name in the title, the tags and the structured data', async () => {
    const html = await page(hostile, '/faq');

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // Exactly one closing tag per structured-data script: the name's `</script>` is escaped.
    expect(html.match(/<\/script>/g)).toHaveLength(jsonLdOf(html).length);
    expect(html).toContain(
      '<title data-server-seo>Vanliga frågor | Stöd&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Råd&quot; &lt;!--</title>',
    );
    const organization = jsonLdOf(html).find((object) => object['@type'] === 'Organization');
    expect(organization?.name).toBe(HOSTILE_NAME);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page with its absolute address, and no internal page', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();

    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const pages = sitePages({
      productName: 'Handläggarstöd',
      aboutPath: aboutPath('Handläggarstöd'),
      areas: t.services.lawAreas.all.map(siteAreaOf),
    });
    expect(locations).toEqual(pages.map((sitePage) => `${PUBLIC_URL}${sitePage.path}`));
    expect(locations).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/tillganglighet`,
        `${PUBLIC_URL}/om-handlaggarstod`,
      ]),
    );
    expect(xml).not.toContain('/admin');
  });

  it('follows the product name for the about page', async () => {
    const xml = await (await hostile.app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${PUBLIC_URL}${aboutPath(HOSTILE_NAME)}</loc>`);
  });
});

describe('GET /robots.txt', () => {
  it('disallows the API and the admin and internal pages, and names the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');

    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /rattsdatabas-dev',
        'Disallow: /debug-test',
        'Disallow: /embedding-test',
        'Disallow: /embedding-migration-test',
        'Disallow: /source-test',
        'Disallow: /enhanced-search',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow: /rattsdatabas'))).toEqual([
      'Disallow: /rattsdatabas-dev',
    ]);
  });

  it('is the only robots.txt: the web build has no static one to shadow it', () => {
    expect(existsSync(join(import.meta.dirname, '../../web/public/robots.txt'))).toBe(false);
  });
});

describe('the link-preview image', () => {
  it('has a 1200×630 PNG in the web build for og:image', () => {
    const png = readFileSync(join(import.meta.dirname, '../../web/public', OG_IMAGE.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([1200, 630]);
  });
});
