import { z } from 'zod';
import { EmailSchema, NameSchema } from './account';
import { INPUT_MESSAGES, isPrintableText, isSingleLineText } from './input-schemas';
import { containsPersonalData } from './personal-data';

/** Spec 2 §5: what a contact message is about. The first is the default. */
export const CONTACT_MESSAGE_TYPES = ['Allmän fråga', 'Workshop', 'Support', 'Demo', 'Samarbete'] as const;
export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];
const DEFAULT_CONTACT_MESSAGE_TYPE: ContactMessageType = 'Allmän fråga';

/**
 * `/kontakt?typ=…` preselects the message type, so the workshop, price and other pages can link
 * straight to the right kind of message.
 */
export const CONTACT_TYPE_PARAM = 'typ';
const CONTACT_TYPE_BY_PARAM = {
  allman: 'Allmän fråga',
  workshop: 'Workshop',
  support: 'Support',
  demo: 'Demo',
  samarbete: 'Samarbete',
} as const satisfies Record<string, ContactMessageType>;
export type ContactTypeParam = keyof typeof CONTACT_TYPE_BY_PARAM;

const isContactTypeParam = (value: string): value is ContactTypeParam =>
  Object.hasOwn(CONTACT_TYPE_BY_PARAM, value);

/** The message type a `typ` query value asks for; the default for a missing or unknown value. */
export const contactTypeFromParam = (value: string | null | undefined): ContactMessageType => {
  const key = (value ?? '').trim().toLowerCase();
  return isContactTypeParam(key) ? CONTACT_TYPE_BY_PARAM[key] : DEFAULT_CONTACT_MESSAGE_TYPE;
};

/** The contact page with a message type chosen, e.g. `/kontakt?typ=workshop`. */
export const contactPath = (type: ContactTypeParam): string => `/kontakt?${CONTACT_TYPE_PARAM}=${type}`;

const CONTACT_ORGANIZATION_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;
/** A message whose capitals reach this share of its length is shouting (spec 2 §9). */
const CONTACT_CAPITALS_RATIO_MAX = 0.7;
/** Spec 2 §9: the thank-you panel goes back to the form after this long. */
export const CONTACT_SUCCESS_PANEL_MS = 5000;

/** Spec 2 §5, letter for letter, plus the identity-number rule and the client id of our own. */
export const CONTACT_VALIDATION_MESSAGES = {
  organizationTooLong: 'Organisation får vara max 100 tecken',
  organizationLineBreak: 'Organisation får bara vara en rad',
  organizationMarkup: 'Organisation får inte innehålla tecknen < och >',
  messageTypeRequired: 'Välj ärendetyp',
  messageTypeInvalid: 'Ogiltigt ärendetyp',
  messageRequired: 'Meddelande krävs',
  messageTooShort: 'Meddelandet måste vara minst 10 tecken',
  messageTooLong: 'Meddelandet får vara max 3000 tecken',
  messageHtml: 'Meddelandet får inte innehålla HTML-taggar',
  messageScript: 'Meddelandet får inte innehålla skript eller JavaScript',
  messageCapitals: 'Meddelandet innehåller för många versaler',
  messageSpam: 'Meddelandet innehåller otillåtet innehåll',
  messageIdentityNumber:
    'Meddelandet får inte innehålla personnummer eller samordningsnummer. Ta bort numret och skicka igen.',
  clientId: 'Meddelandet saknar ett giltigt id. Ladda om sidan och försök igen.',
} as const;

const HTML_TAG = /<\/?[a-z][^>]*>/i;
// Inline handlers by name: a bare "on…=" would also catch Swedish words such as "onsdag =".
const SCRIPT =
  /<\s*script|javascript\s*:|\bon(?:abort|blur|change|click|contextmenu|dblclick|drag\w*|drop|error|focus\w*|input|invalid|key(?:down|press|up)|load|mouse\w+|paste|pointer\w+|reset|resize|scroll|select|submit|toggle|touch\w+|animation\w+|transition\w+|wheel)\s*=/i;
const SPAM_WORDS = ['viagra', 'casino', 'lottery', 'winner', 'congratulations', 'click here', 'free money'];
const CAPITAL = /\p{Lu}/gu;

/**
 * Spaces and tabs collapse to one space and blank lines to one blank line, so padding cannot
 * stretch a message; the line breaks that make it readable stay.
 */
export const collapseWhitespace = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const capitalsRatio = (text: string): number => (text.match(CAPITAL)?.length ?? 0) / text.length;

const MessageSchema = z
  .string({ error: CONTACT_VALIDATION_MESSAGES.messageRequired })
  .transform(collapseWhitespace)
  .pipe(
    z
      .string()
      .min(1, CONTACT_VALIDATION_MESSAGES.messageRequired)
      .min(CONTACT_MESSAGE_MIN, CONTACT_VALIDATION_MESSAGES.messageTooShort)
      .max(CONTACT_MESSAGE_MAX, CONTACT_VALIDATION_MESSAGES.messageTooLong)
      .refine(isPrintableText, INPUT_MESSAGES.controlCharacters)
      .refine((text) => !HTML_TAG.test(text), CONTACT_VALIDATION_MESSAGES.messageHtml)
      .refine((text) => !SCRIPT.test(text), CONTACT_VALIDATION_MESSAGES.messageScript)
      .refine(
        (text) => text.length === 0 || capitalsRatio(text) < CONTACT_CAPITALS_RATIO_MAX,
        CONTACT_VALIDATION_MESSAGES.messageCapitals,
      )
      .refine((text) => {
        const lower = text.toLowerCase();
        return !SPAM_WORDS.some((word) => lower.includes(word));
      }, CONTACT_VALIDATION_MESSAGES.messageSpam)
      // The chat's personal-data gate, mistyped numbers and long digit runs included. Only e-mail
      // addresses pass: a message may carry the sender's own, and nobody needs a client's number
      // to ask us something.
      .refine(
        (text) => !containsPersonalData(text, { allow: ['email'] }),
        CONTACT_VALIDATION_MESSAGES.messageIdentityNumber,
      ),
  );

/** The form's fields (spec 2 §5); the web form and POST /api/contact both use it. */
export const ContactFormSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  // One line without markup: it is a line of the operator's mail, not a place for text of its own.
  organization: z
    .string()
    .trim()
    .max(CONTACT_ORGANIZATION_MAX, CONTACT_VALIDATION_MESSAGES.organizationTooLong)
    .refine(isPrintableText, INPUT_MESSAGES.controlCharacters)
    .refine(isSingleLineText, CONTACT_VALIDATION_MESSAGES.organizationLineBreak)
    .refine((text) => !/[<>]/.test(text), CONTACT_VALIDATION_MESSAGES.organizationMarkup)
    .nullish()
    .transform((value) => (value ? value : null)),
  messageType: z.enum(CONTACT_MESSAGE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? CONTACT_VALIDATION_MESSAGES.messageTypeRequired
        : CONTACT_VALIDATION_MESSAGES.messageTypeInvalid,
  }),
  message: MessageSchema,
  /**
   * The honeypot: a field people never see, so only a bot fills it in. The server answers such a
   * message as if accepted and keeps nothing (see docs/decisions).
   */
  website: z.string().nullish(),
});

/**
 * POST /api/contact: the form plus the client's id for this submission, so a retried request
 * (a lost answer, a double click) stores and mails once.
 */
export const ContactRequestSchema = ContactFormSchema.extend({
  clientId: z.uuid(CONTACT_VALIDATION_MESSAGES.clientId),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.output<typeof ContactFormSchema>;
export type ContactRequest = z.input<typeof ContactRequestSchema>;

/**
 * The answer to a saved message. `emailNotification` is 'failed' when the message is saved but
 * the mail to us could not be handed over at once (it stays queued for retries when it could be
 * stored), so the page shows the spec's "saved, e-mail failed" toast.
 */
export const ContactResponseSchema = z.object({
  id: z.string(),
  emailNotification: z.enum(['sent', 'failed']),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
