import { CHAT_HISTORY_CHARS, CHAT_HISTORY_MESSAGES } from '@app/common';
import type { ChatHistoryMessage } from './chat-stream';
import type { ChatMessage } from './chat-types';

/** The conversation sent with a question: the last 6 messages, each cut to 800 characters. Error notes are left out. */
export const conversationHistory = (messages: readonly ChatMessage[]): ChatHistoryMessage[] =>
  messages
    .filter((message) => message.type === 'user' || !message.errorTitle)
    .slice(-CHAT_HISTORY_MESSAGES)
    .map((message) => ({
      role: message.type,
      content: message.content.slice(0, CHAT_HISTORY_CHARS),
    }));
