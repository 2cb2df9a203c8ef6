import { splitSentences } from './sentences';

/** What a citation in an answer names: a statute section by its title, a ruling by its id. */
export type Citable = { title: string; kind: string; sectionReference: string };

/**
 * How an answer cites a source: a statute section by its full title ("25 § förvaltningslagen
 * (2017:900)"), a ruling summary by its id ("HFD 2020 ref. 70").
 */
export const citationLabel = (source: Citable): string =>
  source.kind === 'statute' ? source.title : source.sectionReference;

/** A parenthesised group, one level of nested parentheses allowed: "(25 § förvaltningslagen (2017:900))". */
const PARENTHESISED = /\(((?:[^()]|\([^()]*\))*)\)/g;
/** The citation form the prompt asks for: "(N § lag (YYYY:NNN) …)" or "(N kap. M § … (YYYY:NNN) …)". */
const SECTION_CITATION = /^(?:\d+ kap\. )?\d+(?: [a-h])? § .*\(\d{4}:\d+\)/;

export type CitationMatch<T> = {
  /** The citation as written, without its parentheses. */
  text: string;
  /** Where it starts in the answer. */
  index: number;
  /** The source it names, or undefined when it names none of them (an invented citation). */
  source: T | undefined;
};

/**
 * The citations of an answer in order: every parenthesised source label, and every citation in
 * the section form even when it names no given source, so an invented one is caught.
 */
export const findCitations = <T>(
  answer: string,
  sources: T[],
  labelOf: (source: T) => string,
): CitationMatch<T>[] => {
  const byLabel = new Map(sources.map((source) => [labelOf(source), source]));
  return [...answer.matchAll(PARENTHESISED)].flatMap((match) => {
    const text = (match[1] ?? '').trim();
    const source = byLabel.get(text);
    return source || SECTION_CITATION.test(text) ? [{ text, index: match.index, source }] : [];
  });
};

/**
 * The sentences of a line of an answer, each without its citations and with the citations that
 * support it: its own, else those that close its line ("… Nej. Bidrag … (HFD …).").
 */
export const citedSentences = <T extends Citable>(
  line: string,
  sources: T[],
): { text: string; citations: CitationMatch<T>[] }[] => {
  const sentences = splitSentences(line).map((sentence) => ({
    sentence,
    citations: findCitations(sentence, sources, citationLabel),
  }));
  return sentences.map(({ sentence, citations }, index) => ({
    text: citations
      .reduce((rest, citation) => rest.replace(`(${citation.text})`, ''), sentence)
      .replace(/\s+([.,;:])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
    citations:
      citations.length > 0
        ? citations
        : (sentences.slice(index + 1).find((next) => next.citations.length > 0)?.citations ?? []),
  }));
};
