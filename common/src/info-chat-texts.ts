/**
 * The info chatbot's texts and limits (spec 1 §2 'Info chatbot', §5, §8, §9): a small floating
 * chat, open to everyone, that answers questions about the service itself from the site's own
 * texts. Plain constants, apart from the schemas in ./info-chat, so the button on every page
 * loads no validation code.
 */

/** A question to the info chatbot is short: it is about the service, not a case. */
export const INFO_CHAT_QUESTION_MAX = 500;
/** The visitor's earlier questions sent along, so the model can follow up (never the bot's replies). */
export const INFO_CHAT_HISTORY_QUESTIONS = 3;
/** Spec 1 §9: only a reply shorter than this can be expanded into a detailed answer. */
export const INFO_CHAT_EXPANDABLE_BELOW = 400;
/**
 * Questions per client address, on the server (documented in docs/security.md). A municipality's
 * officers share one NAT address: 200 in 10 minutes is a question every 3 seconds from the whole
 * office, far past what people type, while a script is slowed. This limit guards the server only;
 * the model's cost is capped by the shared budget of model answers, not per address.
 */
export const INFO_CHAT_RATE_LIMIT = { perWindow: 200, windowSeconds: 600 } as const;

export const INFO_CHAT_TEXTS = {
  title: 'Frågor om tjänsten',
  open: 'Öppna chatten med frågor om tjänsten',
  close: 'Stäng chatten',
  badge: 'Endast frågor om tjänsten',
  intro: 'Hej! Jag svarar på frågor om tjänsten: vad den gör, priser, dataskydd och hur du kommer igång.',
  examplesHeading: 'Exempel på frågor',
  inputLabel: 'Din fråga om tjänsten',
  placeholder: 'Skriv en fråga om tjänsten…',
  send: 'Skicka',
  expand: 'Visa mer detaljer',
  loading: 'Söker svar…',
  sourcesLabel: 'Läs mer:',
  tooLong: `Frågan får vara max ${INFO_CHAT_QUESTION_MAX} tecken lång`,
  // Spec 1 §5 'Info chatbot' and §8 'Info chatbot'.
  validationToast: 'Kunde inte skicka frågan',
  serviceError: 'Ett fel uppstod vid kommunikation med servern. Försök igen senare.',
  unexpectedError: 'Ett oväntat fel uppstod. Försök igen senare.',
  emptyReply: 'Tyvärr kunde jag inte generera ett svar just nu.',
  failureToastTitle: 'Fel uppstod',
  failureToastDescription: 'Kunde inte generera svar. Försök igen senare.',
} as const;

/** Spec 1 §2: what the product does, GDPR safety, who can test the service, how AI is used. */
export const INFO_CHAT_EXAMPLE_QUESTIONS = [
  'Vad är tjänsten till för?',
  'Är tjänsten säker enligt GDPR?',
  'Vem kan testa tjänsten och hur kommer jag igång?',
  'Hur används AI i tjänsten?',
] as const;
