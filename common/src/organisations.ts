import { z } from 'zod';
import { INPUT_MESSAGES, isoDateSchema, isPrintableText } from './input-schemas';
import { isPublicMailDomain } from './public-mail-domains';

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 14;
export const ORGANISATION_MAX_SEATS = 100_000;
export const ORGANISATION_MAX_DOMAINS = 20;

export const ORGANISATION_MESSAGES = {
  orgNumberFormat: 'Ange organisationsnumret som tio siffror, till exempel 212000-0142.',
  orgNumberChecksum: 'Organisationsnumret är inte giltigt. Kontrollera siffrorna.',
  name: 'Ange organisationens namn.',
  seats: `Ange antalet platser som ett heltal mellan 1 och ${ORGANISATION_MAX_SEATS}.`,
  date: 'Ange datumet som ÅÅÅÅ-MM-DD.',
  period: 'Licensperioden måste sluta samma dag som den börjar eller senare.',
  domain: 'Ange domäner som till exempel kommun.se, skilda med kommatecken.',
  email: 'Ange en giltig e-postadress.',
  seatsBelowMembers: 'Antalet platser kan inte vara färre än antalet medlemmar.',
  orgNumberTaken: 'Det finns redan en organisation med det organisationsnumret.',
  noSeatsLeft: 'Alla platser i licensen är upptagna. Ta bort en medlem eller en inbjudan först.',
  alreadyMember: 'Personen är redan medlem i organisationen.',
  alreadyInvited: 'Personen har redan en giltig inbjudan.',
  invitationInvalid: 'Inbjudan är ogiltig, har gått ut eller har redan använts.',
  invitationOtherEmail: 'Inbjudan gäller en annan e-postadress. Logga in med den adress som bjöds in.',
  notOrganisationAdmin: 'Du är inte administratör för den här organisationen.',
  publicMailDomain: (domain: string) =>
    `${domain} är en allmän e-posttjänst där vem som helst kan skaffa en adress, så den kan inte höra till en organisation.`,
  operatorDomain: (domain: string) =>
    `${domain} är tjänstens egen domän och kan inte höra till en organisation.`,
  domainOfAnotherOrganisation: (domain: string) => `Domänen ${domain} hör redan till en annan organisation.`,
} as const;

/** The operator's confirmation after saving an organisation in the admin panel. */
export const organisationSavedMessage = (input: {
  name: string;
  created: boolean;
  admin_email: string | null;
}): string =>
  [
    input.created ? `Organisationen ${input.name} har skapats.` : `Ändringarna i ${input.name} har sparats.`,
    input.admin_email ? `En inbjudan har skickats till ${input.admin_email}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** Refuses a public mail domain (gmail.com, telia.com, …): it never identifies an organisation. */
export const refusePublicMailDomain = (domain: string, ctx: z.RefinementCtx): void => {
  if (isPublicMailDomain(domain)) {
    ctx.addIssue({ code: 'custom', message: ORGANISATION_MESSAGES.publicMailDomain(domain) });
  }
};

/**
 * A Swedish organisationsnummer: ten digits (a hyphen after the sixth is allowed), the third
 * digit at least 2 (legal persons), the last digit a Luhn check digit. Returns 'NNNNNN-NNNN'.
 */
export const normaliseOrgNumber = (
  value: string,
): { ok: true; value: string } | { ok: false; message: string } => {
  const compact = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(compact) || Number(compact[2]) < 2) {
    return { ok: false, message: ORGANISATION_MESSAGES.orgNumberFormat };
  }
  let sum = 0;
  for (const [index, char] of [...compact].entries()) {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0
    ? { ok: true, value: `${compact.slice(0, 6)}-${compact.slice(6)}` }
    : { ok: false, message: ORGANISATION_MESSAGES.orgNumberChecksum };
};

const DateSchema = isoDateSchema(ORGANISATION_MESSAGES.date);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const EmailSchema = z
  .string({ error: ORGANISATION_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email(ORGANISATION_MESSAGES.email).max(254, ORGANISATION_MESSAGES.email));

/** The operator's form for creating or editing an organisation. */
export const OrganisationInputSchema = z
  .object({
    name: z
      .string({ error: ORGANISATION_MESSAGES.name })
      .trim()
      .min(1, ORGANISATION_MESSAGES.name)
      .max(200)
      .refine(isPrintableText, INPUT_MESSAGES.controlCharacters),
    org_number: z.string({ error: ORGANISATION_MESSAGES.orgNumberFormat }).transform((value, ctx) => {
      const result = normaliseOrgNumber(value);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      return result.value;
    }),
    seats: z.coerce
      .number({ error: ORGANISATION_MESSAGES.seats })
      .int(ORGANISATION_MESSAGES.seats)
      .min(1, ORGANISATION_MESSAGES.seats)
      .max(ORGANISATION_MAX_SEATS, ORGANISATION_MESSAGES.seats),
    period_start: DateSchema,
    period_end: DateSchema,
    allowed_domains: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .transform((value) => value.replace(/^@/, ''))
          .pipe(z.string().regex(DOMAIN, ORGANISATION_MESSAGES.domain).superRefine(refusePublicMailDomain)),
      )
      .max(ORGANISATION_MAX_DOMAINS, ORGANISATION_MESSAGES.domain)
      .default([]),
    invoice_reference: z
      .string()
      .trim()
      .max(200)
      .refine(isPrintableText, INPUT_MESSAGES.controlCharacters)
      .nullish()
      .transform((value) => value || null),
    /** Invited as the organisation's administrator; optional when editing. */
    admin_email: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .pipe(EmailSchema.nullable()),
  })
  .refine((input) => input.period_end >= input.period_start, {
    message: ORGANISATION_MESSAGES.period,
    path: ['period_end'],
  });
export type OrganisationInput = z.input<typeof OrganisationInputSchema>;
export type OrganisationValues = z.output<typeof OrganisationInputSchema>;

export const OrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  org_number: z.string(),
  seats: z.number().int(),
  seats_used: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  allowed_domains: z.array(z.string()),
  invoice_reference: z.string().nullable(),
  /** True while today (Swedish time) lies within the licence period. */
  active: z.boolean(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/**
 * Pending invitations that would take a seat (member invitations; an administrator holds no
 * seat). The operator's list and the organisation's own page show this same figure.
 */
const PendingInvitationsSchema = z.number().int();

export const OrganisationListSchema = z.object({
  organisations: z.array(
    OrganisationSchema.extend({
      admin_emails: z.array(z.string()),
      pending_invitations: PendingInvitationsSchema,
    }),
  ),
});

export const OrganisationMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['member', 'org_admin']),
  joined_at: z.string(),
});

export const OrganisationInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['member', 'org_admin']),
  expires_at: z.string(),
});

/** The organisation administrator's view of their organisation. */
export const OrganisationOverviewSchema = z.object({
  organisation: OrganisationSchema,
  members: z.array(OrganisationMemberSchema),
  invitations: z.array(OrganisationInvitationSchema),
  pending_invitations: PendingInvitationsSchema,
  /** Seats neither held by a member nor promised to a pending invitation. */
  seats_free: z.number().int(),
});
export type OrganisationOverview = z.infer<typeof OrganisationOverviewSchema>;

export const InviteMemberSchema = z.object({ email: EmailSchema });

export const AcceptInvitationSchema = z.object({
  token: z
    .string()
    .min(20, ORGANISATION_MESSAGES.invitationInvalid)
    .max(200, ORGANISATION_MESSAGES.invitationInvalid),
});
const OrganisationRoleSchema = z.enum(['member', 'org_admin']);
export type OrganisationRole = z.infer<typeof OrganisationRoleSchema>;

/** What an invitation link offers, shown before it is accepted (also to a signed-out visitor). */
export const InvitationDetailsSchema = z.object({
  organisation_name: z.string(),
  role: OrganisationRoleSchema,
});
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

/** The invitation page's texts: what the link offers and what accepting it did. */
export const INVITATION_TEXTS = {
  offer: ({ organisation_name, role }: InvitationDetails) =>
    role === 'org_admin'
      ? `Du är inbjuden att bli administratör för ${organisation_name}.`
      : `Du är inbjuden att bli medlem i ${organisation_name}.`,
  roleMeaning: (role: OrganisationRole) =>
    role === 'org_admin'
      ? 'Som administratör hanterar du organisationens licens, medlemmar och inbjudningar.'
      : 'Som medlem använder du verktyget på organisationens licens.',
  joined: ({ organisation_name, role }: InvitationDetails) =>
    role === 'org_admin'
      ? `Du är nu administratör för ${organisation_name}.`
      : `Du är nu medlem i ${organisation_name}.`,
  invalid: ORGANISATION_MESSAGES.invitationInvalid,
  signInFirst:
    'Logga in med den e-postadress som bjöds in, eller skapa ett konto med den. Sedan kommer du tillbaka hit och kan anta inbjudan.',
} as const;

export const AcceptInvitationResponseSchema = z.object({
  organisation_id: z.string(),
  organisation_name: z.string(),
  role: z.enum(['member', 'org_admin']),
});

/** The organisations the signed-in user administers, for the header link and /organisation. */
export const MyOrganisationsSchema = z.object({
  administered: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** Where a member's tool access comes from: the organisation's licence and its last day. */
export const OrganisationLicenceSchema = z.object({
  organisation_name: z.string(),
  period_end: z.string(),
  active: z.boolean(),
});
export type OrganisationLicence = z.infer<typeof OrganisationLicenceSchema>;

/** The notice in the tool when a member's licence has ended and no subscription gives access. */
export const licenceEndedMessage = (licence: { organisation_name: string; period_end: string }): string =>
  `Licensen från ${licence.organisation_name} gällde till och med ${licence.period_end} och har gått ut. Kontakta din organisations administratör för att förlänga den.`;

export const OrganisationUsageSchema = z.object({
  weeks: z.array(
    z.object({
      week_start: z.string(),
      questions: z.number().int(),
      feedback_helpful: z.number().int(),
      feedback_not_helpful: z.number().int(),
      feedback_incorrect: z.number().int(),
    }),
  ),
  topics: z.array(z.object({ topic: z.string(), questions: z.number().int() })),
});
export type OrganisationUsage = z.infer<typeof OrganisationUsageSchema>;
