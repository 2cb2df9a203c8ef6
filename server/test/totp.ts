import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32Decode = (input: string): Buffer => {
  let bits = '';
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) {
      throw new Error(`not base32: ${ch}`);
    }
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
};

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for the secret of an otpauth:// URI, as an authenticator app would. */
export const totpCode = (otpauthUri: string, at = Date.now()): string => {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) {
    throw new Error('otpauth URI without secret');
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
};
