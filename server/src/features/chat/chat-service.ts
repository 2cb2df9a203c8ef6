import type { ChatAnswer, ChatRequest, ChatStreamEvent, RetrievedSource } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { Embedder } from '../knowledge/embeddings/embedder';
import type { Retriever } from '../knowledge/retrieval/retriever';
import { validateCitations } from './citation-validator';
import { composeExtractiveAnswer } from './extractive-composer';

export type ChatDeps = { db: Db; retriever: Retriever; embedder: Embedder };

const toDisplayedSource = (source: RetrievedSource): ChatAnswer['sources'][number] => ({
  id: source.id,
  title: source.title,
  source: source.source,
  source_url: source.source_url,
  file_name: source.file_name,
  source_class: source.source_class,
  section_reference: source.section_reference,
  snippet: source.snippet,
});

/**
 * The answer pipeline as a stream of events: retrieve (paragraph mode or hybrid), compose from
 * the sources only, validate every statement against them. Nothing of the conversation is
 * stored; on success the user's chat interaction count goes up.
 */
export async function* answerQuestion(
  deps: ChatDeps,
  input: { request: ChatRequest; userId: string; requestId: string },
): AsyncGenerator<ChatStreamEvent> {
  const { request } = input;
  yield { event: 'status', data: { step: 'searching' } };
  const retrieval = await deps.retriever.retrieve({
    query: request.userQuestion,
    subtopic: request.subtopic,
  });

  yield { event: 'status', data: { step: 'analyzing' } };
  const composed = composeExtractiveAnswer(request.userQuestion, retrieval.results);

  yield { event: 'status', data: { step: 'formulating' } };
  // Streamed line by line so the first words show at once.
  for (const line of composed.text.split('\n')) {
    yield { event: 'delta', data: { text: `${line}\n` } };
  }
  const report = await validateCitations(composed.text, composed.cited, (texts) =>
    deps.embedder.embed(texts),
  );

  await deps.db
    .update(userProfiles)
    .set({ chatInteractions: sql`${userProfiles.chatInteractions} + 1` })
    .where(eq(userProfiles.userId, input.userId));

  yield {
    event: 'done',
    data: {
      requestId: input.requestId,
      answer: composed.text,
      mode: 'extractive',
      abstained: composed.abstained,
      paragraphSection: retrieval.paragraph_section,
      sources: retrieval.results.map(toDisplayedSource),
      validation: {
        total: report.summary.total,
        valid: report.summary.valid,
        score: report.summary.score,
        statements: report.statements.map(({ statementHash: _hash, ...check }) => check),
      },
    },
  };
}
