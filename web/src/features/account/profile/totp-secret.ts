/** The base32 secret inside an otpauth:// URI, for typing into an authenticator app by hand. */
export const totpSecretFrom = (totpURI: string): string | null => {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
};
