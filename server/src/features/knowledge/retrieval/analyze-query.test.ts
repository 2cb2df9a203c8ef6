import { join, resolve } from 'node:path';
import { suggestedQuestionCatalogue } from '@app/common';
import { bundledArea } from '@app/common/testing/bundled-area';
import { analyzeQuery, contentStems, stem, tokenize } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/load-corpus';

const CORPUS_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/corpus');
const known = new Set(
  loadCorpus(CORPUS_DIR).flatMap((document) =>
    document.chunks.flatMap((chunk) =>
      contentStems(`${chunk.title} ${chunk.headingPath.join(' ')} ${chunk.content}`),
    ),
  ),
);
const catalogue = suggestedQuestionCatalogue(bundledArea()).flatMap(({ topics }) =>
  topics.flatMap(({ questions }) => questions),
);

describe('analyzeQuery', () => {
  it('adds only words the indexed corpus can match', () => {
    const unmatched = catalogue.flatMap((question) => {
      const own = new Set(tokenize(question).map(stem));
      return analyzeQuery(question, known)
        .lexemes.filter((lexeme) => !own.has(lexeme) && !known.has(lexeme))
        .map((lexeme) => `${question} → ${lexeme}`);
    });
    expect(catalogue.length).toBeGreaterThan(100);
    expect(unmatched).toEqual([]);
  });

  it('splits a compound the corpus does not have into parts it has', () => {
    expect(analyzeQuery('hissanpassning', known).lexemes).toEqual(
      expect.arrayContaining([stem('hiss'), stem('anpassning')]),
    );
  });
});
