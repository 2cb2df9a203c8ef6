import type { ChatStep } from '@app/common';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';

export type UserChatMessage = {
  id: string;
  type: 'user';
  content: string;
  timestamp: number;
};

/** Where an answer would have been when the user stopped it. */
export type StoppedNote = {
  id: string;
  type: 'stopped';
  timestamp: number;
};

export type ChatMessage = UserChatMessage | AssistantChatMessage | StoppedNote;

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
