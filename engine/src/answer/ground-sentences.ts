/**
 * Ground stage (ADR 030). Reads an answer and the sources shown; writes the answer with every
 * sentence of its own checked against the source it cites by the statement validator: a sentence
 * that fails is re-cited to the source shown that supports it, or dropped.
 */
import { type CheckedSource, type EmbedTexts, validateCitations } from './citation-validator';
import { citationLabel, citedSentences } from './citations';

const HEADING = /^\*\*[^*\n]+\*\*$/;
const LIST_MARK = /^\s*-\s+/;
// A verbatim quote ("”Bidrag lämnas …” (5 § …)") is the source's own text, checked as such.
const QUOTE = /^[”“"]/;

type Sentence<T> = { text: string; source: T | undefined };
/** A sentence kept, and whether it claims something (a bare verdict, "Nej.", claims nothing). */
type Grounded<T> = Sentence<T> & { claim: boolean };

/** Whether every statement the validator finds in a text is supported. */
const supported = async <T extends CheckedSource>(text: string, sources: T[], embed?: EmbedTexts) =>
  (await validateCitations(text, sources, embed)).statements.every((check) => check.valid);

const withCitation = (text: string, source: CheckedSource) =>
  `${text.replace(/[.:;,]$/, '')} (${citationLabel(source)}).`;

/**
 * One sentence, grounded: kept with its citation when its source supports it, else cited to the
 * source shown that does, else dropped (null).
 */
const groundSentence = async <T extends CheckedSource>(
  sentence: Sentence<T>,
  sources: T[],
  embed?: EmbedTexts,
): Promise<Grounded<T> | null> => {
  if (sentence.source) {
    const cited = await validateCitations(withCitation(sentence.text, sentence.source), sources, embed);
    if (cited.statements.every((check) => check.valid)) {
      // A bare verdict ("Nej.") holds no statement: it stands with the sentence it introduces.
      return { ...sentence, claim: cited.statements.length > 0 };
    }
  }
  // Uncited, the validator maps the sentence to the source sentence it rests on, among all shown.
  const report = await validateCitations(sentence.text, sources, embed);
  if (report.statements.length === 0) {
    return { ...sentence, claim: false };
  }
  const [first] = report.statements;
  const source = sources.find((candidate) => candidate.id === first?.chunkId);
  return source && report.statements.every((check) => check.valid && check.chunkId === source.id)
    ? { text: sentence.text, source, claim: true }
    : null;
};

/** Sentences back into a line: each run of sentences on one source closed by its citation. */
const lineOf = <T extends CheckedSource>(sentences: Sentence<T>[]): string =>
  sentences
    .map((sentence, index) => {
      const next = sentences[index + 1];
      return sentence.source && next?.source !== sentence.source
        ? withCitation(sentence.text, sentence.source)
        : sentence.text;
    })
    .join(' ');

/**
 * Every sentence of an answer's own (the short answer, the explanation, the reminders; not the
 * quotes) grounded in the source it cites: re-cited to the source shown that supports it, or
 * dropped with its line when nothing does. A part left without lines loses its heading. A line
 * whose statements all hold stays as it was.
 */
export const groundSentences = async <T extends CheckedSource>(
  answer: string,
  sources: T[],
  embed?: EmbedTexts,
): Promise<string> => {
  const blocks = await Promise.all(
    answer.split('\n\n').map(async (block) => {
      const lines = block.split('\n');
      const grounded = await Promise.all(
        lines.map(async (line) => {
          const mark = LIST_MARK.exec(line)?.[0] ?? '';
          const body = line.slice(mark.length);
          if (HEADING.test(line) || QUOTE.test(body) || (await supported(line, sources, embed))) {
            return line;
          }
          const sentences = await Promise.all(
            citedSentences(body, sources).map(({ text, citations }) =>
              groundSentence({ text, source: citations.at(-1)?.source }, sources, embed),
            ),
          );
          const kept = sentences.filter((sentence): sentence is Grounded<T> => sentence !== null);
          // A verdict left without the sentence it rests on says nothing.
          return kept.some((sentence) => sentence.claim) ? `${mark}${lineOf(kept)}` : null;
        }),
      );
      const kept = grounded.filter((line): line is string => line !== null);
      return kept.every((line) => HEADING.test(line)) && lines.some((line) => HEADING.test(line))
        ? null
        : kept.join('\n');
    }),
  );
  return blocks.filter((block): block is string => block !== null && block.length > 0).join('\n\n');
};
