import { type LawArea, OTHER_TOPIC } from './law-area';

/**
 * Suggested questions (spec 1 §3, shown as described in §4): a law area's pack holds the catalogue,
 * role -> topic -> 8 questions (data/areas/<id>/area.json); this is the lookup and the 5-question
 * fallback for a role and topic the catalogue has no entry for.
 */

const fallbackFor = (subject: string): readonly string[] => [
  `Vad kan du berätta om ${subject}?`,
  `Vilka lagar och regler gäller för ${subject}?`,
  `Hur bör jag som handläggare göra min bedömning när det gäller ${subject}?`,
  `Vilka vanliga misstag bör jag undvika när det gäller ${subject}?`,
  `Vilken rättspraxis finns när det gäller ${subject}?`,
];

/** The spec's five fallback questions (spec 1 §3), without a topic name. */
export const FALLBACK_QUESTIONS: readonly string[] = fallbackFor('det här ämnet');

/** The five fallback questions naming the topic; the generic ones when the topic is blank. */
export const fallbackQuestions = (topic?: string | null): readonly string[] => {
  const name = topic?.replace(/\s+/g, ' ').trim() ?? '';
  return name ? fallbackFor(`ämnet ${name}`) : FALLBACK_QUESTIONS;
};

/**
 * The area's catalogue: its offered role with its topics and 'Övrigt', then the further roles of
 * the catalogue, each role -> topic -> questions in the pack's order.
 */
export const suggestedQuestionCatalogue = (
  area: LawArea,
): { role: string; topics: { subtopic: string; questions: readonly string[] }[] }[] => [
  {
    role: area.role,
    topics: [...area.topics, { subtopic: OTHER_TOPIC, questions: area.otherTopicQuestions }],
  },
  ...area.catalogueRoles,
];

/**
 * The eight catalogue questions of an area for a role and topic, or the five fallback questions
 * if the area's catalogue has none (no area, another role, an unknown topic).
 */
export const suggestedQuestionsFor = (
  area: LawArea | undefined,
  role: string,
  topic: string,
): readonly string[] => {
  const roleKey = role.trim();
  const topicKey = topic.trim();
  const entry = area
    ? suggestedQuestionCatalogue(area)
        .find((candidate) => candidate.role === roleKey)
        ?.topics.find((candidate) => candidate.subtopic === topicKey)
    : undefined;
  return entry ? entry.questions : fallbackQuestions(topicKey);
};
