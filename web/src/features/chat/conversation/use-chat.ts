import {
  CHAT_CONTEXT_MESSAGES,
  CHAT_INPUT_MESSAGES,
  type ChatAnswer,
  validateChatMessage,
} from '@app/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';
import { PROFILE_QUERY_KEY, SUBSCRIPTION_QUERY_KEY } from '@/lib/query-keys';
import { randomId } from '@/lib/random-id';
import { recordSecurityIncident } from '@/lib/security-monitor';
import { toast } from '@/lib/toast';
import { describeChatError } from './chat-errors';
import { conversationHistory } from './chat-history';
import { checkChatRateLimit } from './chat-rate-limit';
import type { ChatMessage, PendingAnswer } from './chat-types';
import { useAnswerStream } from './use-answer-stream';

export const SEND_FAILED_TITLE = 'Kunde inte skicka meddelandet';
export const SUBMIT_FAILED_TEXT = 'Något gick fel när meddelandet skickades. Försök igen.';

export type SubmitResult = { ok: true } | { ok: false; message: string };

type UseChatOptions = { category: string; subtopic: string };

export type ChatController = {
  messages: readonly ChatMessage[];
  pending: PendingAnswer | null;
  loading: boolean;
  /** Validates and rate-limits a typed or suggested question, then sends it. */
  submit: (raw: string) => SubmitResult;
  /** Asks again for a detailed answer to the question an assistant message answered. */
  requestDetailed: (message: AssistantChatMessage) => void;
  /**
   * Cancels the request in flight and leaves a note where its answer would have been. Returns the
   * question, to edit and send again, or null when there was none (or it asked for a detailed answer).
   */
  stop: () => string | null;
  /** Cancels any request and empties the conversation. */
  clear: () => void;
};

const assistantMessage = (question: string, answer: ChatAnswer, detailed: boolean): AssistantChatMessage => ({
  id: randomId(),
  type: 'assistant',
  content: answer.answer,
  timestamp: Date.now(),
  userQuestion: question,
  sources: answer.sources,
  isDetailed: detailed,
  validation: answer.validation,
  abstained: answer.abstained,
});

type ChatInputRule = keyof typeof CHAT_INPUT_MESSAGES;

const RULE_BY_MESSAGE = new Map(
  Object.entries(CHAT_INPUT_MESSAGES).map(([rule, message]) => [message as string, rule as ChatInputRule]),
);

// Refusals that mean the text looked like markup, script, SQL or an encoded payload rather than a slip.
const SUSPICIOUS_RULES: ReadonlySet<ChatInputRule> = new Set(['html', 'script', 'code', 'suspicious']);

/** Records a refused message by the rule it broke; the text itself is never logged. */
const recordInvalidInput = (message: string): void => {
  const rule = RULE_BY_MESSAGE.get(message);
  recordSecurityIncident('inputValidationFailure', rule ? `chat-input:${rule}` : 'chat');
  if (rule && SUSPICIOUS_RULES.has(rule)) {
    recordSecurityIncident('suspiciousRequest', `chat-input:${rule}`);
  }
};

const failSubmit = (message: string): SubmitResult => {
  toast({ title: SEND_FAILED_TITLE, description: message, variant: 'destructive' });
  return { ok: false, message };
};

/**
 * The conversation (spec 1 §4 'Chat request'): the messages, the checks before a question is sent,
 * and what a failed request shows. The requests themselves go through useAnswerStream, so only the
 * latest one may add to the conversation. Nothing is stored: the conversation lives in this component.
 */
export const useChat = ({ category, subtopic }: UseChatOptions): ChatController => {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const messagesRef = useRef<ChatMessage[]>(messages);
  messagesRef.current = messages;
  const { pending, run, cancel } = useAnswerStream();

  const append = useCallback((message: ChatMessage) => {
    messagesRef.current = [...messagesRef.current, message];
    setMessages(messagesRef.current);
  }, []);

  const showFailure = useCallback(
    (error: unknown, question: string, detailed: boolean) => {
      const failure = describeChatError(error, { detailed });
      if (failure.kind === 'message') {
        append({
          id: randomId(),
          type: 'assistant',
          content: failure.text,
          timestamp: Date.now(),
          userQuestion: question,
          sources: [],
          isDetailed: detailed,
          validation: null,
          abstained: false,
          errorTitle: failure.title,
        });
      } else if (failure.kind === 'toast') {
        toast({ title: failure.title, description: failure.description, variant: 'destructive' });
        if (failure.refresh === 'subscription') {
          void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        } else if (failure.refresh === 'profile') {
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        }
      }
    },
    [append, queryClient],
  );

  const ask = useCallback(
    (question: string, detailed: boolean) => {
      const history = conversationHistory(messagesRef.current);
      if (!detailed) {
        append({ id: randomId(), type: 'user', content: question, timestamp: Date.now() });
      }
      void run(
        {
          userQuestion: question,
          category,
          subtopic,
          requestDetailed: detailed,
          conversationHistory: history,
        },
        (result) => {
          if (result.ok) {
            append(assistantMessage(question, result.answer, detailed));
            // The profile counts the questions answered ('Chattinteraktioner').
            void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
          } else {
            showFailure(result.error, question, detailed);
          }
        },
      );
    },
    [append, category, queryClient, run, showFailure, subtopic],
  );

  const loading = pending !== null;

  const submit = useCallback(
    (raw: string): SubmitResult => {
      try {
        if (!category || !subtopic) {
          return failSubmit(
            category ? CHAT_CONTEXT_MESSAGES.topicRequired : CHAT_CONTEXT_MESSAGES.roleRequired,
          );
        }
        const checked = validateChatMessage(raw);
        if (!checked.ok) {
          recordInvalidInput(checked.message);
          return failSubmit(checked.message);
        }
        const limit = checkChatRateLimit();
        if (!limit.allowed) {
          recordSecurityIncident('rateLimitViolation', 'chat');
          return failSubmit(limit.message);
        }
        ask(checked.value, false);
        return { ok: true };
      } catch {
        return failSubmit(SUBMIT_FAILED_TEXT);
      }
    },
    [ask, category, subtopic],
  );

  const requestDetailed = useCallback(
    (message: AssistantChatMessage) => {
      const limit = checkChatRateLimit();
      if (!limit.allowed) {
        recordSecurityIncident('rateLimitViolation', 'chat');
        failSubmit(limit.message);
        return;
      }
      ask(message.userQuestion, true);
    },
    [ask],
  );

  const stop = useCallback((): string | null => {
    if (!pending) {
      return null;
    }
    cancel();
    append({ id: randomId(), type: 'stopped', timestamp: Date.now() });
    return pending.detailed ? null : pending.question;
  }, [append, cancel, pending]);

  const clear = useCallback(() => {
    cancel();
    messagesRef.current = [];
    setMessages([]);
  }, [cancel]);

  return { messages, pending, loading, submit, requestDetailed, stop, clear };
};
