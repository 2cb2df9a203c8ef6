import { NO_RELEVANT_INFORMATION, type RetrievedSource } from '@app/common';
import { extractCitations } from '../citations';
import { buildAnswerMessages } from './answer-prompt';
import type { LlmClient } from './llm-client';

/** The prompt asks the model to answer with exactly this text when the sources do not answer. */
export const isAbstention = (text: string): boolean => text.includes(NO_RELEVANT_INFORMATION);

/** The sources an answer cites by their title, as the prompt asks it to. */
export const citedSources = (text: string, sources: RetrievedSource[]): RetrievedSource[] => {
  const citations = new Set(extractCitations(text));
  return sources.filter((source) => citations.has(source.title));
};

/** A whole answer from the model, for evaluation (the chat streams the same call). */
export const collectLlmAnswer = async (
  llm: LlmClient,
  question: string,
  sources: RetrievedSource[],
): Promise<{ text: string; abstained: boolean; cited: RetrievedSource[] }> => {
  let text = '';
  for await (const piece of llm.stream(
    buildAnswerMessages({ question, sources, history: [], detailed: false }),
  )) {
    text += piece;
  }
  return { text, abstained: isAbstention(text), cited: citedSources(text, sources) };
};
