/** Splits Swedish legal text into sentences; keeps "1 §", "2018:222" and "bl.a." intact. */
export const splitSentences = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    // A full stop ends a sentence only before a capital letter or a digit-led item.
    .split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
