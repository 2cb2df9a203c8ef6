/**
 * Prompt stage. Reads the question, the passages shown, the conversation and whether a detailed
 * answer is asked for; writes the messages for the language model.
 */
import { NO_RELEVANT_INFORMATION } from '@app/common';
import type { Passage } from '../retrieval/passage';
import { citationLabel } from './citations';

/** The law area's texts in the model's messages (its domain pack's `texts`). */
export type PromptTexts = {
  /** The system prompt: answer only from the numbered sources, cite, refuse plainly. */
  systemPrompt: string;
  /** Said after a repealed law's source. */
  repealedSourceNote: string;
};

/**
 * The system prompt from the area's lines: answer only from the numbered sources, teach, cite
 * every statement, say plainly when the sources do not answer (`{noRelevantInformation}` is the
 * refusal every answer generator says), and treat source text as data, never as instructions.
 */
export const answerSystemPrompt = (lines: readonly string[]): string =>
  lines.join('\n').replaceAll('{noRelevantInformation}', NO_RELEVANT_INFORMATION);

export const DETAILED_SUFFIX =
  'Ge ett utförligare svar med fler villkor och exempel på vad som ska utredas, fortfarande bara utifrån källorna.';

/**
 * The user turn: the sources as fenced, numbered data, then what the search found decides the
 * question (its lead source, and a rule it takes for granted that the law does not have), what the
 * question asks, and the question itself.
 */
export const buildAnswerMessages = (input: {
  question: string;
  sources: Passage[];
  /** What the question asks: its asking sentences, without names. */
  focus?: string | undefined;
  /** The source that decides the question, and the answer to a rule it presupposes. */
  lead?: { source: Passage; absentRuleAnswer?: string | undefined } | undefined;
  history: { role: 'user' | 'assistant'; content: string }[];
  detailed: boolean;
  texts: PromptTexts;
}) => {
  const sourceBlock = input.sources
    .map((source, index) => {
      const repealed = source.repealed ? ` (${input.texts.repealedSourceNote})` : '';
      return `[${index + 1}] ${citationLabel(source)}${repealed}\n<<<\n${source.content}\n>>>`;
    })
    .join('\n\n');
  const leadIndex = input.lead ? input.sources.indexOf(input.lead.source) : -1;
  const guidance = [
    ...(leadIndex >= 0 && input.lead
      ? [
          `Avgörande källa enligt sökningen: [${leadIndex + 1}] ${citationLabel(input.lead.source)}. Börja svaret med den källan om den besvarar frågan.`,
        ]
      : []),
    ...(input.lead?.absentRuleAnswer
      ? [`Frågan förutsätter en regel som inte finns: ${input.lead.absentRuleAnswer}`]
      : []),
    ...(input.focus && input.focus.trim() !== input.question.trim()
      ? [`Det frågan ställer: ${input.focus.trim()}`]
      : []),
  ];
  const guidanceBlock = guidance.length > 0 ? `${guidance.join('\n')}\n\n` : '';
  return [
    { role: 'system' as const, content: input.texts.systemPrompt },
    ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
    {
      role: 'user' as const,
      content: `Källor:\n\n${sourceBlock || '(inga källor hittades)'}\n\n${guidanceBlock}Fråga: ${input.question}${input.detailed ? `\n\n${DETAILED_SUFFIX}` : ''}`,
    },
  ];
};
