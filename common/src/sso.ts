import { z } from 'zod';
import { EmailSchema, RETURN_PATH_PARAM } from './account';
import { refusePublicMailDomain } from './organisations';

/** better-auth's provider id of an organisation's identity provider. */
export const ssoProviderId = (organisationId: string): string => `org-${organisationId}`;

/** Where the identity provider sends the user back; the organisation registers it there. */
export const ssoRedirectUri = (publicUrl: string, organisationId: string): string =>
  `${publicUrl}/api/auth/callback/${ssoProviderId(organisationId)}`;

/**
 * The provider id `POST /api/sso/start` answers for every domain an organisation signs in: the
 * server finds the organisation from the address (`loginHint`), so the answer names none.
 */
export const ORGANISATION_SIGN_IN_PROVIDER = 'organisation';

/** The web's landing after a failed sign-in at the organisation; better-auth adds `&error=…`. */
export const SSO_ERROR_PARAM = 'sso_fel';
export const SSO_ERROR_CALLBACK = `/login?${SSO_ERROR_PARAM}=1`;

/** The failure landing that keeps the page to return to (a safe path), so another try still ends there. */
export const ssoErrorCallback = (returnPath: string): string =>
  returnPath === '/'
    ? SSO_ERROR_CALLBACK
    : `${SSO_ERROR_CALLBACK}&${RETURN_PATH_PARAM}=${encodeURIComponent(returnPath)}`;

/** Where connecting the organisation's sign-in to a signed-in account lands, and fails. */
export const SSO_LINKED_PARAM = 'sso_kopplad';
export const SSO_LINK_CALLBACK = `/profile?${SSO_LINKED_PARAM}=1`;
export const SSO_LINK_ERROR_CALLBACK = `/profile?${SSO_ERROR_PARAM}=1`;

/** Our own `error` code when an admin account without a second factor comes back from the provider. */
export const SSO_ADMIN_REFUSED = 'admin_needs_second_factor';

export const SSO_MESSAGES = {
  unknownDomain:
    'Din e-postadress hör inte till någon organisation med inloggning via organisationens konto. Logga in med e-post och lösenord i stället.',
  providerDown: 'Organisationens inloggningstjänst svarar inte just nu. Försök igen om en stund.',
  signInFailed:
    'Inloggningen med organisationens konto misslyckades. Försök igen, eller kontakta din organisations administratör.',
  emailNotVerified:
    'Organisationens inloggningstjänst har inte bekräftat din e-postadress. Kontakta din organisations administratör.',
  secretRequired: 'Ange klienthemligheten.',
  domainTaken: (domain: string) => `Domänen ${domain} används redan av en annan organisations inloggning.`,
  domainNotAllowed: (domain: string) =>
    `Domänen ${domain} finns inte bland organisationens e-postdomäner. Tjänstens administratör lägger till organisationens domäner.`,
  issuerPrivate:
    'Utfärdarens adress leder till ett internt nät eller till den här servern. Ange identitetstjänstens publika adress.',
  issuerUnresolvable: 'Utfärdarens adress går inte att slå upp. Kontrollera adressen.',
  organisationMissing: 'Organisationen finns inte.',
  notOrganisationAdmin: 'Endast organisationens administratör kan ändra inloggningen.',
  accountNotLinked:
    'Det finns redan ett konto med din e-postadress. Logga in med e-post och lösenord och koppla organisationens inloggning under Profil, eller be tjänstens administratör om hjälp.',
  adminRefused:
    'Administratörskonton loggar inte in med organisationens konto utan tvåstegsverifiering. Logga in med e-post och lösenord.',
  linkNeedsFreshSignIn:
    'Logga ut och in igen med lösenord och kod från appen, och koppla sedan organisationens inloggning direkt.',
  linkOtherEmail:
    'Du loggade in hos organisationen med en annan e-postadress än kontots. Använd samma adress som ditt konto har.',
  linkFailed: 'Organisationens inloggning kunde inte kopplas till ditt konto. Försök igen.',
  linked: 'Organisationens inloggning är kopplad till ditt konto.',
} as const;

/** The Swedish text for better-auth's `error` code after a failed sign-in at the organisation. */
export const ssoErrorMessage = (error: string | null): string => {
  switch (error) {
    case 'email_not_verified':
      return SSO_MESSAGES.emailNotVerified;
    case 'account_not_linked':
      return SSO_MESSAGES.accountNotLinked;
    case SSO_ADMIN_REFUSED:
      return SSO_MESSAGES.adminRefused;
    default:
      return SSO_MESSAGES.signInFailed;
  }
};

/** The Swedish text for better-auth's `error` code after connecting the sign-in failed. */
export const ssoLinkErrorMessage = (error: string | null): string =>
  error === 'email_does_not_match' ? SSO_MESSAGES.linkOtherEmail : SSO_MESSAGES.linkFailed;

const SECURE_OR_LOOPBACK = /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$))/i;

/** https, or http on this machine only (a test or a local identity provider). */
const IssuerSchema = z
  .string()
  .trim()
  .max(500, 'Adressen är för lång.')
  .pipe(
    z.url({
      error: 'Ange utfärdarens adress (issuer), till exempel https://login.microsoftonline.com/…/v2.0.',
    }),
  )
  .refine((value) => SECURE_OR_LOOPBACK.test(value), 'Utfärdarens adress måste börja med https://.')
  .transform((value) => value.replace(/\/+$/, ''));

const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9åäö]([a-z0-9åäö-]{0,61}[a-z0-9åäö])?\.)+[a-z]{2,63}$/, {
    error: (issue) => `Ogiltig domän: ${String(issue.input)}. Skriv till exempel kommun.se.`,
  })
  .superRefine(refusePublicMailDomain);

export const SsoSettingsInputSchema = z
  .object({
    issuer: IssuerSchema,
    clientId: z.string().trim().min(1, 'Ange klient-id.').max(200, 'Klient-id är för långt.'),
    /** Left out when the stored secret stays. */
    clientSecret: z.string().trim().min(1, SSO_MESSAGES.secretRequired).max(500).optional(),
    domains: z
      .array(DomainSchema)
      .min(1, 'Ange minst en e-postdomän.')
      .max(20, 'Ange högst 20 domäner.')
      .transform((domains) => [...new Set(domains)]),
  })
  .strict();
export type SsoSettingsInput = z.infer<typeof SsoSettingsInputSchema>;

/** What an administrator sees: never the secret itself. */
export const SsoSettingsSchema = z.object({
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  domains: z.array(z.string()),
  /** The address to register at the identity provider. */
  redirectUri: z.string(),
  /** The organisation's e-mail domains, set by the operator: the sign-in may serve these only. */
  allowedDomains: z.array(z.string()),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

/** The operator's list: every organisation and whether it has its own sign-in. */
export const SsoOrganisationsSchema = z.object({
  organisations: z.array(z.object({ id: z.string(), name: z.string(), configured: z.boolean() })),
});

export const SsoStartRequestSchema = z.object({ email: EmailSchema }).strict();
export const SsoStartResponseSchema = z.object({ providerId: z.string() });
