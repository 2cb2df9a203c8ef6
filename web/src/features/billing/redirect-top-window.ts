/** A payment address we are willing to open: http(s) only, never javascript: or data:. */
export const toSafeRedirectUrl = (url: string | undefined | null): string | null => {
  if (!url) {
    return null;
  }
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/**
 * Payment pages refuse to load in frames, so the top window goes there (spec 1 §7). Reading a
 * cross-origin top throws; then the current window goes instead.
 */
export const redirectTopWindow = (url: string, current: Pick<Window, 'top' | 'location'> = window): void => {
  try {
    if (!current.top) {
      throw new Error('No top window');
    }
    current.top.location.href = url;
  } catch {
    current.location.href = url;
  }
};
