import { join, resolve } from 'node:path';
import { tokenize, wordUnit } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { loadAnnotations } from './annotations';
import { loadCorpus } from './load-corpus';
import { loadThesaurus } from './thesaurus';

const CORPUS_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/corpus');
const AREA_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/areas/bab');
const groups = loadThesaurus(AREA_DIR);

/** Every word unit the subject index is built from: our annotations and the statute texts. */
const indexedUnits = new Set(
  [
    ...loadAnnotations(AREA_DIR).flatMap((section) => [
      section.rule,
      ...section.terms,
      ...section.situations.map((situation) => situation.text),
    ]),
    ...loadCorpus(CORPUS_DIR, { asOf: '2026-11-22' })
      .filter((document) => document.kind === 'statute')
      .flatMap((document) => document.chunks.map((chunk) => chunk.content)),
  ]
    .flatMap(tokenize)
    .map(wordUnit),
);

describe('thesaurus of everyday words', () => {
  it('is bundled, with lower-case members each in one group only', () => {
    expect(groups.length).toBeGreaterThanOrEqual(5);
    const members = groups.flatMap((group) => group.members);
    expect(members.filter((member) => member !== member.toLowerCase().trim())).toEqual([]);
    expect(members.filter((member, index) => members.indexOf(member) !== index)).toEqual([]);
  });

  it('gives every group a one-word member the indexed corpus holds, so that its expansion can match', () => {
    const silent = groups.filter(
      (group) => !group.members.some((member) => !member.includes(' ') && indexedUnits.has(wordUnit(member))),
    );
    expect(silent.map((group) => group.concept)).toEqual([]);
  });
});
