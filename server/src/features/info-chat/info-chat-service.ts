import {
  INFO_CHAT_EXPANDABLE_BELOW,
  type InfoChatResponse,
  type InfoChatVisitor,
  infoChatLawPointer,
  type SiteContext,
  sitePage,
} from '@app/common';
import { ThesaurusSchema, tokenize } from '@app/engine';
import type { Db } from '../../db/database';
import type { LlmClient } from '../../infra/llm/llm-client';
import type { Logger } from '../../logger';
import type { Auth } from '../auth';
import { mayUseTool } from '../billing';
import type { AnonymousModelBudget } from './anonymous-model-budget';
import { buildInfoMessages, infoSystemPrompt } from './info-prompt';
import { legalVocabularyFromCorpus } from './legal-vocabulary';
import { createModelReplyCheck, type ReplyFault } from './model-reply-check';
import questionWeakWords from './question-weak-words.json';
import { createSiteAnswerer, type SiteAnswerer } from './site-answerer';
import { collectSitePassages, passageText, type SitePassage } from './site-passages';
import siteSynonyms from './site-synonyms.json';

/** The retrieved passages the model may use. */
const MODEL_PASSAGES = 4;
/** A model reply longer than this is cut at a sentence: the widget is small. */
const MODEL_REPLY_MAX_CHARS = 2000;

export type InfoChatDeps = {
  site: SiteContext;
  corpusDir: string;
  /** Each law area's pack folder: its annotations and not-covered register are the law's words too. */
  areaDirs: readonly string[];
  llm: LlmClient | undefined;
  /** The model answers all anonymous visitors share (absent without a model). */
  modelBudget: AnonymousModelBudget | undefined;
  logger: Logger;
};

export type InfoQuestion = {
  question: string;
  detailed: boolean;
  /** The visitor's own earlier questions, oldest first (the client's assistant turns are dropped). */
  earlierQuestions: string[];
  /** Who asks; looked up only for a question about the law, whose pointer depends on it. */
  visitor: () => Promise<InfoChatVisitor>;
  signal?: AbortSignal;
};

/** Who asks, from the request's session: the info chat is public, so a session is optional. */
export const infoChatVisitor = async (
  deps: { auth: Auth; db: Db },
  headers: Headers,
): Promise<InfoChatVisitor> => {
  const found = await deps.auth.api.getSession({ headers });
  if (!found) {
    return 'signed-out';
  }
  const role = (found.user as { role?: string | null }).role ?? null;
  return (await mayUseTool(deps.db, { id: found.user.id, role })) ? 'subscriber' : 'signed-in';
};

/** What the info chat builds once: the site texts' answerer, and the check of a model's reply. */
export type InfoChatKnowledge = {
  answerer: SiteAnswerer;
  checkModelReply: (reply: string) => ReplyFault | undefined;
};

/** Builds the knowledge at the first question: the site texts and the law's vocabulary. */
export const lazyInfoChatKnowledge = (
  deps: Pick<InfoChatDeps, 'site' | 'corpusDir' | 'areaDirs'>,
): (() => InfoChatKnowledge) => {
  let knowledge: InfoChatKnowledge | undefined;
  return () => {
    if (!knowledge) {
      const passages = collectSitePassages(deps.site);
      const contact = sitePage('contact', deps.site);
      const answerer = createSiteAnswerer(
        passages,
        legalVocabularyFromCorpus(deps.corpusDir, deps.areaDirs),
        {
          contact: { title: contact.title, path: contact.path },
          synonyms: ThesaurusSchema.parse(siteSynonyms).groups,
          // Every question here is to the service: its name says nothing of what is asked.
          weakWords: [...questionWeakWords.words, ...tokenize(deps.site.productName)],
        },
      );
      const checkModelReply = createModelReplyCheck({
        instructions: [false, true].map((detailed) => infoSystemPrompt(deps.site, detailed)),
        siteTexts: passages.map((passage) => `${passage.heading}\n${passageText(passage)}`),
        statesLaw: answerer.statesLaw,
      });
      knowledge = { answerer, checkModelReply };
    }
    return knowledge;
  };
};

const cut = (text: string): string => {
  if (text.length <= MODEL_REPLY_MAX_CHARS) {
    return text;
  }
  const head = text.slice(0, MODEL_REPLY_MAX_CHARS);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  return end > 0 ? head.slice(0, end + 1) : head;
};

const modelReply = async (
  deps: InfoChatDeps & { llm: LlmClient },
  answerer: SiteAnswerer,
  input: InfoQuestion,
  passages: SitePassage[],
): Promise<string> => {
  let text = '';
  for await (const part of deps.llm.stream(
    buildInfoMessages({
      site: deps.site,
      question: input.question,
      passages,
      // Only earlier questions about the service: a legal one never reaches the model, not even as context.
      earlierQuestions: input.earlierQuestions.filter((question) => answerer.scopeOf(question) === 'service'),
      detailed: input.detailed,
    }),
    input.signal,
  )) {
    text += part;
  }
  return cut(text.trim());
};

/**
 * Answers a question about the service. A legal question gets the way to the tool, for where the
 * visitor stands (signed out, signed in, with access); an unrelated one the pointer to contact.
 * A question about the service is answered by the model from the retrieved site texts when one is
 * configured and the shared budget allows, and extractively from those texts otherwise, when the
 * model fails, times out or says nothing, or when its reply fails the check (markup, a link, its
 * instructions, a statement of the law).
 */
export const answerInfoQuestion = async (
  deps: InfoChatDeps,
  { answerer, checkModelReply }: InfoChatKnowledge,
  input: InfoQuestion,
): Promise<InfoChatResponse> => {
  const extractive = answerer.answer(input.question, { detailed: input.detailed });
  if (extractive.scope === 'law') {
    return { ...infoChatLawPointer(deps.site, await input.visitor()), canExpand: false };
  }
  const fromSite = { reply: extractive.reply, canExpand: extractive.canExpand, sources: extractive.sources };
  const { llm, modelBudget } = deps;
  if (extractive.scope !== 'service' || !llm) {
    return fromSite;
  }
  // Past the shared budget the site texts answer, as they do without a model: no error for the visitor.
  const slot = modelBudget ? await modelBudget.take() : { release: () => {} };
  if (!slot) {
    return fromSite;
  }
  const passages = extractive.passages.slice(0, MODEL_PASSAGES);
  try {
    const reply = await modelReply({ ...deps, llm }, answerer, input, passages);
    const fault = reply === '' ? 'empty' : checkModelReply(reply);
    if (fault === undefined) {
      const seen = new Set<string>();
      const sources = passages
        .slice(0, 2)
        .map((passage) => ({ title: passage.pageTitle, path: passage.path }))
        .filter((source) => !seen.has(source.path) && seen.add(source.path));
      return { reply, canExpand: !input.detailed && reply.length < INFO_CHAT_EXPANDABLE_BELOW, sources };
    }
    // The reason only: the reply may echo the instructions or carry a planted link.
    deps.logger.warn({ fault }, 'info chat: the model reply is not shown; answering from the site texts');
  } catch (error) {
    deps.logger.warn({ err: error }, 'info chat: the model failed; answering from the site texts');
  } finally {
    slot.release();
  }
  return fromSite;
};
