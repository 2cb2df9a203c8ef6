import type { ChatStep } from '@app/common';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';

export type UserChatMessage = {
  id: string;
  type: 'user';
  content: string;
  timestamp: number;
};

export type ChatMessage = UserChatMessage | AssistantChatMessage;

/** The request in flight: its step, and the text streamed so far. */
export type PendingAnswer = {
  requestNumber: number;
  question: string;
  detailed: boolean;
  step: LoadingStep;
  text: string;
};

/** The step the server last reported for the request in flight. */
export type LoadingStep = ChatStep;
