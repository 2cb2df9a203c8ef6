import { join, resolve } from 'node:path';
import { type CheckedSource, citationLabel, contentStems, sectionKey, validateCitations } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../embeddings/local-embedder';
import { loadAnnotations } from './annotations';
import { loadCorpus } from './load-corpus';

const CORPUS_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/corpus');
const AREA_DIR = join(resolve(import.meta.dirname, '../../../../..'), 'data/areas/bab');
const corpus = loadCorpus(CORPUS_DIR, { asOf: '2026-11-22' });
const annotations = loadAnnotations(AREA_DIR);
const embedder = createLocalEmbedder();

/** The laws whose rules and situation answers lead answers: every one of them must verify. */
const LEADING_LAWS = new Set(['2018:222', '2018:224', '2017:900']);
const MIN_VALID_SHARE = 0.95;

/** Every citable source as the answer layer shows it: '2018:222 5 §', or a ruling's case id. */
const sources = new Map<string, CheckedSource>(
  corpus.flatMap((document) =>
    document.chunks.map((chunk): [string, CheckedSource] => [
      document.kind === 'statute'
        ? sectionKey(document.sfsNumber ?? '', chunk.sectionReference)
        : chunk.sectionReference,
      {
        id: `${document.key}-${chunk.ordinal}`,
        kind: document.kind,
        title: chunk.title,
        content: chunk.content,
        section: chunk.section,
        sectionReference: chunk.sectionReference,
      },
    ]),
  ),
);

/** The share of a sentence's content words that a source has (as the composer picks a citation). */
const support = (text: string, source: CheckedSource) => {
  const stems = contentStems(text);
  const words = new Set(contentStems(source.content));
  return stems.length === 0 ? 0 : stems.filter((stem) => words.has(stem)).length / stems.length;
};

/** The rested-on source whose words the sentence follows most closely. */
const closest = (text: string, restsOn: string[]) =>
  restsOn
    .flatMap((reference) => sources.get(reference) ?? [])
    .reduce<CheckedSource | undefined>(
      (best, candidate) => (!best || support(text, candidate) > support(text, best) ? candidate : best),
      undefined,
    );

type Checked = {
  sfs: string;
  where: string;
  kind: 'rule' | 'answer' | 'commentary' | 'pitfall';
  text: string;
  source: string;
  valid: boolean;
  detail: string;
};

/** Each of our sentences cited as the composer cites it, checked as the browser checks it. */
const checkAll = async (): Promise<Checked[]> => {
  const items = annotations.flatMap((section) => {
    const key = sectionKey(section.sfs, section.ref);
    const own = sources.get(key);
    const base = { sfs: section.sfs, where: key };
    return [
      { ...base, kind: 'rule' as const, text: section.rule, source: own },
      ...section.situations.map((situation) => ({
        ...base,
        kind: 'answer' as const,
        text: situation.answer,
        source: own,
      })),
      ...section.commentary.map((item) => ({
        ...base,
        kind: 'commentary' as const,
        text: item.text,
        source: closest(item.text, item.restsOn),
      })),
      ...section.pitfalls.map((item) => ({
        ...base,
        kind: 'pitfall' as const,
        text: item.text,
        source: closest(item.text, item.restsOn),
      })),
    ];
  });
  return Promise.all(
    items.map(async ({ source, ...item }): Promise<Checked> => {
      if (!source) {
        return { ...item, source: '?', valid: false, detail: 'no source' };
      }
      const statement = `${item.text.trim().replace(/[.:;,]$/, '')} (${citationLabel(source)}).`;
      const report = await validateCitations(statement, [source], embedder.embed);
      const failing = report.statements.filter((check) => !check.valid);
      return {
        ...item,
        source: citationLabel(source),
        valid: report.summary.total > 0 && failing.length === 0,
        detail:
          report.summary.total === 0
            ? 'no statement'
            : failing.map((check) => `${check.confidence} ${check.issues.join('; ')}`).join(' | '),
      };
    }),
  );
};

const list = (checks: Checked[]) =>
  checks.map((c) => `\n- [${c.where} ${c.kind}] ${c.detail} → (${c.source})\n  ${c.text}`).join('');

describe('annotations verify against the sources they cite (as the browser checks an answer)', async () => {
  const checks = await checkAll();
  const failing = checks.filter((check) => !check.valid);

  it(`at least ${MIN_VALID_SHARE * 100} % of our sentences are valid`, () => {
    const bySfs = [...new Set(checks.map((check) => check.sfs))]
      .map((sfs) => {
        const own = checks.filter((check) => check.sfs === sfs);
        return `${sfs}: ${own.filter((check) => check.valid).length}/${own.length}`;
      })
      .join(', ');
    const share = (checks.length - failing.length) / checks.length;
    expect(
      share,
      `${checks.length - failing.length}/${checks.length} valid (${bySfs})${list(failing)}`,
    ).toBeGreaterThanOrEqual(MIN_VALID_SHARE);
  });

  it('every rule and situation answer of the leading laws is valid', () => {
    const leading = failing.filter(
      (check) => LEADING_LAWS.has(check.sfs) && (check.kind === 'rule' || check.kind === 'answer'),
    );
    expect(leading.length, list(leading)).toBe(0);
  });
});
