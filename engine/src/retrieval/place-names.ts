/**
 * A capitalised word after "i", "från" or "till" names a place: "bor i Stockholm", "flyttar till
 * Dalarna". Officers name the place where a statute says "kommun" (which municipality decides,
 * say), so the subject index hears that word too.
 */
const PLACE = /\b(?:i|från|till)\s+\p{Lu}\p{Ll}+/u;

/** The question, with "kommun" added when it names a place. */
export const withPlaceConcept = (question: string): string =>
  PLACE.test(question) ? `${question} kommun` : question;
