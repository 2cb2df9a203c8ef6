import { CHAT_HISTORY_CHARS, CHAT_HISTORY_MESSAGES } from '@app/common';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';
import type { ConversationTurn } from '@/features/case-file/case-file';
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

/**
 * The questions answered before the message at `index`, with their answers, for its case file.
 * Error notes and stopped questions have no answer and are left out.
 */
export const earlierTurns = (messages: readonly ChatMessage[], index: number): ConversationTurn[] =>
  messages
    .slice(0, index)
    .filter((message): message is AssistantChatMessage => message.type === 'assistant' && !message.errorTitle)
    .map((message) => ({ question: message.userQuestion, answer: message.content }));
