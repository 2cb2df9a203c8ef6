import { aboutPath, DEFAULT_PRODUCT_NAME } from '@app/common';

export type AppConfig = {
  productName: string;
  /** Public origin without a trailing slash, used for canonical links. */
  publicUrl: string;
  /** The about page, /om-{slug}, derived from the product name. */
  aboutPath: string;
};

const readMeta = (name: string): string | undefined => {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : undefined;
};

/** The server rewrites these meta tags at serve time from its PRODUCT_NAME and PUBLIC_URL settings. */
const readAppConfig = (): AppConfig => {
  const productName = readMeta('app-product-name') ?? DEFAULT_PRODUCT_NAME;
  const publicUrl = (readMeta('app-public-url') ?? window.location.origin).replace(/\/+$/, '');
  return { productName, publicUrl, aboutPath: aboutPath(productName) };
};

export const appConfig: AppConfig = readAppConfig();
