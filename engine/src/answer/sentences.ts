// Abbreviations after which a full stop does not end the sentence ("prop. 2017/18:80", "26 kap. 12 §").
const ABBREVIATION = /(?:^|[\s(])(?:prop|kap|s|bl\.a|t\.ex|m\.m|jfr|nr|st|dvs|resp|ref|not)\.$/i;

/** Splits Swedish legal text into sentences; keeps "1 §", "2017:900" and abbreviations intact. */
export const splitSentences = (text: string): string[] => {
  const parts = text
    .replace(/\s+/g, ' ')
    // A full stop ends a sentence only before a capital letter or a digit-led item.
    .split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9])/);
  const sentences: string[] = [];
  for (const part of parts) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) {
      sentences[sentences.length - 1] = `${previous} ${part}`;
    } else {
      sentences.push(part);
    }
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
};
