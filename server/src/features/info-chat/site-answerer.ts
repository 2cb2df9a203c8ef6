import type { InfoChatSource } from '@app/common';
import { INFO_CHAT_EXPANDABLE_BELOW } from '@app/common';
import { bm25Idf, createTermIndex, splitSentences, type ThesaurusGroup } from '@app/engine';
import { contentUnits, type LegalVocabulary, type Vocabulary, vocabularyOf } from './legal-vocabulary';
import { passageText, type SitePassage } from './site-passages';

/**
 * What the info chatbot makes of a question: one about the service (answered from the site's
 * texts), one about the law (pointed to the tool, never answered here), or anything else.
 */
export type QuestionScope = 'service' | 'law' | 'other';

/**
 * The answer from the site's texts. A question about the law gets none: the service points the
 * visitor to the tool, in words that depend on who asks (infoChatLawPointer).
 */
export type SiteAnswer =
  | { scope: 'law' }
  | {
      scope: 'service' | 'other';
      reply: string;
      canExpand: boolean;
      sources: InfoChatSource[];
      /** The site passages the reply rests on, best first (empty unless scope is 'service'). */
      passages: SitePassage[];
    };

export const OUT_OF_SCOPE_REPLY =
  'Jag svarar bara på frågor om tjänsten, till exempel vad den gör, vad den kostar, hur personuppgifter skyddas och hur du kommer igång. Har du en annan fråga är du välkommen att **kontakta oss**.';

// A section, chapter or SFS number is the law's own way of naming itself.
const LEGAL_REFERENCE = /§|\bparagraf|\bkap\.|\b\d{4}:\d{1,4}\b/i;
// In a statement: a section, chapter or SFS number, speaking in the law's name ("enligt lagen
// om …") or granting a right. Not "paragraf": the site tells how the tool cites paragraphs.
const LEGAL_STATEMENT =
  /§|\bkap\.|\b\d{4}:\d{1,4}\b|\bSFS\b|\benligt\s+(?:\S+\s+)?(?:lag|lagen|lagar|förordning|förordningen|LSS)\b|\b(?:har|ger|få)\s+rätt\s+till\b/i;
/** A word the law's subject index names is the law's when at most this share of the site uses it. */
const SUBJECT_SITE_SHARE = 0.03;
/** Another word is the law's when at least this share of the law's texts use it… */
const MIN_LEGAL_SHARE = 0.01;
/** …and the law uses it this many times as often as the site does. */
const LEGAL_RATIO = 3;
/** A question whose word weight is this much the law's is a legal question… */
const LEGAL_QUESTION_SHARE = 0.45;
/** A heading that holds this share of the question asks it: the site answers it. */
const HEADING_COVERAGE = 0.5;
/** Below this share held by the best passage, the question is not about the service. */
const MIN_COVERAGE = 0.4;
/** Passages within this share of the best score join a detailed answer. */
const DETAILED_SCORE_SHARE = 0.3;
const DETAILED_PASSAGES = 3;
const DETAILED_MAX_CHARS = 1800;
const SHORT_TARGET_CHARS = 300;
/** A passage this short (a FAQ answer) is answered whole: one of its sentences alone can mislead. */
const WHOLE_PASSAGE_CHARS = 400;
/** How much the word index's ranking counts beside coverage in choosing the passage to answer from. */
const RANK_WEIGHT = 0.15;
/** How much a passage's heading holding the question counts beside its coverage, in that choice. */
const HEADING_WEIGHT = 0.5;
/** A weak word's share of the weight it would have: it frames the question, and may be all it has. */
const WEAK_WORD_WEIGHT = 0.25;
/** The word index's best passages that coverage then ranks. */
const CANDIDATES = 10;

const share = (vocabulary: Vocabulary, unit: string) =>
  (vocabulary.documentFrequency.get(unit) ?? 0) / Math.max(1, vocabulary.documentCount);

const idf = (vocabulary: Vocabulary, unit: string) =>
  bm25Idf(vocabulary.documentCount, vocabulary.documentFrequency.get(unit) ?? 0);

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
  settings: {
    contact?: InfoChatSource;
    /** Visitors' everyday words grouped with the site's words for the same thing (site-synonyms.json). */
    synonyms?: readonly ThesaurusGroup[];
    /** Words that frame a question rather than name its subject (question-weak-words.json). */
    weakWords?: readonly string[];
  } = {},
) => {
  const contact = settings.contact ?? { title: 'Kontakt', path: '/kontakt' };
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
  const headingUnits = passages.map((passage) => new Set(contentUnits(passage.heading)));
  const maxLegalIdf = bm25Idf(legal.documentCount, 0);
  const weak = new Set(settings.weakWords ?? []);
  // Each word unit's group: the units and the words that stand for the same thing.
  const synonymsOf = new Map<string, { units: string[]; words: string[] }>();
  for (const group of settings.synonyms ?? []) {
    const entry = { units: group.members.flatMap((text) => contentUnits(text)), words: [...group.members] };
    for (const unit of entry.units) {
      synonymsOf.set(unit, entry);
    }
  }

  /**
   * A word is the law's when it names what the law governs and the site only mentions it in
   * passing ("ramp" in an example), or when the law uses it often and far more often than the
   * site does.
   */
  const legalUnit = (candidate: string) =>
    (legal.subjectUnits.has(candidate) && share(site, candidate) <= SUBJECT_SITE_SHARE) ||
    (share(legal, candidate) >= MIN_LEGAL_SHARE &&
      share(legal, candidate) > LEGAL_RATIO * share(site, candidate));

  /**
   * The question's words, each weighed by how much it says (0–1): the law's many texts stand in
   * for the language at large, so words every rule uses weigh little and a word the law never
   * uses weighs 1. A weak word ("kan", "händer", "tjänsten") frames the question: it weighs a
   * quarter and is never the law's, since its stem may be another word's ("händer" → "hand").
   */
  const questionWords = (question: string) => {
    const strong = new Set(contentUnits(question, weak));
    return [...new Set(contentUnits(question))].map((unit) => {
      const units = synonymsOf.get(unit)?.units ?? [unit];
      const weight = share(legal, unit) > 0 ? idf(legal, unit) / maxLegalIdf : 1;
      const isWeak = !strong.has(unit);
      return {
        unit,
        /** The unit and its synonyms: a passage holding any of them holds the word. */
        units,
        weight: isWeak ? WEAK_WORD_WEIGHT * weight : weight,
        // A word with a synonym in the site's own words is the site's.
        legal: !isWeak && units.every(legalUnit),
      };
    });
  };

  type QuestionWord = ReturnType<typeof questionWords>[number];
  const holds = (units: ReadonlySet<string> | undefined, word: QuestionWord) =>
    word.units.some((unit) => units?.has(unit) ?? false);
  const weightSum = (words: QuestionWord[]) => words.reduce((sum, word) => sum + word.weight, 0);
  /** The share of the words' weight that the kept words carry. */
  const shareOf = (words: QuestionWord[], keep: (word: QuestionWord) => boolean) =>
    weightSum(words.filter(keep)) / Math.max(weightSum(words), Number.EPSILON);

  /** The question with its words' synonyms added, for the word index. */
  const expanded = (question: string) =>
    [question, ...new Set(contentUnits(question).flatMap((unit) => synonymsOf.get(unit)?.words ?? []))].join(
      ' ',
    );

  const rank = (question: string) =>
    index.search(expanded(question), CANDIDATES).flatMap((hit) => {
      const passage = passages[hit.key];
      return passage ? [{ passage, score: hit.score, key: hit.key }] : [];
    });

  /**
   * The question's scope, and the ranked passages with the one that holds most of the question
   * (its coverage: the site's retrieval score) first.
   */
  const analyze = (question: string) => {
    const words = questionWords(question);
    const weightOf = (keep: (word: QuestionWord) => boolean) => shareOf(words, keep);
    const ranked = rank(question).map((item, position) => ({
      ...item,
      position,
      coverage: weightOf((word) => holds(passageUnits[item.key], word)),
      headingCoverage: weightOf((word) => holds(headingUnits[item.key], word)),
    }));
    // Coverage first; the word index's score breaks near-ties (a passage on the question's topic).
    const topScore = Math.max(Number.EPSILON, ...ranked.map((item) => item.score));
    const merit = (item: (typeof ranked)[number]) =>
      item.coverage + RANK_WEIGHT * (item.score / topScore) + HEADING_WEIGHT * item.headingCoverage;
    ranked.sort((a, b) => merit(b) - merit(a) || a.position - b.position);
    // A question the site itself asks (a FAQ question, a section heading) is the site's to answer.
    // Of several, the heading that is most nearly the question itself.
    const headingShare = (item: (typeof ranked)[number]) => {
      const heading = headingUnits[item.key] ?? new Set<string>();
      return words.filter((word) => holds(heading, word)).length / Math.max(1, heading.size);
    };
    const asked = ranked
      .filter((item) => item.headingCoverage >= HEADING_COVERAGE)
      .sort((a, b) => headingShare(b) - headingShare(a))[0];
    if (asked && !LEGAL_REFERENCE.test(question)) {
      return {
        scope: 'service' as QuestionScope,
        ranked: [asked, ...ranked.filter((item) => item !== asked)],
      };
    }
    const coverage = ranked[0]?.coverage ?? 0;
    const scope: QuestionScope =
      LEGAL_REFERENCE.test(question) || weightOf((word) => word.legal) >= LEGAL_QUESTION_SHARE
        ? 'law'
        : coverage >= MIN_COVERAGE
          ? 'service'
          : 'other';
    return { scope, ranked };
  };

  const fullText = (passage: SitePassage): string =>
    [`**${passage.heading}**`, ...passage.paragraphs, ...passage.list.map((item) => `- ${item}`)].join('\n');

  /**
   * The passage's sentences and list items that hold most of the question's words, in their
   * order, kept short; a text that leads into its list ("… styr hur vi bygger tjänsten:") keeps it.
   */
  const shortReply = (question: string, passage: SitePassage): string => {
    if (passageText(passage).length <= WHOLE_PASSAGE_CHARS) {
      return fullText(passage);
    }
    const wanted = new Set(contentUnits(question));
    const pieces = [
      ...passage.paragraphs.flatMap(splitSentences).map((text) => ({ text, item: false })),
      ...passage.list.map((text) => ({ text, item: true })),
    ];
    const scored = pieces.map((piece, position) => ({
      ...piece,
      position,
      score: contentUnits(piece.text).reduce(
        (sum, unit) => sum + (wanted.has(unit) ? idf(site, unit) : 0),
        0,
      ),
    }));
    const chosen: typeof scored = [];
    let length = 0;
    for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
      if (
        chosen.length > 0 &&
        (candidate.score === 0 || length + candidate.text.length > SHORT_TARGET_CHARS)
      ) {
        break;
      }
      chosen.push(candidate);
      length += candidate.text.length;
    }
    chosen.sort((a, b) => a.position - b.position);
    const leadsIntoList = chosen.some((piece) => !piece.item && piece.text.endsWith(':'));
    const lines: string[] = [];
    for (const piece of leadsIntoList
      ? [...chosen.filter((p) => !p.item), ...scored.filter((p) => p.item)]
      : chosen) {
      const line = piece.item ? `- ${piece.text}` : piece.text;
      const previous = lines.at(-1);
      // Sentences of running text stay on one line; list items each get their own.
      if (!piece.item && previous !== undefined && !previous.startsWith('- ')) {
        lines[lines.length - 1] = `${previous} ${line}`;
      } else {
        lines.push(line);
      }
    }
    return [`**${passage.heading}**`, ...lines].join('\n');
  };

  const detailedReply = (
    ranked: { passage: SitePassage; score: number }[],
  ): { reply: string; used: SitePassage[] } => {
    const bestScore = Math.max(0, ...ranked.map((item) => item.score));
    const used: SitePassage[] = [];
    const parts: string[] = [];
    let length = 0;
    for (const { passage, score } of ranked) {
      const text = fullText(passage);
      if (used.length > 0 && score < DETAILED_SCORE_SHARE * bestScore) {
        continue;
      }
      if (
        used.length >= DETAILED_PASSAGES ||
        (used.length > 0 && length + text.length > DETAILED_MAX_CHARS)
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
    /** Whether a question is about the service, the law, or neither. */
    scopeOf: (question: string): QuestionScope => analyze(question).scope,
    /**
     * Whether a text states the law: a sentence in the law's own terms (a section or SFS number,
     * "enligt lagen", a right granted), or whose words are mostly the law's, as a legal question's are.
     */
    statesLaw: (text: string): boolean =>
      splitSentences(text).some(
        (sentence) =>
          LEGAL_STATEMENT.test(sentence) ||
          shareOf(questionWords(sentence), (word) => word.legal) >= LEGAL_QUESTION_SHARE,
      ),
    answer: (question: string, options: { detailed: boolean }): SiteAnswer => {
      const { scope, ranked } = analyze(question);
      const best = ranked[0];
      if (scope === 'law') {
        return { scope };
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
      // Spec 1 §4: a reply under the limit can be expanded, when the detailed answer says more.
      const moreToSay = detailedReply(ranked).reply.replace(/\s+/g, ' ') !== reply.replace(/\s+/g, ' ');
      return {
        scope,
        reply,
        canExpand: moreToSay && reply.length < INFO_CHAT_EXPANDABLE_BELOW,
        sources: uniqueSources([best.passage]),
        passages: ranked.map((item) => item.passage),
      };
    },
  };
};

export type SiteAnswerer = ReturnType<typeof createSiteAnswerer>;
