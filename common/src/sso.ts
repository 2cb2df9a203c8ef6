import { z } from 'zod';
import { EmailSchema } from './account';

/** better-auth's provider id of an organisation's identity provider. */
export const ssoProviderId = (organisationId: string): string => `org-${organisationId}`;

/** Where the identity provider sends the user back; the organisation registers it there. */
export const ssoRedirectUri = (publicUrl: string, organisationId: string): string =>
  `${publicUrl}/api/auth/callback/${ssoProviderId(organisationId)}`;

/** The web's landing after a failed sign-in at the organisation; better-auth adds `&error=…`. */
export const SSO_ERROR_PARAM = 'sso_fel';
export const SSO_ERROR_CALLBACK = `/login?${SSO_ERROR_PARAM}=1`;

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
  organisationMissing: 'Organisationen finns inte.',
  notOrganisationAdmin: 'Endast organisationens administratör kan ändra inloggningen.',
} as const;

/** The Swedish text for better-auth's `error` code after a failed sign-in at the organisation. */
export const ssoErrorMessage = (error: string | null): string =>
  error === 'email_not_verified' ? SSO_MESSAGES.emailNotVerified : SSO_MESSAGES.signInFailed;

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
  });

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
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

/** The operator's list: every organisation and whether it has its own sign-in. */
export const SsoOrganisationsSchema = z.object({
  organisations: z.array(z.object({ id: z.string(), name: z.string(), configured: z.boolean() })),
});

export const SsoStartRequestSchema = z.object({ email: EmailSchema }).strict();
export const SsoStartResponseSchema = z.object({ providerId: z.string() });
