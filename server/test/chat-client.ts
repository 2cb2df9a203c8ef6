import { type ChatAnswer, ChatAnswerSchema, parseSseText } from '@app/common';
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema';
import { hashKey } from '../src/infra/keyed-hash';
import type { TestApp } from './test-app';

/** Lets a user ask again at once: the limits between messages have tests of their own. */
export const resetChatLimits = async (t: TestApp, email: string, windows = ['interval', 'minute']) => {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  for (const window of windows) {
    await t.services.limiter.reset(`chat:${window}:${hashKey(row?.id ?? '')}`);
  }
};

/** The answer of a chat stream's `done` event. */
export const doneAnswer = (streamText: string): ChatAnswer => {
  const done = parseSseText(streamText).find((event) => event.event === 'done');
  return ChatAnswerSchema.parse(JSON.parse(done?.data ?? '{}'));
};
