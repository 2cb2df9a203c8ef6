/**
 * Rerank stage (ADR 019). Reads the question's words and the candidates ranked in scope; writes
 * the same candidates with the first few reordered by what the question asks, not its setting.
 */
import { RANKING } from '../ranking-config';
import { tokenize } from '../text/swedish-text';
import { wordUnit } from './term-index';

/** Shorter setting words would end unrelated compounds as well ("kök", "wc"). */
const MIN_COMPOUND_TAIL = RANKING.rerank.minCompoundTail;

/** Whether a word of a question only sets its scene. */
export type SettingWords = (word: string) => boolean;

/**
 * The words almost every question of a law area mentions as its setting, not as its issue (the
 * domain's setting concepts: the measure or device, the room it is in, the aid that makes it
 * needed). A question about repairing a device is about repair, one about the owner's consent to
 * a measure is about consent. Set per concept from the statute and the trade, never from an
 * evaluation question's words (ADR 010). A word names a setting when it, or the last part of its
 * compound ("entréramp"), is one. Snowball keeps the neuter definite ending ("badrummet",
 * "köket"), so the base form is tried too.
 */
export const createSettingWords = (concepts: Record<string, readonly string[]>): SettingWords => {
  const units = new Set(Object.values(concepts).flat().map(wordUnit));
  const tails = [...units].filter((context) => context.length >= MIN_COMPOUND_TAIL);
  const namesContext = (unit: string): boolean =>
    units.has(unit) || tails.some((context) => unit.length > context.length && unit.endsWith(context));
  return (word) => {
    const unit = wordUnit(word);
    const base = /^.{3,}et$/.test(unit) ? unit.slice(0, -2) : null;
    return [unit, ...(base ? [base, base.replace(/([^aeiouy])\1$/, '$1')] : [])].some(namesContext);
  };
};

export type IssueSplit = {
  /** The question without the words that only set the scene: what it asks about. */
  issue: string;
  /** The setting words that were taken out (the measure, the room, the aid). */
  context: string[];
};

/** Splits a question into its issue and its setting (the measure, the room, the aid). */
export const splitIssue = (question: string, isSetting: SettingWords): IssueSplit => {
  const words = tokenize(question);
  const context = words.filter(isSetting);
  return { issue: words.filter((word) => !isSetting(word)).join(' '), context };
};

export type Candidate = { id: string; score: number };

/** How many of the fused list's first candidates the issue may reorder. */
export const ISSUE_RERANK_DEPTH = RANKING.rerank.depth;
/** How much a candidate loses when all of its match rests on the setting (0 keeps the fusion's order). */
const SETTING_PENALTY = RANKING.rerank.settingPenalty;

/** A candidate's subject-index score for the whole question and for its issue alone. */
export type IssueJudgement = { full: number; issue: number };

/**
 * A second stage over the fused ranking's first few candidates: a candidate whose match rests on
 * the setting (its subject score falls without the measure, room and aid) gives way to one whose
 * match rests on what is asked. 5 §, "which measures", pulled up by the ramp a question about
 * consent mentions, falls behind 10 §. Candidates the issue cannot judge (null: not in the
 * subject index) keep their places.
 */
export const rerankByIssue = <T extends Candidate>(
  ranked: T[],
  judge: (id: string) => IssueJudgement | null,
): T[] => {
  const head = ranked.slice(0, ISSUE_RERANK_DEPTH);
  const judged = head.flatMap((candidate, index) => {
    const judgement = judge(candidate.id);
    if (!judgement || !(judgement.full > 0)) {
      return [];
    }
    const settingShare = Math.max(0, judgement.full - judgement.issue) / judgement.full;
    return [{ candidate, index, score: candidate.score * (1 - SETTING_PENALTY * settingShare) }];
  });
  if (judged.length < 2) {
    return ranked;
  }
  const order = [...judged].sort((a, b) => b.score - a.score || a.index - b.index);
  // The judged candidates take each other's places; the scores stay with the places, since later
  // stages read a score as how far down a candidate is.
  const reordered = [...head];
  judged.forEach(({ index }, slot) => {
    const moved = order[slot]?.candidate;
    if (moved) {
      reordered[index] = { ...moved, score: head[index]?.score ?? moved.score };
    }
  });
  return [...reordered, ...ranked.slice(ISSUE_RERANK_DEPTH)];
};

type Scored = { id: string; score: number };

/**
 * Rerank stage (ADR 019): the measure, room or aid a question names only sets the scene; what it
 * asks decides among the first few. Reads the candidates ranked in scope, the question as the
 * subject index heard it, its subject hits, and the subject ranking of any text; writes the
 * candidates with the first few reordered.
 */
export const rerankStage = <T extends { chunk: { id: string }; score: number }>(
  isSetting: SettingWords,
  ranked: T[],
  subjectQuery: string,
  subjectHits: Scored[],
  subjectHitsFor: (query: string) => Scored[],
): (T & { id: string })[] => {
  const split = splitIssue(subjectQuery, isSetting);
  const fullScores = new Map(subjectHits.map((hit) => [hit.id, hit.score]));
  const issueScores =
    split.context.length > 0 ? new Map(subjectHitsFor(split.issue).map((hit) => [hit.id, hit.score])) : null;
  return rerankByIssue(
    ranked.map((item) => ({ ...item, id: item.chunk.id })),
    (id) => {
      const full = fullScores.get(id);
      return issueScores && full !== undefined ? { full, issue: issueScores.get(id) ?? 0 } : null;
    },
  );
};
