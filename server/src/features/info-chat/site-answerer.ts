import type { InfoChatSource } from '@app/common';
import { INFO_CHAT_EXPANDABLE_BELOW } from '@app/common';
import { splitSentences } from '../chat/sentences';
import { createTermIndex } from '../knowledge/retrieval/term-index';
import { contentUnits, type LegalVocabulary, type Vocabulary, vocabularyOf } from './legal-vocabulary';
import { passageText, type SitePassage } from './site-passages';

/**
 * What the info chatbot makes of a question: one about the service (answered from the site's
 * texts), one about the law (pointed to the tool, never answered here), or anything else.
 */
export type QuestionScope = 'service' | 'law' | 'other';

export type SiteAnswer = {
  scope: QuestionScope;
  reply: string;
  canExpand: boolean;
  sources: InfoChatSource[];
  /** The site passages the reply rests on, best first (empty unless scope is 'service'). */
  passages: SitePassage[];
};

export const LAW_POINTER_REPLY =
  'Det låter som en fråga om reglerna för bostadsanpassningsbidrag. Här svarar jag bara på frågor om själva tjänsten och ger inga juridiska råd. Ställ frågan i **verktyget** på startsidan i stället: logga in, så får du ett svar som bygger på lagen och praxis, med källorna angivna.';

export const OUT_OF_SCOPE_REPLY =
  'Jag svarar bara på frågor om tjänsten, till exempel vad den gör, vad den kostar, hur personuppgifter skyddas och hur du kommer igång. Har du en annan fråga är du välkommen att **kontakta oss**.';

const LAW_SOURCES: InfoChatSource[] = [
  { title: 'Verktyget på startsidan', path: '/' },
  { title: 'Logga in', path: '/login' },
];

// A section, chapter or SFS number is the law's own way of naming itself.
const LEGAL_REFERENCE = /§|\bparagraf|\bkap\.|\b\d{4}:\d{1,4}\b/i;
/** A word is the law's when it names what the law governs, or this share of the law's texts use it… */
const MIN_LEGAL_SHARE = 0.01;
/** …and the law uses it this many times as often as the site does. */
const LEGAL_RATIO = 3;
/** A question whose word weight is this much the law's is a legal question… */
const LEGAL_QUESTION_SHARE = 0.45;
/** …unless the best site passage holds this much of it: then the site answers it. */
const SERVICE_COVERAGE = 0.75;
/** Below this share held by the best passage, the question is not about the service. */
const MIN_COVERAGE = 0.4;
/** Passages within this share of the best score join a detailed answer. */
const DETAILED_SCORE_SHARE = 0.5;
const DETAILED_PASSAGES = 3;
const DETAILED_MAX_CHARS = 1800;
const SHORT_TARGET_CHARS = 300;

const share = (vocabulary: Vocabulary, unit: string) =>
  (vocabulary.documentFrequency.get(unit) ?? 0) / Math.max(1, vocabulary.documentCount);

const idf = (vocabulary: Vocabulary, unit: string) => {
  const df = vocabulary.documentFrequency.get(unit) ?? 0;
  return Math.log(1 + (vocabulary.documentCount - df + 0.5) / (df + 0.5));
};

const sourceOf = (passage: SitePassage): InfoChatSource => ({ title: passage.pageTitle, path: passage.path });

const uniqueSources = (passages: SitePassage[]): InfoChatSource[] => {
  const seen = new Set<string>();
  return passages.map(sourceOf).filter((source) => !seen.has(source.path) && seen.add(source.path));
};

/**
 * Answers questions about the service from the site's own texts, extractively: a word index
 * (the knowledge base's BM25 term index, with its stemming, compound and typo handling) over the
 * passages, and the law's vocabulary to tell a legal question from a question about the service.
 */
export const createSiteAnswerer = (
  passages: SitePassage[],
  legal: LegalVocabulary,
  contact: InfoChatSource = { title: 'Kontakt', path: '/kontakt' },
) => {
  const site = vocabularyOf(passages.map((passage) => `${passage.heading}\n${passageText(passage)}`));
  const index = createTermIndex(
    passages.map((passage, key) => ({
      key,
      fields: [
        { text: passage.heading, weight: 2 },
        { text: passageText(passage), weight: 1 },
      ],
      phrases: [],
    })),
  );
  const passageUnits = passages.map(
    (passage) => new Set(contentUnits(`${passage.heading}\n${passageText(passage)}`)),
  );
  const maxLegalIdf = Math.log(1 + (legal.documentCount + 0.5) / 0.5);

  /**
   * The question's words, each weighed by how much it says (0–1): the law's many texts stand in
   * for the language at large, so words every rule uses ("kan", "får") weigh little and a word
   * the law never uses weighs 1. A word is the law's when it names what the law governs or the
   * law uses it often, and the law uses it far more often than the site does.
   */
  const questionWords = (question: string) =>
    [...new Set(contentUnits(question))].map((unit) => {
      const inLaw = share(legal, unit);
      return {
        unit,
        weight: inLaw > 0 ? idf(legal, unit) / maxLegalIdf : 1,
        legal:
          (legal.subjectUnits.has(unit) || inLaw >= MIN_LEGAL_SHARE) &&
          inLaw > LEGAL_RATIO * share(site, unit),
      };
    });

  const rank = (question: string) =>
    index.search(question, DETAILED_PASSAGES * 2).flatMap((hit) => {
      const passage = passages[hit.key];
      return passage ? [{ passage, score: hit.score, key: hit.key }] : [];
    });

  const scopeOf = (question: string, best: { key: number } | undefined): QuestionScope => {
    const words = questionWords(question);
    const total = words.reduce((sum, word) => sum + word.weight, 0);
    const weightOf = (keep: (word: (typeof words)[number]) => boolean) =>
      words.filter(keep).reduce((sum, word) => sum + word.weight, 0) / Math.max(total, Number.EPSILON);
    const bestUnits = best ? passageUnits[best.key] : undefined;
    // The share of the question the best passage holds: the site's retrieval score.
    const coverage = weightOf((word) => bestUnits?.has(word.unit) ?? false);
    if (coverage >= SERVICE_COVERAGE) {
      return 'service';
    }
    if (LEGAL_REFERENCE.test(question) || weightOf((word) => word.legal) >= LEGAL_QUESTION_SHARE) {
      return 'law';
    }
    return coverage >= MIN_COVERAGE ? 'service' : 'other';
  };

  /** The passage's sentences that hold most of the question's words, in their order, kept short. */
  const shortReply = (question: string, passage: SitePassage): string => {
    const wanted = new Set(contentUnits(question));
    const sentences = passage.paragraphs.flatMap(splitSentences);
    const scored = sentences.map((sentence, position) => ({
      sentence,
      position,
      score: contentUnits(sentence).reduce((sum, unit) => sum + (wanted.has(unit) ? idf(site, unit) : 0), 0),
    }));
    const chosen: typeof scored = [];
    let length = 0;
    for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
      if (
        chosen.length > 0 &&
        (candidate.score === 0 || length + candidate.sentence.length > SHORT_TARGET_CHARS)
      ) {
        break;
      }
      chosen.push(candidate);
      length += candidate.sentence.length;
    }
    const body = chosen
      .sort((a, b) => a.position - b.position)
      .map((item) => item.sentence)
      .join(' ');
    return `**${passage.heading}**\n${body || passage.list.join('\n')}`;
  };

  const fullText = (passage: SitePassage): string =>
    [`**${passage.heading}**`, ...passage.paragraphs, ...passage.list.map((item) => `- ${item}`)].join('\n');

  const detailedReply = (
    ranked: { passage: SitePassage; score: number }[],
  ): { reply: string; used: SitePassage[] } => {
    const bestScore = ranked[0]?.score ?? 0;
    const used: SitePassage[] = [];
    const parts: string[] = [];
    let length = 0;
    for (const { passage, score } of ranked.slice(0, DETAILED_PASSAGES)) {
      const text = fullText(passage);
      if (
        used.length > 0 &&
        (score < DETAILED_SCORE_SHARE * bestScore || length + text.length > DETAILED_MAX_CHARS)
      ) {
        break;
      }
      used.push(passage);
      parts.push(text);
      length += text.length;
    }
    return { reply: parts.join('\n\n'), used };
  };

  return {
    passageCount: passages.length,
    /** The passages that best match the question, best first, with their scope. */
    retrieve: (question: string): { scope: QuestionScope; passages: SitePassage[] } => {
      const ranked = rank(question);
      const scope = scopeOf(question, ranked[0]);
      return { scope, passages: scope === 'service' ? ranked.map((item) => item.passage) : [] };
    },
    answer: (question: string, options: { detailed: boolean }): SiteAnswer => {
      const ranked = rank(question);
      const best = ranked[0];
      const scope = scopeOf(question, best);
      if (scope === 'law') {
        return { scope, reply: LAW_POINTER_REPLY, canExpand: false, sources: LAW_SOURCES, passages: [] };
      }
      if (scope === 'other' || !best) {
        return {
          scope: 'other',
          reply: OUT_OF_SCOPE_REPLY,
          canExpand: false,
          sources: [contact],
          passages: [],
        };
      }
      if (options.detailed) {
        const detailed = detailedReply(ranked);
        return {
          scope,
          reply: detailed.reply,
          canExpand: false,
          sources: uniqueSources(detailed.used),
          passages: detailed.used,
        };
      }
      const reply = shortReply(question, best.passage);
      return {
        scope,
        reply,
        // Spec 1 §4: any reply under the limit can be expanded; the detailed one draws on more passages.
        canExpand: reply.length < INFO_CHAT_EXPANDABLE_BELOW,
        sources: uniqueSources([best.passage]),
        passages: ranked.map((item) => item.passage),
      };
    },
  };
};

export type SiteAnswerer = ReturnType<typeof createSiteAnswerer>;
