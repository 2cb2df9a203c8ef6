/**
 * The answer pipeline, stage by stage: retrieve → gate → language model (prompt) or extractive
 * composer → validate. Reads a question; writes a stream of events: the steps, the answer's text
 * as it is made, then the answer with the sources it was built from and the validation report.
 * A model that fails, times out or answers nothing gives way to the extractive composer, which
 * says why; a request stopped by the user ends the stream without an answer.
 */
import { refusalFor, UNCOVERED_PARTS_HEADING } from '@app/common';
import type { NotCoveredMatcher } from '../domain/not-covered';
import type { Embedder, EngineLogger, Llm } from '../ports';
import { RANKING } from '../ranking-config';
import type { Passage, Retrieval } from '../retrieval/passage';
import type { Retriever } from '../retrieval/retriever';
import { decideAnswerability, splitUncoveredParts } from './answer-gate';
import { buildAnswerMessages, type PromptTexts } from './answer-prompt';
import { type CitationReport, validateCitations } from './citation-validator';
import {
  type AbsentRule,
  COMPILATION_NOTICE,
  composeExtractiveAnswer,
  decideLead,
} from './extractive-composer';
import { groundSentences } from './ground-sentences';
import { isAbstention, withoutAbstention } from './llm-answer';
import { askedPart, focusOf } from './question-form';

/** Shown when the language model failed and the answer was compiled from the sources instead. */
export const LLM_FALLBACK_NOTICE =
  'Språkmodellen kunde inte svara just nu, så svaret nedan är sammanställt direkt ur källorna.';

/** A model slot for one answer (released when the answer ends), or the notice why there is none. */
export type ModelSlot = { release: () => void } | { notice: string };

export type AnswerInput = {
  question: string;
  subtopic: string;
  detailed: boolean;
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Asked before the model is called; without it the model is always free. */
  takeModelSlot?: (() => Promise<ModelSlot>) | undefined;
  signal?: AbortSignal | undefined;
};

export type AnswerResult = {
  text: string;
  abstained: boolean;
  mode: 'llm' | 'extractive';
  paragraphSection: string | null;
  /** The sources the answer was built from and is shown with (none when refused). */
  sources: Passage[];
  report: CitationReport;
};

export type AnswerEvent =
  | { type: 'status'; step: 'searching' | 'analyzing' | 'formulating' }
  | { type: 'delta'; text: string }
  | { type: 'done'; result: AnswerResult };

/** A law area's texts in its answers, from its domain pack. */
export type AreaTexts = PromptTexts & {
  /** What the area answers about, as running text says it: the refusal names it. */
  subject: string;
};

/** An answer with its own sentences grounded (ADR 030); its notices stand as they are. */
const groundAnswer = async (
  text: string,
  notices: string[],
  sources: Passage[],
  embed: (texts: string[]) => Promise<number[][]>,
): Promise<string> => {
  const blocks = text.split('\n\n');
  const isNotice = (block: string) => notices.includes(block.trim());
  const claims = blocks.filter((block) => !isNotice(block)).join('\n\n');
  const grounded = await groundSentences(claims, sources, embed);
  // Nothing left standing: the answer stays as it was and its badge shows what fails.
  if (grounded === claims || grounded.trim().length === 0) {
    return text;
  }
  const leading = blocks.slice(
    0,
    blocks.findIndex((block) => !isNotice(block)),
  );
  const trailing = blocks.slice(blocks.findLastIndex((block) => !isNotice(block)) + 1);
  return [...leading, grounded, ...trailing].join('\n\n');
};

export const answerPipeline = async function* (
  deps: {
    retriever: Retriever;
    notCovered: NotCoveredMatcher;
    /** The rules the area's law does not have, by the words a question takes them for granted in. */
    absentRules: (question: string) => AbsentRule[];
    statementEmbedder: Embedder;
    llm?: Llm | undefined;
    logger: EngineLogger;
    /** The law area's texts: what it is about, the prompt, the repealed law's notes. */
    texts: AreaTexts;
  },
  input: AnswerInput,
): AsyncGenerator<AnswerEvent> {
  // The parts of the question about a matter the sources do not cover get their pointers after
  // the answer; the rest is answered from the sources (ADR 030).
  const { question, pointers } = splitUncoveredParts(input.question, deps.notCovered);
  const uncoveredNote =
    pointers.length > 0
      ? `**${UNCOVERED_PARTS_HEADING}**\n${pointers.map((pointer) => `- ${pointer}`).join('\n')}`
      : undefined;

  yield { type: 'status', step: 'searching' };
  const retrieval: Retrieval = await deps.retriever.retrieve({
    query: question,
    subtopic: input.subtopic,
    limit: input.detailed ? RANKING.limits.detailedSources : RANKING.limits.shownSources,
  });

  yield { type: 'status', step: 'analyzing' };
  const guide = await deps.retriever.subjectIndex();
  const gate = decideAnswerability(question, retrieval, deps.notCovered, guide.unknownShare);
  const shown = gate.answerable ? retrieval.passages : [];
  let answer: { text: string; abstained: boolean; mode: 'llm' | 'extractive' } | undefined;
  // Why an extractive answer stands where a model answer was wanted.
  let notice: string | undefined;

  // Rules the question takes for granted that the law does not have ("åldersgräns").
  const absentRules = deps.absentRules(askedPart(question));

  yield { type: 'status', step: 'formulating' };
  if (!gate.answerable) {
    const text = [
      refusalFor(deps.texts.subject, input.subtopic, gate.pointers.length > 0),
      ...new Set([...gate.pointers, ...pointers]),
    ].join('\n\n');
    yield { type: 'delta', text };
    answer = { text, abstained: true, mode: deps.llm ? 'llm' : 'extractive' };
  } else if (deps.llm) {
    const slot: ModelSlot = input.takeModelSlot ? await input.takeModelSlot() : { release: () => {} };
    if ('notice' in slot) {
      notice = slot.notice;
    } else {
      let text = '';
      try {
        const lead = decideLead(question, shown, guide, absentRules);
        const messages = buildAnswerMessages({
          question,
          sources: shown,
          focus: focusOf(question),
          lead: lead && { source: lead.passage, absentRuleAnswer: lead.absentRule?.answer },
          history: input.history,
          detailed: input.detailed,
          texts: deps.texts,
        });
        let pending = '';
        let flushedAt = 0;
        for await (const piece of deps.llm.stream(messages, input.signal)) {
          text += piece;
          pending += piece;
          if (performance.now() - flushedAt >= RANKING.deltaIntervalMs) {
            yield { type: 'delta', text: pending };
            pending = '';
            flushedAt = performance.now();
          }
        }
        if (pending) {
          yield { type: 'delta', text: pending };
        }
        if (text.trim().length === 0) {
          throw new Error('the language model answered with no text');
        }
        const abstained = isAbstention(text);
        if (uncoveredNote) {
          text += `\n\n${uncoveredNote}`;
          yield { type: 'delta', text: `\n\n${uncoveredNote}` };
        }
        answer = { text, abstained, mode: 'llm' };
      } catch (error) {
        if (input.signal?.aborted) {
          // The user stopped the request: no fallback, nothing more to send.
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
  // Our own notices are not claims about the law, and a refusal makes none. Claims a model makes
  // beside its no-information sentence are checked against every source shown. A sentence its
  // source does not support is re-cited to the one that does, or dropped (ADR 030).
  const notices = [
    COMPILATION_NOTICE,
    ...(notice ? [notice] : []),
    ...(uncoveredNote ? [uncoveredNote] : []),
  ];
  const checked = async (text: string, abstained: boolean) => {
    const embed = (texts: string[]) => deps.statementEmbedder.embed(texts);
    const claimsOf = (answer: string) =>
      abstained ? '' : notices.reduce((rest, notice) => rest.replace(notice, ''), withoutAbstention(answer));
    const report = await validateCitations(claimsOf(text), shown, embed);
    if (report.statements.every((check) => check.valid)) {
      return { text, report };
    }
    const grounded = await groundAnswer(text, notices, shown, embed);
    return grounded === text
      ? { text, report }
      : { text: grounded, report: await validateCitations(claimsOf(grounded), shown, embed) };
  };
  let result: { text: string; report: CitationReport };
  if (answer) {
    result = await checked(answer.text, answer.abstained);
  } else {
    const composed = composeExtractiveAnswer(question, shown, guide, {
      detailed: input.detailed,
      absentRules,
    });
    // Grounded before it is sent: what streams is what the officer keeps.
    result = await checked([notice, composed, uncoveredNote].filter(Boolean).join('\n\n'), false);
    for (const part of result.text.split(/(?<=\n\n)/)) {
      yield { type: 'delta', text: part };
    }
    answer = { text: result.text, abstained: false, mode: 'extractive' };
  }
  yield {
    type: 'done',
    result: {
      ...answer,
      text: result.text,
      paragraphSection: retrieval.paragraphSection,
      sources: shown,
      report: result.report,
    },
  };
};
