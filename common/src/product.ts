/** The product's name when PRODUCT_NAME is not set. */
export const DEFAULT_PRODUCT_NAME = 'Handläggarstöd';

/** URL-safe form of the product name, used for the about page `/om-{slug}`. */
export const productSlug = (productName: string): string =>
  productName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const aboutPath = (productName: string): string => `/om-${productSlug(productName)}`;
