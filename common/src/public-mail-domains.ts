/**
 * Mail services where anyone can get an address. Such a domain never identifies an organisation,
 * so it can be neither an organisation's allowed domain nor a domain its own sign-in serves.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  // International
  'aol.com',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.com',
  'hotmail.co.uk',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'pm.me',
  'proton.me',
  'protonmail.com',
  'tutanota.com',
  'yahoo.com',
  'yandex.com',
  'zoho.com',
  // Swedish and Nordic
  'bahnhof.se',
  'bredband.net',
  'bredband2.com',
  'comhem.se',
  'gmail.se',
  'hotmail.se',
  'live.se',
  'outlook.se',
  'passagen.se',
  'spray.se',
  'swipnet.se',
  'tele2.se',
  'telia.com',
  'telia.se',
  'telenor.se',
  'tutanota.de',
  'yahoo.se',
]);

/** The domain of an e-mail address, lower-cased. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const isPublicMailDomain = (domain: string): boolean =>
  PUBLIC_MAIL_DOMAINS.has(domain.trim().toLowerCase());
