import { join, resolve } from 'node:path';
import { type CheckedSource, sectionKey, validateCitations } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../embeddings/local-embedder';
import { loadAnnotations } from './annotations';
import { loadCorpus } from './load-corpus';

const CORPUS_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/corpus');
const AREA_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/areas/bab');
const corpus = loadCorpus(CORPUS_DIR, { asOf: '2026-11-22' });
const annotations = loadAnnotations(AREA_DIR);

/** Every citable source: '2018:222 5 §' for statute sections, the case id for ruling summaries. */
const citable = new Set(
  corpus.flatMap((document) =>
    document.chunks.map((chunk) =>
      document.kind === 'statute'
        ? sectionKey(document.sfsNumber ?? '', chunk.sectionReference)
        : chunk.sectionReference,
    ),
  ),
);

/** Every citable source by its key, as the statement validator reads a source. */
const sourceByKey = new Map<string, CheckedSource>(
  corpus.flatMap((document) =>
    document.chunks.map((chunk) => {
      const key =
        document.kind === 'statute'
          ? sectionKey(document.sfsNumber ?? '', chunk.sectionReference)
          : chunk.sectionReference;
      const source: CheckedSource = {
        id: key,
        title: key,
        kind: document.kind,
        content: chunk.content,
        section: chunk.sectionReference,
        sectionReference: chunk.sectionReference,
      };
      return [key, source] as const;
    }),
  ),
);

describe('annotations (the subject index and commentary in our own words)', () => {
  it('are bundled', () => {
    expect(annotations.length).toBeGreaterThan(0);
  });

  it('annotate sections that exist, each once', () => {
    const keys = annotations.map((section) => sectionKey(section.sfs, section.ref));
    expect(keys.filter((key) => !citable.has(key))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('rest every sentence on sources that exist', () => {
    const missing = annotations.flatMap((section) =>
      [...section.commentary, ...section.pitfalls, ...section.situations]
        .flatMap((item) => item.restsOn)
        .concat(section.seeAlso)
        .filter((reference) => !citable.has(reference))
        .map((reference) => `${sectionKey(section.sfs, section.ref)} → ${reference}`),
    );
    expect(missing).toEqual([]);
  });

  it('rest each situation on its own section among others', () => {
    const unrelated = annotations.flatMap((section) =>
      section.situations
        .filter((situation) => !situation.restsOn.includes(sectionKey(section.sfs, section.ref)))
        .map((situation) => `${sectionKey(section.sfs, section.ref)}: ${situation.text}`),
    );
    expect(unrelated).toEqual([]);
  });

  it('answer each situation with its verdict first', () => {
    const opening = { ja: /^Ja[\s,.]/, nej: /^Nej[\s,.]/, 'det beror på': /^Det beror på[\s,.:;]/ } as const;
    const wrong = annotations.flatMap((section) =>
      section.situations
        .filter((situation) => !opening[situation.verdict].test(situation.answer))
        .map((situation) => situation.answer),
    );
    expect(wrong).toEqual([]);
  });

  // Answers are grounded sentence by sentence (ADR 030): our own texts must hold against the
  // sources they rest on by the validator the answers are checked with, or they drop out of them.
  it('say nothing the statement validator finds unsupported by the sources they rest on', async () => {
    const embedder = createLocalEmbedder();
    const unsupported: string[] = [];
    for (const section of annotations) {
      const key = sectionKey(section.sfs, section.ref);
      const texts = [
        { text: section.rule, restsOn: [key] },
        ...(section.condition
          ? [{ text: `Det beror ${section.condition.replace(/^om /, 'på om ')}.`, restsOn: [key] }]
          : []),
        ...section.situations.map((item) => ({ text: item.answer, restsOn: item.restsOn })),
        ...section.commentary,
        ...section.pitfalls,
      ];
      for (const { text, restsOn } of texts) {
        const sources = restsOn.flatMap((reference) => sourceByKey.get(reference) ?? []);
        const report = await validateCitations(text, sources, (batch) => embedder.embed(batch));
        if (report.statements.some((check) => !check.valid)) {
          unsupported.push(`${key}: ${text}`);
        }
      }
    }
    expect(unsupported).toEqual([]);
  });
});
