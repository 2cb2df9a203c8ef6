import {
  type ChatAnswer,
  type ChatRequest,
  type ChatStreamEvent,
  type SourceKind,
  sectionUrl,
} from '@app/common';
import { type AnswerResult, citationLabel, type Engine, type Passage } from '@app/engine';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { countOrganisationQuestion } from '../organisations';
import { countChatInteraction } from './chat-repository';
import { saveCitationMappings } from './citation-mapping-repository';
import type { ModelBudget, ModelRefusal } from './llm/model-budget';

/** The answer engine of each loaded law area, by the chat role it offers. */
export type AreaEngines = {
  /** The roles on offer, one per law area. */
  roles: readonly string[];
  forRole: (role: string) => Pick<Engine, 'answer'> | undefined;
};

export type ChatDeps = {
  db: Db;
  /** The law areas' answer engines, with the language model when one is configured. */
  engines: AreaEngines;
  /** The model's daily budget and concurrency cap; none in offline evaluation. */
  modelBudget?: ModelBudget | undefined;
  logger: Logger;
};

/** Shown instead of a model answer when the model's limits are reached (`ModelBudget`). */
export const MODEL_LIMIT_NOTICES: Record<ModelRefusal, string> = {
  daily_budget:
    'Du har använt dagens kvot av svar från språkmodellen, så svaret nedan är sammanställt direkt ur källorna. Kvoten fylls på igen inom ett dygn.',
  busy: 'Språkmodellen har många frågor just nu, så svaret nedan är sammanställt direkt ur källorna. Försök gärna igen om en stund.',
};

/** The corpus's document kinds as the chat names them. */
const sourceKind = (kind: string): SourceKind =>
  kind === 'case_summary' || kind === 'case'
    ? 'ruling'
    : kind === 'proposition'
      ? 'preparatory'
      : kind === 'guidance'
        ? 'guidance'
        : 'statute';

const toDisplayedSource = (passage: Passage): ChatAnswer['sources'][number] => ({
  id: passage.id,
  title: passage.title,
  source: passage.documentTitle,
  // A statute's link opens at the section cited, not at the top of the law.
  source_url:
    sourceKind(passage.kind) === 'statute'
      ? sectionUrl(passage.sourceUrl, passage.sectionReference)
      : passage.sourceUrl,
  file_name: passage.fileName,
  source_class: passage.sourceClass,
  section_reference: passage.sectionReference,
  citation: citationLabel(passage),
  snippet: passage.snippet,
  similarity: Math.max(0, Math.min(1, passage.score)),
  sfs_number: passage.sfsNumber,
  version_stamp: passage.versionStamp,
  repealed: passage.repealed,
  kind: sourceKind(passage.kind),
});

/**
 * The chat's answer as a stream of events: the answer of the engine of the request's role (retrieve, gate, model or
 * extractive composer, validation) under the model's budget, then the records the server keeps.
 * When the model fails mid-stream, `done.answer` is the authoritative text that replaces what
 * was streamed. Nothing of the conversation is stored, only the statement-to-source mappings;
 * on success the user's chat interaction count goes up, and so does their organisation's weekly
 * count for the topic.
 */
export async function* answerQuestion(
  deps: ChatDeps,
  input: {
    /** The role may be any loaded law area's (the evaluation asks in each area's own). */
    request: Omit<ChatRequest, 'category'> & { category: string };
    userId: string;
    requestId: string;
    signal?: AbortSignal;
  },
): AsyncGenerator<ChatStreamEvent> {
  const { request } = input;
  const engine = deps.engines.forRole(request.category);
  if (!engine) {
    throw new Error(`no law area offers the role '${request.category}'`);
  }
  const budget = deps.modelBudget;
  let result: AnswerResult | undefined;
  for await (const event of engine.answer({
    question: request.userQuestion,
    subtopic: request.subtopic,
    detailed: request.requestDetailed,
    history: request.conversationHistory,
    signal: input.signal,
    takeModelSlot: budget
      ? async () => {
          const slot = await budget.take(input.userId);
          if ('refused' in slot) {
            deps.logger.info({ limit: slot.refused }, 'model limit reached; extractive answer instead');
            return { notice: MODEL_LIMIT_NOTICES[slot.refused] };
          }
          return slot;
        }
      : undefined,
  })) {
    if (event.type === 'status') {
      yield { event: 'status', data: { step: event.step } };
    } else if (event.type === 'delta') {
      yield { event: 'delta', data: { text: event.text } };
    } else {
      result = event.result;
    }
  }
  if (!result) {
    // The user stopped the request: no count, nothing more to send.
    return;
  }
  const { report } = result;

  await countChatInteraction(deps.db, input.userId);
  await countOrganisationQuestion(deps.db, input.userId, request.subtopic);

  yield {
    event: 'done',
    data: {
      requestId: input.requestId,
      answer: result.text,
      mode: result.mode,
      abstained: result.abstained,
      paragraphSection: result.paragraphSection,
      sources: result.sources.map(toDisplayedSource),
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
