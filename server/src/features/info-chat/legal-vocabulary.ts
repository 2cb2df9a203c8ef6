import { isStopword, tokenize, wordUnit } from '@app/engine';
import { loadAnnotations, loadCorpus, loadNotCovered } from '../knowledge';

/**
 * A text's content words as the site index compares them: stemmed, å/ä/ö folded; `weak` words
 * (as written, before stemming) are left out too.
 */
export const contentUnits = (text: string, weak?: ReadonlySet<string>): string[] =>
  tokenize(text)
    .filter((word) => !isStopword(word) && word.length >= 2 && !weak?.has(word))
    .map(wordUnit);

/** How many documents of a text collection hold each word unit. */
export type Vocabulary = { documentFrequency: ReadonlyMap<string, number>; documentCount: number };

export const vocabularyOf = (documents: readonly string[]): Vocabulary => {
  const documentFrequency = new Map<string, number>();
  for (const document of documents) {
    for (const unit of new Set(contentUnits(document))) {
      documentFrequency.set(unit, (documentFrequency.get(unit) ?? 0) + 1);
    }
  }
  return { documentFrequency, documentCount: documents.length };
};

/** The law's vocabulary, and the subject index's everyday words for what it governs ("ramp", "tröskel"). */
export type LegalVocabulary = Vocabulary & { subjectUnits: ReadonlySet<string> };

/**
 * The words of the law: the bundled corpus's sections and rulings, and of each law area's pack
 * (`areaDirs`) the everyday terms and situations of its annotations and the matters it knows it
 * does not cover. A question in these words, and not in the site's, is a question for the tool.
 */
export const legalVocabularyFromCorpus = (
  corpusDir: string,
  areaDirs: readonly string[],
): LegalVocabulary => {
  const chunks = loadCorpus(corpusDir).flatMap((document) =>
    document.chunks.map((chunk) => [chunk.title, ...chunk.headingPath, chunk.content].join('\n')),
  );
  const sections = areaDirs.flatMap(loadAnnotations);
  const annotations = sections.map((section) =>
    [
      section.rule,
      ...section.terms,
      ...section.situations.flatMap((situation) => [situation.text, situation.answer]),
      ...section.commentary.map((comment) => comment.text),
    ].join('\n'),
  );
  const concepts = areaDirs.flatMap(loadNotCovered);
  const notCovered = concepts.map((concept) => [concept.name, ...concept.terms].join('\n'));
  return {
    ...vocabularyOf([...chunks, ...annotations, ...notCovered]),
    // The annotations' everyday terms only: the matters the corpus does not cover include the
    // GDPR, which the site speaks of too.
    subjectUnits: new Set(sections.flatMap((section) => section.terms).flatMap((text) => contentUnits(text))),
  };
};
