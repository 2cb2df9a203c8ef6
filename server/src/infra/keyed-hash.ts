import { createHmac } from 'node:crypto';

let hashSecret: string | undefined;

/**
 * Sets the key of `hashKey`, once at start, from the server secret. One process serves one
 * configuration, so the key is the process's, like the secret itself.
 */
export const setHashSecret = (secret: string): void => {
  hashSecret = secret;
};

/**
 * Keys and logs must not carry e-mail addresses or user ids in clear: a hash is enough to count.
 * The hash is keyed (HMAC with the server secret), so nobody holding only the database can test
 * an e-mail address or id against it, and nothing left after an erasure links back to the person.
 */
export const hashKey = (value: string): string => {
  if (hashSecret === undefined) {
    throw new Error('hashKey called before setHashSecret');
  }
  return createHmac('sha256', hashSecret).update(value.trim().toLowerCase()).digest('hex');
};
