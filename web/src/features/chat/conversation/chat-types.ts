import type { ChatAnswer, ChatStep } from '@app/common';

export type DisplayedSource = ChatAnswer['sources'][number];
export type ValidationReport = ChatAnswer['validation'];

export type UserChatMessage = {
  id: string;
  type: 'user';
  content: string;
  timestamp: number;
};

export type AssistantChatMessage = {
  id: string;
  type: 'assistant';
  content: string;
  timestamp: number;
  /** The question this message answers (sent again for 'Visa utförligt svar'). */
  userQuestion: string;
  sources: DisplayedSource[];
  isDetailed: boolean;
  validation: ValidationReport | null;
  abstained: boolean;
  /** Set when the message reports an error instead of an answer. */
  errorTitle?: string;
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
