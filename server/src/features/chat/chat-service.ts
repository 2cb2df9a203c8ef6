import { type ChatAnswer, type ChatRequest, type ChatStreamEvent, refusalFor } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { Logger } from '../../logger';
import type { NotCoveredMatcher } from '../knowledge/corpus/not-covered';
import type { Embedder } from '../knowledge/embeddings/embedder';
import type { Passage } from '../knowledge/retrieval/passage';
import type { Retriever } from '../knowledge/retrieval/retriever';
import { countOrganisationQuestion } from '../organisations/organisation-service';
import { decideAnswerability } from './answer-gate';
import { saveCitationMappings } from './citation-mapping-repository';
import { validateCitations } from './citation-validator';
import { citationLabel } from './citations';
import { COMPILATION_NOTICE, composeExtractiveAnswer } from './extractive-composer';
import { buildAnswerMessages } from './llm/answer-prompt';
import { isAbstention, withoutAbstention } from './llm/llm-answer';
import type { LlmClient } from './llm/llm-client';
import type { ModelBudget, ModelRefusal } from './llm/model-budget';

export type ChatDeps = {
  db: Db;
  retriever: Retriever;
  embedder: Embedder;
  notCovered: NotCoveredMatcher;
  llm?: LlmClient | undefined;
  /** The model's daily budget and concurrency cap; none in offline evaluation. */
  modelBudget?: ModelBudget | undefined;
  logger: Logger;
};

/** Shown when the language model failed and the answer was compiled from the sources instead. */
export const LLM_FALLBACK_NOTICE =
  'Språkmodellen kunde inte svara just nu, så svaret nedan är sammanställt direkt ur källorna.';

/** Shown instead of a model answer when the model's limits are reached (`ModelBudget`). */
export const MODEL_LIMIT_NOTICES: Record<ModelRefusal, string> = {
  daily_budget:
    'Du har använt dagens kvot av svar från språkmodellen, så svaret nedan är sammanställt direkt ur källorna. Kvoten fylls på igen inom ett dygn.',
  busy: 'Språkmodellen har många frågor just nu, så svaret nedan är sammanställt direkt ur källorna. Försök gärna igen om en stund.',
};

const SHOWN_SOURCES = 5;
/**
 * Model tokens are sent together at most this often: ten updates a second read as smoothly as one
 * event per token, with far fewer writes when many answers stream at once.
 */
const DELTA_INTERVAL_MS = 100;
// A detailed answer draws on a few more sections than the first answer.
const DETAILED_SOURCES = 8;

const toDisplayedSource = (passage: Passage): ChatAnswer['sources'][number] => ({
  id: passage.id,
  title: passage.title,
  source: passage.documentTitle,
  source_url: passage.sourceUrl,
  file_name: passage.fileName,
  source_class: passage.sourceClass,
  section_reference: passage.sectionReference,
  citation: citationLabel(passage),
  snippet: passage.snippet,
  similarity: Math.max(0, Math.min(1, passage.score)),
  sfs_number: passage.sfsNumber,
  version_stamp: passage.versionStamp,
  repealed: passage.repealed,
});

type Answer = { text: string; abstained: boolean; mode: 'llm' | 'extractive' };

/**
 * The answer pipeline as a stream of events: retrieve (paragraph mode or hybrid), decide whether
 * the sources answer the question at all, answer from them only (language model, or the
 * extractive composer without one or when it fails), validate every statement against them.
 * When the model fails mid-stream, `done.answer` is the authoritative text that replaces what
 * was streamed. Nothing of the conversation is stored, only the statement-to-source mappings;
 * on success the user's chat interaction count goes up, and so does their organisation's weekly
 * count for the topic.
 */
export async function* answerQuestion(
  deps: ChatDeps,
  input: { request: ChatRequest; userId: string; requestId: string; signal?: AbortSignal },
): AsyncGenerator<ChatStreamEvent> {
  const { request } = input;
  yield { event: 'status', data: { step: 'searching' } };
  const sourceCount = request.requestDetailed ? DETAILED_SOURCES : SHOWN_SOURCES;
  const retrieval = await deps.retriever.retrieve({
    query: request.userQuestion,
    subtopic: request.subtopic,
    limit: sourceCount,
  });

  yield { event: 'status', data: { step: 'analyzing' } };
  const gate = decideAnswerability(request.userQuestion, retrieval, deps.notCovered);
  const shown = gate.answerable ? retrieval.passages : [];
  let answer: Answer | undefined;
  // Why an extractive answer stands where a model answer was wanted.
  let notice: string | undefined;

  yield { event: 'status', data: { step: 'formulating' } };
  if (!gate.answerable) {
    const text = [refusalFor(request.subtopic, gate.pointers.length > 0), ...gate.pointers].join('\n\n');
    yield { event: 'delta', data: { text } };
    answer = { text, abstained: true, mode: deps.llm ? 'llm' : 'extractive' };
  } else if (deps.llm) {
    const slot = deps.modelBudget ? await deps.modelBudget.take(input.userId) : { release: () => {} };
    if ('refused' in slot) {
      notice = MODEL_LIMIT_NOTICES[slot.refused];
      deps.logger.info({ limit: slot.refused }, 'model limit reached; extractive answer instead');
    } else {
      let text = '';
      try {
        const messages = buildAnswerMessages({
          question: request.userQuestion,
          sources: shown,
          history: request.conversationHistory,
          detailed: request.requestDetailed,
        });
        let pending = '';
        let flushedAt = 0;
        for await (const piece of deps.llm.stream(messages, input.signal)) {
          text += piece;
          pending += piece;
          if (performance.now() - flushedAt >= DELTA_INTERVAL_MS) {
            yield { event: 'delta', data: { text: pending } };
            pending = '';
            flushedAt = performance.now();
          }
        }
        if (pending) {
          yield { event: 'delta', data: { text: pending } };
        }
        if (text.trim().length === 0) {
          throw new Error('the language model answered with no text');
        }
        answer = { text, abstained: isAbstention(text), mode: 'llm' };
      } catch (error) {
        if (input.signal?.aborted) {
          // The user stopped the request: no fallback, no count, nothing more to send.
          return;
        }
        // The extractive composer is the real fallback: the user still gets a sourced answer.
        notice = LLM_FALLBACK_NOTICE;
        deps.logger.warn(
          { err: error, streamed: text.length },
          'language model failed; extractive answer instead',
        );
      } finally {
        slot.release();
      }
    }
  }
  if (!answer) {
    const guide = await deps.retriever.subjectIndex();
    const composed = composeExtractiveAnswer(request.userQuestion, shown, guide, {
      detailed: request.requestDetailed,
    });
    const text = notice ? `${notice}\n\n${composed}` : composed;
    for (const part of text.split(/(?<=\n\n)/)) {
      yield { event: 'delta', data: { text: part } };
    }
    answer = { text, abstained: false, mode: 'extractive' };
  }
  // Our own notices are not claims about the law, and a refusal makes none. Claims a model makes
  // beside its no-information sentence are checked against every source shown.
  const claims = answer.abstained
    ? ''
    : [COMPILATION_NOTICE, ...(notice ? [notice] : [])].reduce(
        (text, notice) => text.replace(notice, ''),
        withoutAbstention(answer.text),
      );
  const report = await validateCitations(claims, shown, (texts) => deps.embedder.embed(texts));

  await deps.db
    .update(userProfiles)
    .set({ chatInteractions: sql`${userProfiles.chatInteractions} + 1` })
    .where(eq(userProfiles.userId, input.userId));
  await countOrganisationQuestion(deps.db, input.userId, request.subtopic);

  yield {
    event: 'done',
    data: {
      requestId: input.requestId,
      answer: answer.text,
      mode: answer.mode,
      abstained: answer.abstained,
      paragraphSection: retrieval.paragraphSection,
      sources: shown.map(toDisplayedSource),
      validation: {
        total: report.summary.total,
        valid: report.summary.valid,
        score: report.summary.score,
        statements: report.statements.map(({ statementHash: _hash, ...check }) => check),
      },
    },
  };
  // After the answer is out: the mappings are a record for review, and a failure must not cost the answer.
  try {
    await saveCitationMappings(deps.db, report.statements);
  } catch (error) {
    deps.logger.warn({ err: error }, 'citation mappings not saved');
  }
}
