import { aboutPath, DEFAULT_PRODUCT_NAME, isSiteArea, type SiteArea } from '@app/common';

export type AppConfig = {
  productName: string;
  /** Public origin without a trailing slash, used for canonical links. */
  publicUrl: string;
  /** The about page, /om-{slug}, derived from the product name. */
  aboutPath: string;
  /** The loaded law areas' words for the texts that name them (the site pages, labels, headings). */
  areas: readonly SiteArea[];
};

const readMeta = (name: string): string | undefined => {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : undefined;
};

/** The areas the server wrote into the page; none when the tag is missing or does not parse. */
const readAreas = (): SiteArea[] => {
  try {
    const areas: unknown = JSON.parse(readMeta('app-areas') ?? '[]');
    return Array.isArray(areas) ? areas.filter(isSiteArea) : [];
  } catch {
    return [];
  }
};

/**
 * The server rewrites these meta tags at serve time from its PRODUCT_NAME and PUBLIC_URL settings
 * and the law areas it loaded (data/areas), so the public pages need no request to render.
 */
const readAppConfig = (): AppConfig => {
  const productName = readMeta('app-product-name') ?? DEFAULT_PRODUCT_NAME;
  const publicUrl = (readMeta('app-public-url') ?? window.location.origin).replace(/\/+$/, '');
  return { productName, publicUrl, aboutPath: aboutPath(productName), areas: readAreas() };
};

export const appConfig: AppConfig = readAppConfig();
