import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

/**
 * The secret kept in `dataDir`, made at first start: a fresh `npm start` never signs sessions
 * with a value anyone could read in the source. Written to a temporary file and linked into
 * place, so instances starting together agree on one secret; readable by the owner only.
 */
export const authSecretFromDataDir = (dataDir: string): string => {
  const path = join(dataDir, AUTH_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  } finally {
    unlinkSync(draft);
  }
  chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${path} holds fewer than ${MIN_LENGTH} characters; remove it or set AUTH_SECRET`);
  }
  return secret;
};
