const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Short random id; uses getRandomValues because randomUUID needs a secure context. */
export const randomId = (length = 8): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
};

/** Id shown to users on error screens, so support can find the matching log entry. */
export const createErrorId = (): string => `ERR-${Date.now().toString(36).toUpperCase()}-${randomId(4)}`;
