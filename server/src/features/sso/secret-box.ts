import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts the identity providers' client secrets at rest with AES-256-GCM. The key is derived
 * from the auth secret (HKDF-SHA256 with its own label), so a database copy alone reveals nothing,
 * and no second secret has to be kept. Changing AUTH_SECRET means entering the client secrets again.
 */
export const createSecretBox = (authSecret: string) => {
  const key = Buffer.from(
    hkdfSync('sha256', authSecret, 'handlaggarstod', 'organisation-sso-client-secret', 32),
  );
  return {
    seal: (plain: string): string => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
    },
    /** Throws when the value was changed or sealed with another key. */
    open: (value: string): string => {
      const [version, body = ''] = value.split(':');
      if (version !== VERSION) {
        throw new Error('Unknown sealed secret version');
      }
      const raw = Buffer.from(body, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};

export type SecretBox = ReturnType<typeof createSecretBox>;
