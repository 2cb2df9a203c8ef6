/** Spec 2 §9: the legal database's preview length. Kept free of zod: the landing's SEO imports it. */
export const LEGAL_PREVIEW_CHARS = 120;

/** A card's preview line: the first 120 characters, cut at a character boundary. */
export const legalCasePreview = (text: string): string => {
  // Our summaries open with who decided and when, which the hit and the page show beside it.
  const body = text.replace(/^Avgörande: [^\n]*\n+/, '');
  return body.length > LEGAL_PREVIEW_CHARS ? `${body.slice(0, LEGAL_PREVIEW_CHARS).trimEnd()}…` : body;
};
