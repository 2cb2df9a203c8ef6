import type { RetrievedSource } from '@app/common';
import { extractCitations } from '../../chat/citations';
import { composeExtractiveAnswer } from '../../chat/extractive-composer';
import { DEFAULT_SOURCE_COUNT, type Retriever } from '../retrieval/retriever';
import { type EvalQuestion, matchesExpected } from './eval-questions';

const RANK_DEPTH = 10;

export type QuestionOutcome = {
  id: string;
  retrieved: { sfs: string | null; section: string; score: number }[];
  answer: string;
  cited: { sfs: string | null; section: string }[];
  abstained: boolean;
  /** Whether a cited source is one of the expected sections. */
  citesExpected: boolean;
  /** Citations in the answer that name no retrieved source. */
  invented: number;
  /** 1-based rank of the first expected section, or null when none was found in the top 10. */
  firstRelevantRank: number | null;
  abstain: boolean;
};

export type RetrievalMetrics = {
  questions: number;
  scored: number;
  recallAt1: number;
  recallAt5: number;
  mrr: number;
  /** Share of answerable questions whose answer cites an expected section. */
  citationAccuracy: number;
  /** Share of all questions where the answer abstained exactly when it should. */
  abstentionAccuracy: number;
  inventedCitations: number;
};

const evalSection = (source: RetrievedSource): string =>
  source.section_reference.includes(' kap. ')
    ? `${source.section_reference.split(' kap. ')[0]}:${source.section ?? ''}`
    : (source.section ?? source.section_reference);

/** Answers a question from the sources the chat would show: the extractive composer or a model. */
export type Answerer = (
  question: string,
  sources: RetrievedSource[],
) => Promise<{ text: string; abstained: boolean; cited: RetrievedSource[] }>;

export const extractiveAnswerer: Answerer = async (question, sources) =>
  composeExtractiveAnswer(question, sources);

export const evaluateQuestion = async (
  retriever: Retriever,
  question: EvalQuestion,
  answerer: Answerer = extractiveAnswerer,
): Promise<QuestionOutcome> => {
  const response = await retriever.retrieve({
    query: question.question,
    subtopic: question.topic,
    limit: RANK_DEPTH,
  });
  const index = response.results.findIndex((source) =>
    question.expected.some((expected) => matchesExpected(source, expected)),
  );
  // The answer is composed from the sources the chat shows: the first five.
  const shown = response.results.slice(0, DEFAULT_SOURCE_COUNT);
  const answer = await answerer(question.question, shown);
  const titles = new Set(shown.map((source) => source.title));
  return {
    id: question.id,
    retrieved: response.results.map((source) => ({
      sfs: source.sfs_number,
      section: evalSection(source),
      score: source.similarity,
    })),
    answer: answer.text,
    cited: answer.cited.map((source) => ({ sfs: source.sfs_number, section: evalSection(source) })),
    abstained: answer.abstained,
    citesExpected: answer.cited.some((source) =>
      question.expected.some((expected) => matchesExpected(source, expected)),
    ),
    invented: extractCitations(answer.text).filter((citation) => !titles.has(citation)).length,
    firstRelevantRank: index >= 0 ? index + 1 : null,
    abstain: question.abstain === true,
  };
};

/**
 * Recall@1, recall@5 and MRR (over the top 10) on questions that name expected sections, and
 * how the extractive answer cites, abstains and invents.
 */
export const retrievalMetrics = (
  outcomes: QuestionOutcome[],
  questions: EvalQuestion[],
): RetrievalMetrics => {
  const scoredIds = new Set(questions.filter((q) => !q.abstain && q.expected.length > 0).map((q) => q.id));
  const scored = outcomes.filter((outcome) => scoredIds.has(outcome.id));
  const share = (predicate: (o: QuestionOutcome) => boolean) =>
    scored.length === 0 ? 0 : scored.filter(predicate).length / scored.length;
  return {
    questions: outcomes.length,
    scored: scored.length,
    recallAt1: share((o) => o.firstRelevantRank === 1),
    recallAt5: share((o) => o.firstRelevantRank !== null && o.firstRelevantRank <= 5),
    mrr:
      scored.length === 0
        ? 0
        : scored.reduce((sum, o) => sum + (o.firstRelevantRank ? 1 / o.firstRelevantRank : 0), 0) /
          scored.length,
    citationAccuracy: share((o) => o.citesExpected),
    abstentionAccuracy:
      outcomes.length === 0 ? 0 : outcomes.filter((o) => o.abstained === o.abstain).length / outcomes.length,
    inventedCitations: outcomes.reduce((sum, o) => sum + o.invented, 0),
  };
};
