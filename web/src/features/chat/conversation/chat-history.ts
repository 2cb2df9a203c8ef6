import { CHAT_HISTORY_CHARS, CHAT_HISTORY_MESSAGES } from '@app/common';
import type { ChatHistoryMessage } from './chat-stream';
import type { ChatMessage, StoppedNote } from './chat-types';

/**
 * The conversation sent with a question: the last 6 messages, each cut to 800 characters. Error
 * notes are left out, and so are stopped questions with their notes: the user asks them again.
 */
export const conversationHistory = (messages: readonly ChatMessage[]): ChatHistoryMessage[] =>
  messages
    .filter((message, index): message is Exclude<ChatMessage, StoppedNote> =>
      message.type === 'user'
        ? messages[index + 1]?.type !== 'stopped'
        : message.type === 'assistant' && !message.errorTitle,
    )
    .slice(-CHAT_HISTORY_MESSAGES)
    .map((message) => ({
      role: message.type,
      content: message.content.slice(0, CHAT_HISTORY_CHARS),
    }));
