/** Per-user key, so one user's acceptance on a shared computer does not cover the next user. */
export const termsStorageKey = (userId: string): string => `termsAccepted:${userId}`;

/** The local record of acceptance: the fallback when the profile cannot be read (spec 1 §8). */
export const readTermsAccepted = (userId: string): boolean => {
  try {
    return window.localStorage.getItem(termsStorageKey(userId)) !== null;
  } catch {
    return false;
  }
};

export const storeTermsAccepted = (userId: string, acceptedAt: string): void => {
  try {
    window.localStorage.setItem(termsStorageKey(userId), acceptedAt);
  } catch {
    // Storage may be blocked; the server's record is the one that counts.
  }
};
