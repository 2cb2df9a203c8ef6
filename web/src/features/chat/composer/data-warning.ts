import { productSlug } from '@app/common';
import { appConfig } from '@/lib/app-config';

/** The local flag that the first-time data warning has been seen (spec 1 §4, §7: the key contains the product name). */
export const dataWarningKey = (): string => `${productSlug(appConfig.productName)}-data-warning-shown`;

export const readDataWarningShown = (): boolean => {
  try {
    return window.localStorage.getItem(dataWarningKey()) === 'true';
  } catch {
    return false;
  }
};

export const storeDataWarningShown = (): void => {
  try {
    window.localStorage.setItem(dataWarningKey(), 'true');
  } catch {
    // Without storage the warning simply shows again next time.
  }
};
