import pack from '../../data/areas/bab/area.json';
import { OTHER_TOPIC } from './law-area';

/**
 * TRANSITIONAL, delete at the merge of issue 25 item 3: the old names that engine, knowledge,
 * evaluation and bench code still import until their move to the loaded law areas lands. They are
 * read from the bundled pack, so nothing is written twice. Nothing in common, web or the
 * features of the pack's face uses them.
 */
export const BAB_CATEGORY: string = pack.role;
export type BabTopic = string;
/** The category of the bundled rulings, for the callers of syncBundledLegalCases that pass none yet. */
export const TRANSITIONAL_CASE_CATEGORY: string = pack.caseCategory;
export const BAB_TOPICS: readonly { subtopic: string; icon: string }[] = pack.topics.map((topic) => ({
  subtopic: topic.subtopic,
  icon: topic.emoji,
}));
export const SUGGESTED_QUESTIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  [pack.role]: {
    ...Object.fromEntries(pack.topics.map((topic) => [topic.subtopic, topic.questions])),
    [OTHER_TOPIC]: pack.otherTopicQuestions,
  },
  ...Object.fromEntries(
    pack.catalogueRoles.map((role) => [
      role.role,
      Object.fromEntries(role.topics.map((topic) => [topic.subtopic, topic.questions])),
    ]),
  ),
};
