import type { ChatAnswer } from '@app/common';

export type DisplayedSource = ChatAnswer['sources'][number];
export type ValidationReport = ChatAnswer['validation'];

/** An answered question as the chat shows it and the case file exports it. */
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
