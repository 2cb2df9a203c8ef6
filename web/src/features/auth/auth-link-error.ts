/** Where a notice about a failed link sends the user on. */
export type AuthLinkErrorNotice = {
  title: string;
  text: string;
  action: { to: string; label: string };
};

const DEAD_LINK: AuthLinkErrorNotice = {
  title: 'Länken fungerar inte',
  text: 'Länken har redan använts eller har gått ut. Begär en ny inloggningslänk eller logga in med ditt lösenord.',
  action: { to: '/login', label: 'Gå till inloggningen' },
};

const USED_VERIFICATION_LINK: AuthLinkErrorNotice = {
  title: 'Länken har redan använts',
  text: 'Din e-postadress är redan bekräftad, så länken behövs inte längre. Logga in med din e-postadress och ditt lösenord.',
  action: { to: '/login', label: 'Gå till inloggningen' },
};

const NO_ACCOUNT: AuthLinkErrorNotice = {
  title: 'Kontot finns inte',
  text: 'Det finns inget konto med den e-postadressen. Skapa ett konto först, sedan kan du logga in med en inloggningslänk.',
  action: { to: '/signup', label: 'Registrera dig' },
};

const OTHER_ACCOUNT: AuthLinkErrorNotice = {
  title: 'Länken hör till ett annat konto',
  text: 'Du är inloggad med ett annat konto än det länken skickades till. Logga ut och öppna länken igen.',
  action: { to: '/profile', label: 'Till min profil' },
};

const NOT_COMPLETED: AuthLinkErrorNotice = {
  title: 'Inloggningen kunde inte slutföras',
  text: 'Något gick fel när vi skulle logga in dig med länken. Försök igen om en stund.',
  action: { to: '/login', label: 'Gå till inloggningen' },
};

/**
 * better-auth's `?error=` codes from the links in our mails: the verification link
 * (INVALID_TOKEN, TOKEN_EXPIRED, USER_NOT_FOUND, INVALID_USER, and our EMAIL_ALREADY_VERIFIED for a
 * used one) and the sign-in link
 * (INVALID_TOKEN, new_user_signup_disabled, user_not_found, failed_to_create_session, …).
 */
const NOTICES: Record<string, AuthLinkErrorNotice> = {
  INVALID_TOKEN: DEAD_LINK,
  TOKEN_EXPIRED: DEAD_LINK,
  EXPIRED_TOKEN: DEAD_LINK,
  EMAIL_ALREADY_VERIFIED: USED_VERIFICATION_LINK,
  new_user_signup_disabled: NO_ACCOUNT,
  user_not_found: NO_ACCOUNT,
  USER_NOT_FOUND: NO_ACCOUNT,
  INVALID_USER: OTHER_ACCOUNT,
};

/** The Swedish explanation and the way on for an `?error=` code; unknown codes get the general one. */
export const authLinkErrorNotice = (code: string): AuthLinkErrorNotice => NOTICES[code] ?? NOT_COMPLETED;
