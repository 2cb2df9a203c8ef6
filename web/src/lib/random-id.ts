const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Short random id; uses getRandomValues because randomUUID needs a secure context. */
export const randomId = (length = 8): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
};

/** A version-4 UUID; getRandomValues, because randomUUID needs a secure context. */
export const randomUuid = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Id shown to users on error screens, so support can find the matching log entry. */
export const createErrorId = (): string => `ERR-${Date.now().toString(36).toUpperCase()}-${randomId(4)}`;
