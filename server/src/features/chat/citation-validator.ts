import { createHash } from 'node:crypto';
import type { RetrievedSource } from '@app/common';
import { contentStems } from '../knowledge/text/swedish-text';
import { splitSentences } from './sentences';

/** Spec 1 §5 and §9: which statements are checked, and the thresholds. */
export const CITATION_RULES = {
  minLength: 20,
  maxLength: 500,
  mappingThreshold: 0.3,
  validAbove: 0.5,
  legalValidAbove: 0.7,
} as const;

/** The issue texts shown with a statement (spec 1 §8). */
export const CITATION_ISSUES = {
  noSource: 'Ingen källa hittad för påståendet',
  lowMatch: 'Låg överensstämmelse med källmaterial',
  noExactReference: 'Källa saknar exakt referens (sida/stycke)',
  referenceNotInSource: 'Den hänvisade paragrafen eller sidan finns inte i källan',
  propositionMismatch: 'Hänvisningen till en proposition saknar en propositionskälla',
  legalPrecision: 'Juridiskt påstående kräver högre källprecision',
} as const;

export type StatementCheck = {
  statement: string;
  statementHash: string;
  chunkId: string | null;
  confidence: number;
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

/** Statements are sentences without citations and list or heading marks. */
const statementsOf = (answer: string): string[] =>
  splitSentences(
    answer
      .replace(/\*\*[^*]+\*\*/g, ' ')
      .replace(/^\s*-\s+/gm, '')
      // Drop the citation itself: "(5 § lag (2018:222) om …)".
      .replace(/\((?:[^()]|\([^()]*\))*\(\d{4}:\d+\)(?:[^()]|\([^()]*\))*\)/g, ''),
  )
    .map((sentence) => sentence.trim())
    .filter((s) => s.length >= CITATION_RULES.minLength && s.length <= CITATION_RULES.maxLength);

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

type Unit = { source: RetrievedSource; text: string };

/**
 * Maps each statement of an answer to the source sentence it rests on and checks it against
 * the rules of spec 1 §5. A statement is valid only without issues and with confidence above
 * 0.5 (0.7 for legal statements); explicit section or page references must exist in the source.
 */
export const validateCitations = async (
  answer: string,
  sources: RetrievedSource[],
  embed?: EmbedTexts,
): Promise<CitationReport> => {
  const statements = statementsOf(answer);
  const units: Unit[] = sources.flatMap((source) =>
    splitSentences(source.content).map((text) => ({ source, text })),
  );
  let similarity: (statementIndex: number, unitIndex: number) => number;
  let method: 'embedding' | 'word_overlap' = 'embedding';
  try {
    if (!embed || statements.length === 0 || units.length === 0) {
      throw new Error('no embedder');
    }
    const vectors = await embed([...statements, ...units.map((unit) => unit.text)]);
    similarity = (s, u) => cosine(vectors[s] ?? [], vectors[statements.length + u] ?? []);
  } catch {
    method = 'word_overlap';
    similarity = (s, u) => wordOverlap(statements[s] ?? '', units[u]?.text ?? '');
  }

  const checks = statements.map((statement, s): StatementCheck => {
    let best = -1;
    let confidence = 0;
    units.forEach((_, u) => {
      const value = similarity(s, u);
      if (value > confidence) {
        confidence = value;
        best = u;
      }
    });
    const issues: string[] = [];
    const mapped = confidence >= CITATION_RULES.mappingThreshold ? units[best]?.source : undefined;
    if (!mapped) {
      issues.push(CITATION_ISSUES.noSource);
    } else {
      if (confidence <= CITATION_RULES.validAbove) {
        issues.push(CITATION_ISSUES.lowMatch);
      }
      if (!mapped.section && !/ref\.|not\./.test(mapped.section_reference)) {
        issues.push(CITATION_ISSUES.noExactReference);
      }
      const haystack = `${mapped.section_reference} ${mapped.content}`;
      const references = [...statement.matchAll(SECTION_REFERENCE), ...statement.matchAll(PAGE_REFERENCE)];
      if (references.some((match) => !haystack.includes(match[0]))) {
        issues.push(CITATION_ISSUES.referenceNotInSource);
      }
      if (
        PROPOSITION.test(statement) &&
        !sources.some((source) => /^prop\./i.test(source.section_reference))
      ) {
        issues.push(CITATION_ISSUES.propositionMismatch);
      }
      if (LEGAL_TERMS.test(statement) && confidence <= CITATION_RULES.legalValidAbove) {
        issues.push(CITATION_ISSUES.legalPrecision);
      }
    }
    return {
      statement,
      statementHash: createHash('sha256').update(statement).digest('hex'),
      chunkId: mapped?.id ?? null,
      confidence: Math.round(confidence * 1000) / 1000,
      valid: issues.length === 0 && confidence > CITATION_RULES.validAbove,
      issues,
    };
  });
  const valid = checks.filter((check) => check.valid).length;
  return {
    statements: checks,
    summary: { total: checks.length, valid, score: checks.length === 0 ? 0 : valid / checks.length, method },
  };
};
