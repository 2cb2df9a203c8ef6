/**
 * Validate stage (ADR 008, spec 1 §5). Reads an answer's text and the passages shown (and an
 * embedder, when one works); writes a check per statement and a summary.
 */
import { createHash } from 'node:crypto';
import { RANKING } from '../ranking-config';
import type { Passage } from '../retrieval/passage';
import { contentStems } from '../text/swedish-text';
import { type CitationMatch, citedSentences } from './citations';
import { splitSentences } from './sentences';

/** Spec 1 §5 and §9: which statements are checked, and the thresholds. */
const CITATION_RULES = RANKING.validate;

/** The issue texts shown with a statement (spec 1 §8). */
export const CITATION_ISSUES = {
  noSource: 'Ingen källa hittad för påståendet',
  lowMatch: 'Låg överensstämmelse med källmaterial',
  noExactReference: 'Källa saknar exakt referens (sida/stycke)',
  referenceNotInSource: 'Den hänvisade paragrafen eller sidan finns inte i källan',
  citationNotInSources: 'Hänvisningen gäller en källa som inte finns bland de hämtade källorna',
  propositionMismatch: 'Hänvisningen till en proposition saknar en propositionskälla',
  legalPrecision: 'Juridiskt påstående kräver högre källprecision',
} as const;

/** What the validator needs of a source. */
export type CheckedSource = Pick<
  Passage,
  'id' | 'title' | 'kind' | 'content' | 'section' | 'sectionReference'
>;

export type StatementCheck = {
  statement: string;
  statementHash: string;
  chunkId: string | null;
  confidence: number;
  verbatim: boolean;
  valid: boolean;
  issues: string[];
};

export type CitationReport = {
  statements: StatementCheck[];
  summary: { total: number; valid: number; score: number; method: 'embedding' | 'word_overlap' };
};

/** Embeds texts; may fail, and then matching falls back to word overlap (spec 1 §5). */
export type EmbedTexts = (texts: string[]) => Promise<number[][]>;

const LEGAL_TERMS =
  /(§|\blag(en|ar)?\b|förordning|\bska\b|\bfår\b|rätt till|skyldig|beslut|överklag|bidrag lämnas|\bkrävs\b)/i;
const SECTION_REFERENCE = /(\d+(?: [a-h])?) §/g;
const PAGE_REFERENCE = /\bs\. (\d+)/g;
const PROPOSITION = /\bprop\. \d{4}\/\d{2}:\d+/i;
const QUOTE_MARKS = /[”“"]/g;
// The verdict that opens a short answer ("Ja, …", "Det beror på om …") is not a claim the source
// words, and neither is the sentence that says the law has no such rule: the source's silence is
// its ground, and the sentences after it are checked. Nor is the verdict's appeal to the facts
// the question gives ("Ja, enligt uppgifterna i frågan."; "Nej, inte enligt uppgifterna i frågan:
// det krävs …" is checked from the condition on, as "Det beror på om …" is).
const VERDICT =
  /^(?:(?:ja|nej|det beror på)(?:, (?:inte )?enligt uppgifterna i frågan)?(?:: det krävs)?[,.:;]?(?:\s+|$)|det finns ingen sådan regel[^.]*\.\s*)/i;

/** What a statement claims, for comparison with its source: the statement without its verdict. */
const claimOf = (statement: string) => statement.replace(VERDICT, '');

/**
 * A section, a ruling's id ("HFD 2014 ref. 77", "Kammarrätten i Göteborg mål nr 1982-19", "JO dnr
 * 1234-2019"), a bill and its pages ("prop. 2017/18:80 s. 69") or a law's transitional provisions.
 */
const hasExactReference = (source: CheckedSource) =>
  source.section !== null ||
  /ref\.|not\.|mål nr \d|dnr \d|^prop\. .* s\. \d|^Övergångsbestämmelser/.test(source.sectionReference);

/** Letters and digits only, one space between words: the form verbatim quotes are compared in. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}§]+/gu, ' ')
    .trim();

type Statement<T> = { text: string; citations: CitationMatch<T>[] };

/**
 * The answer's statements: sentences without headings, list marks and citations, each with the
 * citations that support it (its own, else those that close its line: "… Nej. Bidrag … (HFD …).").
 */
const statementsOf = <T extends CheckedSource>(answer: string, sources: T[]): Statement<T>[] =>
  answer
    .replace(/\*\*[^*\n]+\*\*/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^\s*-\s+/, '').trim())
    .filter(Boolean)
    .flatMap((line) => citedSentences(line, sources))
    .filter(
      (s) => claimOf(s.text).length >= CITATION_RULES.minLength && s.text.length <= CITATION_RULES.maxLength,
    );

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    na += (a[i] ?? 0) ** 2;
    nb += (b[i] ?? 0) ** 2;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
};

const wordOverlap = (statement: string, text: string) => {
  const words = new Set(contentStems(statement));
  if (words.size === 0) {
    return 0;
  }
  const other = new Set(contentStems(text));
  return [...words].filter((word) => other.has(word)).length / words.size;
};

/**
 * Maps each statement of an answer to the source sentence it rests on and checks it against
 * the rules of spec 1 §5. A statement quoted word for word from a source is verbatim. Any other
 * is valid only without issues and with confidence above 0.5 (0.7 for legal statements); it is
 * checked against the sources it cites when it cites any. A citation that names none of the
 * sources, and a section or page reference its source does not contain, make it invalid.
 */
export const validateCitations = async <T extends CheckedSource>(
  answer: string,
  sources: T[],
  embed?: EmbedTexts,
): Promise<CitationReport> => {
  const statements = statementsOf(answer, sources);
  // A reworded statement often joins two neighbouring sentences of its source, so pairs count too.
  const units = sources.flatMap((source) => {
    const sentences = splitSentences(source.content);
    return [
      ...sentences.map((text) => ({ source, text })),
      ...sentences.slice(1).map((text, i) => ({ source, text: `${sentences[i]} ${text}` })),
    ];
  });
  const sourceText = new Map(sources.map((source) => [source.id, comparable(source.content)]));
  let similarity: (statementIndex: number, unitIndex: number) => number;
  let method: 'embedding' | 'word_overlap' = 'embedding';
  try {
    if (!embed || statements.length === 0 || units.length === 0) {
      throw new Error('no embedder');
    }
    const vectors = await embed([
      ...statements.map((s) => claimOf(s.text)),
      ...units.map((unit) => unit.text),
    ]);
    similarity = (s, u) => cosine(vectors[s] ?? [], vectors[statements.length + u] ?? []);
  } catch {
    method = 'word_overlap';
    similarity = (s, u) => wordOverlap(claimOf(statements[s]?.text ?? ''), units[u]?.text ?? '');
  }

  const checks = statements.map(({ text, citations }, s): StatementCheck => {
    const named = citations.flatMap((citation) => (citation.source ? [citation.source.id] : []));
    const invented = citations.some((citation) => !citation.source);
    const quoted = comparable(text.replace(QUOTE_MARKS, ''));
    const verbatimSource = sources.find(
      (source) =>
        (named.length === 0 || named.includes(source.id)) &&
        (sourceText.get(source.id) ?? '').includes(quoted),
    );
    let confidence = verbatimSource ? 1 : 0;
    let mapped: T | undefined = verbatimSource;
    if (!verbatimSource) {
      let best = -1;
      units.forEach((unit, u) => {
        if (named.length > 0 && !named.includes(unit.source.id)) {
          return;
        }
        const value = similarity(s, u);
        if (value > confidence) {
          confidence = value;
          best = u;
        }
      });
      mapped = confidence >= CITATION_RULES.mappingThreshold ? units[best]?.source : undefined;
    }
    const issues: string[] = [];
    if (invented) {
      issues.push(CITATION_ISSUES.citationNotInSources);
    }
    if (!mapped) {
      issues.push(CITATION_ISSUES.noSource);
    } else {
      if (!verbatimSource && confidence <= CITATION_RULES.validAbove) {
        issues.push(CITATION_ISSUES.lowMatch);
      }
      if (!hasExactReference(mapped)) {
        issues.push(CITATION_ISSUES.noExactReference);
      }
      const haystack = `${mapped.sectionReference} ${mapped.content}`;
      const references = [...text.matchAll(SECTION_REFERENCE), ...text.matchAll(PAGE_REFERENCE)];
      if (references.some((match) => !haystack.includes(match[0]))) {
        issues.push(CITATION_ISSUES.referenceNotInSource);
      }
      if (PROPOSITION.test(text) && !sources.some((source) => /^prop\./i.test(source.sectionReference))) {
        issues.push(CITATION_ISSUES.propositionMismatch);
      }
      if (
        !verbatimSource &&
        LEGAL_TERMS.test(claimOf(text)) &&
        confidence <= CITATION_RULES.legalValidAbove
      ) {
        issues.push(CITATION_ISSUES.legalPrecision);
      }
    }
    return {
      statement: text,
      statementHash: createHash('sha256').update(text).digest('hex'),
      chunkId: mapped?.id ?? null,
      confidence: Math.round(confidence * 1000) / 1000,
      verbatim: verbatimSource !== undefined,
      valid: issues.length === 0 && (verbatimSource !== undefined || confidence > CITATION_RULES.validAbove),
      issues,
    };
  });
  const valid = checks.filter((check) => check.valid).length;
  return {
    statements: checks,
    summary: { total: checks.length, valid, score: checks.length === 0 ? 0 : valid / checks.length, method },
  };
};
