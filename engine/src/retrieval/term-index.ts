import { bm25Idf, bm25Term } from '../bm25';
import type { ThesaurusGroup } from '../domain/thesaurus';
import { RANKING } from '../ranking-config';
import { foldDiacritics, wordGrams } from '../text/char-ngrams';
import { isStopword, stem, tokenize } from '../text/swedish-text';

const MIN_PART = RANKING.queryExpansion.minCompoundPart;
const {
  fuzzyMinDice: FUZZY_MIN_DICE,
  maxGuesses: MAX_GUESSES,
  thesaurusWeight: THESAURUS_WEIGHT,
} = RANKING.subjectIndex;
const DEFINITE = /^.{3,}et$/;
/**
 * Snowball leaves the -t of the supine and the -d/-t of the past tense on verbs whose stem ends in
 * a consonant ("begärt", "köpte", "hyrde"); such a word the index lacks is its verb's stem.
 */
const VERB_T_OR_D = /^.{2,}[^aeiouy][dt]$/;

/** A weighted field of an entry; phrases are the entry's terms, matched as a whole too. */
export type TermEntry<K> = { key: K; fields: { text: string; weight: number }[]; phrases: string[] };

export type TermHit<K> = {
  key: K;
  score: number;
  /** Share of the question's word weight (idf) that the entry contains, 0–1. */
  coverage: number;
  /** Share of the entry's own word weight that the question contains, 0–1. */
  entryCoverage: number;
};

/** A word's unit of comparison: its stem, with å/ä/ö folded so words typed without them match. */
export const wordUnit = (word: string): string => foldDiacritics(stem(word));

/**
 * "Vilken", "vilket" and "vilka" ask for a which: the subject index holds question forms
 * ("vilken kommun prövar", "vilken förvaltningsrätt"), and without them a question about which
 * municipality decides looks like any question about a municipality. ("Vem" is no stop word.)
 */
const QUESTION_WORDS = new Set(['vilken', 'vilket', 'vilka']);
/**
 * Modal verbs frame a question ("hon borde flytta", "måste vi lämna ut?") and say nothing of its
 * subject; as words they tied such questions to the one term that holds them ("skäligen borde ha
 * insett", 21 §). "Bör" also folds onto "bor". The database's text search keeps them.
 */
const MODAL_VERBS = new Set(['borde', 'bör', 'måste', 'kunde', 'skulle']);
const isIndexStopword = (word: string): boolean =>
  (isStopword(word) && !QUESTION_WORDS.has(word)) || MODAL_VERBS.has(word);

const contentWords = (text: string): string[] =>
  tokenize(text).filter((word) => !isIndexStopword(word) && word.length >= 2);

const units = (text: string): string[] => contentWords(text).map(wordUnit);

/**
 * A text's words as groups of alternatives: words joined by "eller" form one group, which the
 * question holds when it holds any of them ("fritidshus eller sommarstuga").
 */
const alternativeGroups = (text: string, toUnit: (word: string) => string): string[][] => {
  const groups: string[][] = [];
  let joinNext = false;
  for (const word of tokenize(text)) {
    if (word === 'eller') {
      joinNext = groups.length > 0;
      continue;
    }
    if (isIndexStopword(word) || word.length < 2) {
      continue;
    }
    const unit = toUnit(word);
    const last = groups.at(-1);
    if (joinNext && last) {
      last.push(unit);
    } else if (!groups.some((group) => group.includes(unit))) {
      groups.push([unit]);
    }
    joinNext = false;
  }
  return groups;
};

const gramSet = (word: string) => new Set(wordGrams(word).filter((gram) => gram.length === 3));

const dice = (a: Set<string>, b: Set<string>): number => {
  let shared = 0;
  for (const gram of a) {
    if (b.has(gram)) {
      shared++;
    }
  }
  return (2 * shared) / (a.size + b.size || 1);
};

/**
 * A word index over a small, fixed set of entries (the subject index's sections): BM25 over
 * stemmed, diacritic-folded words, with the question's unknown words mapped onto known ones
 * (compound parts, typos), and a bonus when a multi-word term of an entry stands in the question.
 * Words, not character n-grams, decide here: a shared fragment of two unrelated words counts
 * for nothing.
 */
export const createTermIndex = <K>(entries: TermEntry<K>[], thesaurus: ThesaurusGroup[] = []) => {
  // Snowball keeps the neuter definite ending ("beslutet", "köket", "badrummet"): such a word is
  // the same unit as its base form when the index has that form.
  const stems = new Set(entries.flatMap((entry) => entry.fields.flatMap((field) => units(field.text))));
  const unitOf = (word: string): string => {
    const unit = wordUnit(word);
    if (!stems.has(unit) && VERB_T_OR_D.test(unit) && stems.has(unit.slice(0, -1))) {
      return unit.slice(0, -1);
    }
    if (!DEFINITE.test(unit)) {
      return unit;
    }
    const base = unit.slice(0, -2);
    const single = base.replace(/([^aeiouy])\1$/, '$1');
    return stems.has(base) ? base : stems.has(single) ? single : unit;
  };
  const unitsOf = (text: string): string[] => contentWords(text).map(unitOf);
  const documentFrequency = new Map<string, number>();
  const termFrequencies = entries.map((entry) => {
    const tf = new Map<string, number>();
    for (const field of entry.fields) {
      for (const unit of unitsOf(field.text)) {
        tf.set(unit, (tf.get(unit) ?? 0) + field.weight);
      }
    }
    for (const unit of tf.keys()) {
      documentFrequency.set(unit, (documentFrequency.get(unit) ?? 0) + 1);
    }
    return tf;
  });
  const postings = new Map<string, { entry: number; tf: number }[]>();
  termFrequencies.forEach((tf, entry) => {
    for (const [unit, frequency] of tf) {
      const list = postings.get(unit) ?? [];
      list.push({ entry, tf: frequency });
      postings.set(unit, list);
    }
  });
  const lengths = termFrequencies.map((tf) => [...tf.values()].reduce((sum, value) => sum + value, 0));
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  const idfs = new Map([...documentFrequency].map(([unit, df]) => [unit, bm25Idf(entries.length, df)]));
  const idf = (unit: string) => idfs.get(unit) ?? 0;
  const groups = entries.map((entry) =>
    alternativeGroups(entry.fields.map((field) => field.text).join(' \n '), unitOf),
  );
  // Squared idf: an entry's distinctive words decide how fully the question holds it, not the
  // framing most entries share ("sökanden vill …").
  const groupWeights = groups.map((list) =>
    list.map((group) => Math.max(...group.map((unit) => idf(unit) ** 2))),
  );
  const entryWeights = groupWeights.map((weights) => weights.reduce((sum, weight) => sum + weight, 0));
  // The groups that hold each unit, so a question touches only the groups it shares a word with.
  const groupPostings = new Map<string, { entry: number; group: number }[]>();
  groups.forEach((list, entry) => {
    list.forEach((group, index) => {
      for (const unit of new Set(group)) {
        const postingList = groupPostings.get(unit) ?? [];
        postingList.push({ entry, group: index });
        groupPostings.set(unit, postingList);
      }
    });
  });
  /** Per entry, the weight of its groups the question holds, each by the question's weight for it. */
  const matchedGroupWeight = (query: Map<string, number>): Map<number, number> => {
    // Entry → group → the question's best weight among the group's units.
    const best = new Map<number, Map<number, number>>();
    for (const [unit, weight] of query) {
      for (const { entry, group } of groupPostings.get(unit) ?? []) {
        const held = best.get(entry) ?? new Map<number, number>();
        held.set(group, Math.max(held.get(group) ?? 0, weight));
        best.set(entry, held);
      }
    }
    const matched = new Map<number, number>();
    for (const [entry, held] of best) {
      let sum = 0;
      for (const [group, weight] of held) {
        sum += (groupWeights[entry]?.[group] ?? 0) * weight;
      }
      matched.set(entry, sum);
    }
    return matched;
  };
  const phrases = entries.map((entry) =>
    entry.phrases.map((phrase) => [...new Set(unitsOf(phrase))]).filter((phrase) => phrase.length >= 2),
  );

  // Trigram postings of the vocabulary, for typo tolerance.
  const vocabulary = [...documentFrequency.keys()];
  const vocabularyGrams = vocabulary.map(gramSet);
  const byGram = new Map<string, number[]>();
  vocabularyGrams.forEach((grams, index) => {
    for (const gram of grams) {
      const list = byGram.get(gram) ?? [];
      list.push(index);
      byGram.set(gram, list);
    }
  });

  const nearestKnown = (unit: string): { unit: string; similarity: number } | null => {
    const grams = gramSet(unit);
    const candidates = new Set<number>();
    for (const gram of grams) {
      for (const index of byGram.get(gram) ?? []) {
        candidates.add(index);
      }
    }
    let best: { unit: string; similarity: number } | null = null;
    for (const index of candidates) {
      const similarity = dice(grams, vocabularyGrams[index] ?? new Set());
      if (similarity >= FUZZY_MIN_DICE && (!best || similarity > best.similarity)) {
        best = { unit: vocabulary[index] ?? '', similarity };
      }
    }
    return best;
  };

  /** Known parts of a compound the index lacks ("entredorr" → "entre", "dorr"); longest tail first. */
  const compoundParts = (unit: string): string[] => {
    for (let cut = MIN_PART; cut <= unit.length - MIN_PART; cut++) {
      const head = unit.slice(0, cut);
      const tail = unit.slice(cut);
      if (!documentFrequency.has(tail) && !documentFrequency.has(wordUnit(tail))) {
        continue;
      }
      const tailUnit = documentFrequency.has(tail) ? tail : wordUnit(tail);
      const heads = head.endsWith('s') ? [head, head.slice(0, -1)] : [head];
      const headUnit = heads.flatMap((h) => [h, wordUnit(h)]).find((h) => documentFrequency.has(h));
      return headUnit ? [headUnit, tailUnit] : [tailUnit];
    }
    return [];
  };

  /** A word the index does not know, as known units with weights: compound parts, else its nearest. */
  const guesses = new Map<string, [string, number][]>();
  const guess = (unit: string): [string, number][] => {
    let known = guesses.get(unit);
    if (!known) {
      const parts = compoundParts(unit);
      const near = parts.length > 0 ? null : nearestKnown(unit);
      known =
        parts.length > 0
          ? parts.map((part) => [part, RANKING.subjectIndex.compoundPartWeight])
          : near
            ? [[near.unit, near.similarity]]
            : [];
      // Questions bring new words without end; the guesses of the latest ones are kept.
      if (guesses.size >= MAX_GUESSES) {
        guesses.clear();
      }
      guesses.set(unit, known);
    }
    return known;
  };

  // Each member of a thesaurus group as its units, stop words kept: "höra av" is a phrase.
  const thesaurusGroups = thesaurus.map((group) =>
    group.members.map((member) => tokenize(member).map(unitOf)),
  );
  const occurs = (member: string[], tokens: string[]): boolean => {
    for (let start = 0; start + member.length <= tokens.length; start++) {
      if (member.every((unit, i) => tokens[start + i] === unit)) {
        return true;
      }
    }
    return false;
  };
  /**
   * The one-word members the index knows of every group the question uses a member of ("trasig",
   * "gick sönder" → "reparation", "slitage"). A phrase member only tells that the group is used.
   */
  const thesaurusUnits = (question: string): string[] => {
    const tokens = tokenize(question).map(unitOf);
    return thesaurusGroups
      .filter((members) => members.some((member) => occurs(member, tokens)))
      .flatMap((members) =>
        members.flatMap((member) =>
          member.length === 1 && documentFrequency.has(member[0] ?? '') ? member : [],
        ),
      );
  };

  /** The question's words as known units, each with its weight (1, less for guesses). */
  const analyze = (question: string): Map<string, number> => {
    const mapped = new Map<string, number>();
    const add = (unit: string, weight: number) => mapped.set(unit, Math.max(mapped.get(unit) ?? 0, weight));
    for (const unit of thesaurusUnits(question)) {
      add(unit, THESAURUS_WEIGHT);
    }
    for (const unit of new Set(unitsOf(question))) {
      if (documentFrequency.has(unit)) {
        add(unit, 1);
      } else {
        for (const [known, weight] of guess(unit)) {
          add(known, weight);
        }
      }
    }
    return mapped;
  };

  /** The best two multi-word terms of an entry that stand in the question, as summed idf. */
  const phraseScore = (entryPhrases: string[][], query: Map<string, number>): number => {
    let first = 0;
    let second = 0;
    for (const phrase of entryPhrases) {
      let present = 0;
      let weight = 0;
      for (const unit of phrase) {
        const queryWeight = query.get(unit);
        if (queryWeight !== undefined) {
          present++;
          weight += idf(unit) * queryWeight;
        }
      }
      const enough = present === phrase.length || (phrase.length >= 3 && present >= phrase.length - 1);
      if (!enough) {
        continue;
      }
      if (weight > first) {
        second = first;
        first = weight;
      } else if (weight > second) {
        second = weight;
      }
    }
    return first + RANKING.subjectIndex.secondPhraseWeight * second;
  };

  return {
    size: entries.length,
    /**
     * The share of a text's content words that the index neither knows nor can read as a
     * compound of known words ("huvudstaden", "aktie", "dikt"); typos are not guessed here.
     */
    unknownShare: (text: string): number => {
      const units = [...new Set(unitsOf(text))];
      const unknown = units.filter(
        (unit) => !documentFrequency.has(unit) && compoundParts(unit).length === 0,
      );
      return units.length === 0 ? 0 : unknown.length / units.length;
    },
    search: (question: string, limit = entries.length): TermHit<K>[] => {
      const query = analyze(question);
      let queryWeight = 0;
      for (const [unit, weight] of query) {
        queryWeight += idf(unit) * weight;
      }
      const hits: TermHit<K>[] = [];
      // Only the entries that hold a word of the question are scored.
      const scores = new Map<number, { score: number; matched: number }>();
      for (const [unit, weight] of query) {
        for (const { entry, tf } of postings.get(unit) ?? []) {
          const current = scores.get(entry) ?? { score: 0, matched: 0 };
          current.score += bm25Term(
            weight * idf(unit),
            tf,
            lengths[entry] ?? 0,
            averageLength,
            RANKING.bm25.subjectWords,
          );
          current.matched += weight * idf(unit);
          scores.set(entry, current);
        }
      }
      const matchedGroups = matchedGroupWeight(query);
      for (const [index, { score: wordScore, matched }] of scores) {
        const entry = entries[index];
        if (!entry) {
          continue;
        }
        const score =
          wordScore + RANKING.subjectIndex.phraseWeight * phraseScore(phrases[index] ?? [], query);
        const entryWeight = entryWeights[index] ?? 0;
        const entryMatched = matchedGroups.get(index) ?? 0;
        hits.push({
          key: entry.key,
          score,
          coverage: queryWeight > 0 ? matched / queryWeight : 0,
          entryCoverage: entryWeight > 0 ? entryMatched / entryWeight : 0,
        });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
};
