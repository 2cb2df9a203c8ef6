/**
 * Companion sources stage (issue 27): rulings enter the sources only when the question names them
 * or holds their distinguishing facts, and the bill's commentary on the first statute section
 * found comes with it. Reads the ranked passages and the question; writes the passages to show: a
 * named ruling first, then the statute sections, then the commentary and the described rulings.
 */
import type { PreparatoryNote } from '../domain/preparatory-works';
import type { RulingFacts, RulingMatcher } from '../domain/rulings';
import type { CorpusStore } from '../ports';
import { RANKING } from '../ranking-config';
import type { createChunkStore } from './chunk-store';
import { type Passage, toPassage } from './passage';

export type CompanionDeps = {
  store: Pick<CorpusStore, 'chunkIdsOfSections'>;
  chunkStore: ReturnType<typeof createChunkStore>;
  rulings: RulingMatcher;
  /** The bill's commentary by the statute section it comments on ('SFS N §'). */
  commentary: Map<string, PreparatoryNote>;
  /** The section each piece of the bill's commentary comments on, by the commentary's reference. */
  commenting: Map<string, string>;
};

const keyOf = (passage: Passage) => `${passage.sfsNumber} ${passage.sectionReference}`;

const lookUp = async (
  deps: CompanionDeps,
  sources: { sfs: string; reference: string }[],
  score: number,
  terms: string[],
): Promise<Passage[]> => {
  const ids = await deps.store.chunkIdsOfSections(sources);
  const records = await deps.chunkStore.chunks(ids);
  // In the order asked for, whatever order the store returns them in.
  const order = sources.map((source) => source.reference);
  return records
    .sort((a, b) => order.indexOf(a.sectionReference) - order.indexOf(b.sectionReference))
    .map((record) => toPassage(record, score, 'fulltext', terms));
};

const rulingSources = (rulings: RulingFacts[]) =>
  rulings.flatMap((ruling) => (ruling.sfs ? [{ sfs: ruling.sfs, reference: ruling.id }] : []));

export const withCompanions = async (
  deps: CompanionDeps,
  question: string,
  passages: Passage[],
  terms: string[],
): Promise<Passage[]> => {
  const named = deps.rulings.named(question);
  const namedIds = new Set(named.map((ruling) => ruling.id));
  const described = deps.rulings
    .described(question)
    .filter((ruling) => !namedIds.has(ruling.id))
    .slice(0, RANKING.companions.describedRulings);
  // The section a ruling the question names or describes applied decides the question: it leads
  // among the statute sections found, today's law before the repealed one.
  const [guiding] = [...named, ...described];
  const applies = (passage: Passage) =>
    guiding?.sections.includes(keyOf(passage)) === true && !passage.repealed;
  const found = passages.filter((passage) => passage.kind === 'statute');
  const statutes = [
    ...found.filter(applies).map((passage) => ({ ...passage, appliedBy: guiding?.id })),
    ...found.filter((passage) => !applies(passage)),
  ];
  // The bill's commentary says which section it comments on, wherever it was found.
  const withSection = (passage: Passage): Passage =>
    passage.kind === 'proposition'
      ? { ...passage, commentsOn: deps.commenting.get(passage.sectionReference) }
      : passage;
  const others = passages.filter((passage) => passage.kind !== 'statute').map(withSection);
  // The commentary on the first section found: the one the answer most likely rests on.
  const note = statutes[0] && deps.commentary.get(keyOf(statutes[0]));
  const lowest = passages.at(-1)?.score ?? 0;
  const [first, after, notes] = await Promise.all([
    lookUp(deps, rulingSources(named), 1, terms),
    lookUp(deps, rulingSources(described), lowest, terms),
    note ? lookUp(deps, [{ sfs: note.sfs, reference: note.reference }], lowest, terms) : [],
  ]);
  // A described ruling on a grant says which way the question's facts point.
  const grantable = new Map(described.map((ruling) => [ruling.id, ruling.grantable]));
  const describedPassages = after.map((passage) => {
    const grants = grantable.get(passage.sectionReference);
    return grants === null || grants === undefined ? passage : { ...passage, grantable: grants };
  });
  const shownAlready = new Set(notes.map((passage) => passage.id));
  return [
    ...first,
    ...statutes,
    ...others.filter((passage) => !shownAlready.has(passage.id)),
    ...notes.map(withSection),
    ...describedPassages,
  ];
};
