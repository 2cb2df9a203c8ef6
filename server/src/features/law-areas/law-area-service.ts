import { type ChatArea, type ChatAreasResponse, OTHER_TOPIC, suggestedQuestionsFor } from '@app/common';
import type { Db } from '../../db/database';
import { listTopics } from './law-area-repository';
import type { LawAreas } from './load-law-areas';

/** The emoji of 'Övrigt', which has no row of its own: the table's default icon (spec 2). */
const OTHER_TOPIC_EMOJI = '🏠';

/**
 * The roles on offer and their topics, as the chat shows them (spec 1 §1–3): each loaded area's
 * role, its topics from `categories` (which the knowledge ingest seeds from the packs) with the
 * emoji stored there, the pack's icon name and 8 suggested questions, and 'Övrigt' last. A topic
 * the table holds and the pack does not know gets no icon (the web's default) and the fallback
 * questions; a role whose topics are not seeded yet has only 'Övrigt'.
 */
export const chatAreas = async (db: Db, lawAreas: LawAreas): Promise<ChatAreasResponse> => {
  const rows = await listTopics(db, lawAreas.roles);
  const areas = lawAreas.all.map((area): ChatArea => {
    const topics = rows
      .filter((row) => row.category === area.role && row.subtopic !== OTHER_TOPIC)
      .map((row) => ({
        subtopic: row.subtopic,
        emoji: row.icon,
        icon: area.topics.find((topic) => topic.subtopic === row.subtopic)?.icon ?? null,
        questions: [...suggestedQuestionsFor(area, area.role, row.subtopic)],
      }));
    return {
      role: area.role,
      beta: area.beta,
      topics: [
        ...topics,
        {
          subtopic: OTHER_TOPIC,
          emoji: OTHER_TOPIC_EMOJI,
          icon: null,
          questions: [...area.otherTopicQuestions],
        },
      ],
    };
  });
  return { areas };
};
