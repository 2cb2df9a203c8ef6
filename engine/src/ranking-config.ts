/**
 * Every weight, threshold, margin and limit of the answer engine, in one place. Each entry names
 * the decision record (docs/decisions) that set it; a change here is a change of ranking or
 * answers, so it goes through the eval gate (ADR 025) and, when it is a decision, a new record.
 */

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends object ? DeepReadonly<T[K]> : T[K] };

const deepFreeze = <T extends object>(value: T): DeepReadonly<T> => {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) {
      deepFreeze(child);
    }
  }
  return Object.freeze(value) as DeepReadonly<T>;
};

export const RANKING = deepFreeze({
  limits: {
    /** Sources a retrieval returns unless asked for more, and the most it ever returns (ADR 006). */
    defaultSources: 5,
    maxSources: 50,
    /** Candidates each ranked list contributes to the fusion (ADR 010). */
    candidatesPerList: 50,
    /** Sources an answer is built from and shown with; a detailed answer draws on more (ADR 008). */
    shownSources: 5,
    detailedSources: 8,
  },
  companions: {
    /** Rulings shown beside the statute sections when the question holds their facts (issue 27). */
    describedRulings: 2,
  },
  paragraphMode: {
    /** Chunks of the named section an answer in paragraph mode draws on (ADR 006). */
    top: 2,
  },
  bm25: {
    /**
     * Word BM25 over the whole corpus (k1 and b: ADR 006). Its impacts are stored at ingestion
     * against a fixed average chunk length (lexeme positions; the bundled corpus has 38) so they
     * stay valid as the corpus grows (no ADR: set with the inverted index, docs/architecture.md).
     */
    corpus: { k1: 1.2, b: 0.75, averageChunkLength: 40 },
    /**
     * Lexemes in more than this share of chunks are left out of the query: little weight, long
     * postings (no ADR: set with the inverted index).
     */
    commonLexemeShare: 0.2,
    /** Each lexeme contributes at most its best postings: bounded work at any corpus size (no ADR: as above). */
    postingsPerLexeme: 400,
    /** The subject index's word view: shorter entries are not favoured as much (ADR 010). */
    subjectWords: { k1: 1.2, b: 0.5 },
    /** The subject index's character n-gram view (ADR 010). */
    subjectCharGrams: { k1: 1.2, b: 0.75 },
  },
  queryExpansion: {
    /** An inflection variant or compound part needs this many letters (ADR 006). */
    minInflectionStem: 4,
    minCompoundPart: 3,
  },
  subjectIndex: {
    /** Field weights: officers' terms and situations say most, the statute's own words least (ADR 010). */
    fields: { terms: 3, situations: 2, rule: 1.5, heading: 1.5, content: 1 },
    /** A word the index lacks stands for a known one when their trigrams agree this much, a typo (ADR 010). */
    fuzzyMinDice: 0.7,
    /** Weight of a known compound part standing in for a word the index lacks (ADR 010). */
    compoundPartWeight: 0.8,
    /** Multi-word terms standing in the question: the best counts whole, the second this much (ADR 010). */
    phraseWeight: 1,
    secondPhraseWeight: 0.5,
    /** A word reached through a thesaurus group counts half of the question's own words (ADR 021). */
    thesaurusWeight: 0.5,
    /** Unknown words whose guesses are remembered (ADR 010). */
    maxGuesses: 10_000,
  },
  namedSections: {
    /** How many characters a law's name may stand before or after the section it goes with (ADR 022). */
    maxGapBefore: 6,
    maxGapAfter: 16,
  },
  /** The ranked lists and their weights in the fusion (ADR 010; named sections by ADR 022). */
  fusion: {
    words: 0.3,
    vectors: 0.2,
    subject: 2,
    subjectVectors: 0.5,
    crossReferences: 1,
    namedSections: 2,
  },
  scopePrior: {
    /** The officer's own statutes lead, annotated sections of other laws next, the rest after (ADR 010). */
    ownLaw: { primary: 1, annotated: 0.85, other: 0.45 },
    /** A law the question names leads, then the officer's sections that refer to it (ADR 010). */
    namedLaw: { named: 1, referring: 0.9, primary: 0.6, annotated: 0.5, other: 0.35 },
    /** The repealed law only when asked about (ADR 010). */
    repealed: 0.45,
    /** The subject index ranks another law's section first by this margin: that law counts as the officer's own (ADR 023). */
    impliedLawMargin: 1.5,
    /** Transitional provisions and ruling summaries supplement the sections that state the rule (ADR 006). */
    sectionlessWeight: 0.8,
    /** A chunk of the topic the officer chose (ADR 006 set it at 1.1; the 1.05 in use has no ADR of its own). */
    subtopicBoost: 1.05,
  },
  rerank: {
    /** How many of the fused list's first candidates the question's issue may reorder (ADR 019). */
    depth: 3,
    /** How much a candidate loses when all of its match rests on the setting (ADR 019). */
    settingPenalty: 0.5,
    /** Setting words shorter than this do not end compounds ("kök", "wc") (ADR 019). */
    minCompoundTail: 4,
  },
  gate: {
    /** The least share of the question's known words the best annotated section must hold (ADR 010). */
    minSubjectCoverage: 0.1,
    /**
     * A question whose asked words (modal verbs and names aside) are mostly unknown to every
     * source is refused (ADR 029).
     */
    maxUnknownFocusShare: 0.6,
  },
  compose: {
    /** Word and part budgets of the offline answer, short and detailed (ADR 010). */
    budgets: {
      normal: { words: 240, quotes: 2, rulings: 1, preparatory: 1, pitfalls: 1, commentary: 0 },
      detailed: { words: 500, quotes: 4, rulings: 3, preparatory: 2, pitfalls: 3, commentary: 4 },
    },
    /** A situation is the question's case when most of its words are there… (ADR 010) */
    situationMinCoverage: 0.5,
    /** …and clearly more of them than of a situation with another verdict (ADR 010). */
    situationMargin: 0.1,
    /** The lead is chosen among this many of the first statute sources (ADR 029). */
    leadCandidates: 4,
    /**
     * A section that qualifies the lead takes its place when the search scored it at least this
     * share of the lead: found relevant, not only shown (ADR 029).
     */
    qualifierScoreShare: 0.5,
    /** Statute sentences shorter than this are not quoted (ADR 010). */
    minQuoteLength: 20,
  },
  /** Which statements are checked, and the thresholds (ADR 008, from spec 1 §5 and §9). */
  validate: {
    minLength: 20,
    maxLength: 500,
    mappingThreshold: 0.3,
    validAbove: 0.5,
    legalValidAbove: 0.7,
  },
  /** Snippets are cut to this many characters (ADR 006). */
  snippetLength: 300,
  /** Model tokens go out at most this often (ADR 008). */
  deltaIntervalMs: 100,
  caches: {
    /** Retrieval results kept between identical questions until the corpus changes (ADR 009, ADR 033). */
    retrieval: { capacity: 500 },
    /** Chunk facts and shown chunks kept in memory, some 15 MB at most (ADR 009). */
    chunkFacts: 20_000,
    chunks: 1_000,
  },
});

export type RankingConfig = typeof RANKING;
