import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema';

export type TopicRow = { category: string; subtopic: string; icon: string };

/** The seeded topics of the given roles (spec 2 'categories'), ordered by role, then topic. */
export const listTopics = (db: Db, roles: readonly string[]): Promise<TopicRow[]> =>
  roles.length === 0
    ? Promise.resolve([])
    : db
        .select({ category: categories.category, subtopic: categories.subtopic, icon: categories.icon })
        .from(categories)
        .where(inArray(categories.category, [...roles]))
        .orderBy(asc(categories.category), asc(categories.subtopic));
