import { NO_RELEVANT_INFORMATION, type RetrievedSource } from '@app/common';
import { defaultIdfTable } from '../knowledge/embeddings/local-embedder';
import { contentStems, stem, tokenize } from '../knowledge/text/swedish-text';
import { splitSentences } from './sentences';

export const COMPILATION_NOTICE =
  'Svaret är en sammanställning av källtexterna nedan, inte en AI-formulering. Läs källorna och gör din egen bedömning.';

// Words of nearly every BAB question that say nothing about which rule applies.
const GENERIC = new Set([
  'bostadsanpassningsbidrag',
  'bidrag',
  'kommun',
  'lag',
  'sökand',
  'gäll',
  'kan',
  'få',
  'ska',
]);

const informative = (text: string) => new Set(contentStems(text).filter((stem) => !GENERIC.has(stem)));

// Definite forms the stemmer keeps apart from the base form ('syftet' / 'syfte').
const ENDINGS = ['arna', 'erna', 'na', 'et', 'en'];

/** The question's words, each also without a definite ending, so 'syftet' meets 'syfte'. */
const questionStems = (question: string) => {
  const stems = informative(question);
  for (const word of tokenize(question)) {
    for (const ending of ENDINGS) {
      if (word.endsWith(ending) && word.length - ending.length >= 4) {
        stems.add(stem(word.slice(0, -ending.length)));
      }
    }
  }
  return stems;
};

/** Sentences that set a condition or a limit: what the officer must check in the case. */
const CONDITION = /\b(om|endast|bara|under förutsättning|förutsatt|inte|får|ska|krävs|skälig)\b/i;

/**
 * Below this share of the question's weight (idf of its informative words) found in one
 * sentence, the sources are taken not to answer the question. Kept low: on the public set the
 * shares of answerable questions start at 0.2, so a higher bar would silence right answers.
 */
const MIN_COVERAGE = 0.15;
/**
 * Weak word evidence needs strong retrieval: below this coverage the answer also needs the top
 * source's fused score to show that full-text and vector search agree on it. On the public set
 * answerable questions with thin coverage (0.20–0.27) have a top score of 0.97 or more; an
 * out-of-scope question matched on side words ('ansöker', 'bistånd') scored 0.83.
 */
const THIN_COVERAGE = 0.35;
const AGREED_TOP_SCORE = 0.9;

/** How many sentences each part of the answer takes: a detailed answer shows twice as many. */
const PART_SIZES = { normal: { law: 3, checks: 3, related: 3 }, detailed: { law: 6, checks: 6, related: 5 } };

type Scored = { sentence: string; source: RetrievedSource; overlap: number; rank: number; score: number };

const citation = (source: RetrievedSource) => `(${source.title})`;

const cite = ({ sentence, source }: Scored) => `${sentence.replace(/[.:;]$/, '')} ${citation(source)}.`;

export type ExtractiveAnswer = {
  text: string;
  abstained: boolean;
  cited: RetrievedSource[];
  coverage: number;
};

/**
 * A deterministic answer made only of sentences from the retrieved sections, each with its
 * citation: short answer, what the law says, what to check, related rules. It abstains when the
 * sources share too little of the question's meaning. A detailed answer ('Visa utförligt svar')
 * takes more sentences from the same sources.
 */
export const composeExtractiveAnswer = (
  question: string,
  sources: RetrievedSource[],
  options: { detailed?: boolean } = {},
): ExtractiveAnswer => {
  const sizes = options.detailed ? PART_SIZES.detailed : PART_SIZES.normal;
  const idf = defaultIdfTable();
  const wanted = questionStems(question);
  const questionWeight = [...informative(question)].reduce((sum, stem) => sum + idf.weight(stem), 0);
  const scored: Scored[] = sources.flatMap((source, rank) =>
    splitSentences(source.content)
      .filter((sentence) => sentence.length >= 20 && !/^Lag \(\d{4}:\d+\)\.?$/.test(sentence))
      .map((sentence) => {
        const shared = [...informative(sentence)].filter((stem) => wanted.has(stem));
        const weight = shared.reduce((sum, stem) => sum + idf.weight(stem), 0);
        // Rare shared words count most; retrieval's order breaks near-ties.
        return { sentence, source, rank, overlap: shared.length, score: weight / (1 + 0.25 * rank) };
      }),
  );
  const relevant = scored.filter((item) => item.overlap > 0);
  const bestCoverage =
    Math.max(0, ...relevant.map((item) => item.score * (1 + 0.25 * item.rank))) / (questionWeight || 1);
  const topScore = sources[0]?.similarity ?? 0;
  if (
    relevant.length === 0 ||
    bestCoverage < MIN_COVERAGE ||
    (bestCoverage < THIN_COVERAGE && topScore < AGREED_TOP_SCORE)
  ) {
    return { text: NO_RELEVANT_INFORMATION, abstained: true, cited: [], coverage: bestCoverage };
  }
  const ordered = [...relevant].sort((a, b) => b.score - a.score || a.rank - b.rank);
  // The short answer comes from the best-ranked source when it says anything relevant:
  // retrieval weighs the whole section, a single sentence can match on side words.
  const best = ordered.find((item) => item.rank === 0) ?? (ordered[0] as Scored);
  const rest = ordered.filter((item) => item !== best);
  const used = new Set([best.sentence]);
  const pick = (items: Scored[], count: number) => {
    const chosen: Scored[] = [];
    for (const item of items) {
      if (chosen.length < count && !used.has(item.sentence)) {
        used.add(item.sentence);
        chosen.push(item);
      }
    }
    return chosen;
  };
  const law = pick(
    rest.filter((item) => item.source.source_class === 'core'),
    sizes.law,
  );
  const checks = pick(
    ordered.filter((item) => CONDITION.test(item.sentence)),
    sizes.checks,
  );
  const citedSources = new Set([best, ...law, ...checks].map((item) => item.source.id));
  const related = sources.filter((source) => !citedSources.has(source.id)).slice(0, sizes.related);

  const sections = [
    COMPILATION_NOTICE,
    `**Kort svar**\n${cite(best)}`,
    law.length > 0 ? `**Vad lagen säger**\n${law.map((item) => `- ${cite(item)}`).join('\n')}` : '',
    checks.length > 0
      ? `**Att kontrollera i ärendet**\n${checks.map((item) => `- ${cite(item)}`).join('\n')}`
      : '',
    related.length > 0
      ? `**Närliggande regler**\n${related.map((source) => `- ${source.title}`).join('\n')}`
      : '',
  ];
  const cited = sources.filter((source) => citedSources.has(source.id));
  return { text: sections.filter(Boolean).join('\n\n'), abstained: false, cited, coverage: bestCoverage };
};
