import {
  aboutPath,
  DEFAULT_PRODUCT_NAME,
  isSiteArea,
  isSupplier,
  type SiteArea,
  type Supplier,
} from '@app/common';

export type AppConfig = {
  productName: string;
  /** Public origin without a trailing slash, used for canonical links. */
  publicUrl: string;
  /** The about page, /om-{slug}, derived from the product name. */
  aboutPath: string;
  /** The loaded law areas' words for the texts that name them (the site pages, labels, headings). */
  areas: readonly SiteArea[];
  /** The company that runs the service; absent under Vite's dev server, which does not write it. */
  supplier: Supplier | undefined;
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

/** The supplier the server wrote into the page, or undefined when the tag is empty or does not parse. */
const readSupplier = (): Supplier | undefined => {
  try {
    const supplier: unknown = JSON.parse(readMeta('app-supplier') ?? 'null');
    return isSupplier(supplier) ? supplier : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The server rewrites these meta tags at serve time from its PRODUCT_NAME, PUBLIC_URL and SUPPLIER_*
 * settings and the law areas it loaded (data/areas), so the public pages need no request to render.
 */
const readAppConfig = (): AppConfig => {
  const productName = readMeta('app-product-name') ?? DEFAULT_PRODUCT_NAME;
  const publicUrl = (readMeta('app-public-url') ?? window.location.origin).replace(/\/+$/, '');
  return {
    productName,
    publicUrl,
    aboutPath: aboutPath(productName),
    areas: readAreas(),
    supplier: readSupplier(),
  };
};

export const appConfig: AppConfig = readAppConfig();
