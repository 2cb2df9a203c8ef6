import { RANKING } from '../ranking-config';
import { snowballStem } from '../text/swedish-text';

const MIN_PART = RANKING.queryExpansion.minCompoundPart;

/**
 * Splits a Swedish compound into two parts the corpus knows ("trapphiss" → "trapp", "hiss";
 * "förvaltningsdomstol" → "förvaltning", "domstol" with the linking s). `known` holds the stems
 * (lexemes) of the indexed text. Returns [] when the word is known itself or cannot be split.
 */
export const splitCompound = (word: string, known: ReadonlySet<string>): string[] => {
  if (word.length < MIN_PART * 2 || known.has(snowballStem(word))) {
    return [];
  }
  // Prefer the longest head part: Swedish compounds carry their meaning in the last part.
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    const tailStem = snowballStem(tail);
    if (!known.has(tailStem)) {
      continue;
    }
    const heads = head.endsWith('s') ? [head, head.slice(0, -1)] : [head];
    const headStem = heads
      .map(snowballStem)
      .find((candidate) => candidate.length >= MIN_PART && known.has(candidate));
    if (headStem) {
      return [headStem, tailStem];
    }
  }
  return [];
};
