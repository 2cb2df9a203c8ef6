import { CHAT_INPUT_MESSAGES, type ChatAnswer, validateChatMessage } from '@app/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_QUERY_KEY } from '@/features/account/account-api';
import { SUBSCRIPTION_QUERY_KEY } from '@/features/billing/billing-api';
import { randomId } from '@/lib/random-id';
import { recordSecurityIncident } from '@/lib/security-monitor';
import { toast } from '@/lib/toast';
import { describeChatError, TIMEOUT_ERROR_NAME } from './chat-errors';
import { conversationHistory } from './chat-history';
import { checkChatRateLimit } from './chat-rate-limit';
import { ChatStreamError, streamChatAnswer } from './chat-stream';
import type { AssistantChatMessage, ChatMessage, LoadingStep, PendingAnswer } from './chat-types';
import { laterStep } from './loading-steps';

export const SEND_FAILED_TITLE = 'Kunde inte skicka meddelandet';
export const SUBMIT_FAILED_TEXT = 'Något gick fel när meddelandet skickades. Försök igen.';

/** A request that has not finished after this long is aborted as a timeout. */
export const CHAT_REQUEST_TIMEOUT_MS = 120_000;

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
  /** Cancels the request in flight; silent. */
  stop: () => void;
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
 * The conversation and its requests (spec 1 §4 'Chat request'): every request gets a higher number
 * and aborts the one before; only the latest request may change the state, so a late answer to an
 * older question is dropped. Nothing is stored: the conversation lives in this component.
 */
export const useChat = ({ category, subtopic }: UseChatOptions): ChatController => {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const messagesRef = useRef<ChatMessage[]>(messages);
  messagesRef.current = messages;
  const latestRequest = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);
  const timeoutRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimers = useCallback(() => {
    clearTimeout(timeoutRef.current);
    timeoutRef.current = undefined;
  }, []);

  const cancel = useCallback(() => {
    latestRequest.current += 1;
    controllerRef.current?.abort();
    controllerRef.current = null;
    clearTimers();
    setPending(null);
  }, [clearTimers]);

  useEffect(() => cancel, [cancel]);

  const ask = useCallback(
    async (question: string, detailed: boolean) => {
      controllerRef.current?.abort();
      clearTimers();
      latestRequest.current += 1;
      const requestNumber = latestRequest.current;
      const isLatest = () => latestRequest.current === requestNumber;
      const controller = new AbortController();
      controllerRef.current = controller;

      const history = conversationHistory(messagesRef.current);
      if (!detailed) {
        const userMessage: ChatMessage = {
          id: randomId(),
          type: 'user',
          content: question,
          timestamp: Date.now(),
        };
        messagesRef.current = [...messagesRef.current, userMessage];
        setMessages(messagesRef.current);
      }
      setPending({ requestNumber, question, detailed, step: 'searching', text: '' });

      const update = (change: (current: PendingAnswer) => PendingAnswer) => {
        if (isLatest()) {
          setPending((current) =>
            current && current.requestNumber === requestNumber ? change(current) : current,
          );
        }
      };
      // The step moves on only when the server reports it, never back.
      const advance = (step: LoadingStep) =>
        update((current) => ({ ...current, step: laterStep(current.step, step) }));
      timeoutRef.current = setTimeout(
        () => controller.abort(new DOMException('Förfrågan tog för lång tid', TIMEOUT_ERROR_NAME)),
        CHAT_REQUEST_TIMEOUT_MS,
      );

      try {
        const answer = await streamChatAnswer(
          {
            userQuestion: question,
            category,
            subtopic,
            requestDetailed: detailed,
            conversationHistory: history,
          },
          {
            signal: controller.signal,
            onEvent: (event) => {
              if (event.event === 'status') {
                advance(event.data.step);
              } else if (event.event === 'delta') {
                update((current) => ({
                  ...current,
                  step: 'formulating',
                  text: current.text + event.data.text,
                }));
              }
            },
          },
        );
        if (!isLatest()) {
          return;
        }
        if (!answer.answer?.trim()) {
          throw new ChatStreamError('empty', 'Tom respons från servern');
        }
        messagesRef.current = [...messagesRef.current, assistantMessage(question, answer, detailed)];
        setMessages(messagesRef.current);
      } catch (error) {
        if (!isLatest()) {
          return;
        }
        const failure = describeChatError(error, { detailed });
        if (failure.kind === 'message') {
          const note: AssistantChatMessage = {
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
          };
          messagesRef.current = [...messagesRef.current, note];
          setMessages(messagesRef.current);
        } else if (failure.kind === 'toast') {
          toast({ title: failure.title, description: failure.description, variant: 'destructive' });
          if (failure.refresh === 'subscription') {
            void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
          } else if (failure.refresh === 'profile') {
            void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
          }
        }
      } finally {
        if (isLatest()) {
          clearTimers();
          controllerRef.current = null;
          setPending(null);
        }
      }
    },
    [category, subtopic, clearTimers, queryClient],
  );

  const loading = pending !== null;

  const submit = useCallback(
    (raw: string): SubmitResult => {
      try {
        if (!category || !subtopic) {
          return failSubmit(category ? 'Välj ett ämne' : 'Välj en handläggarroll');
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
        void ask(checked.value, false);
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
      void ask(message.userQuestion, true);
    },
    [ask],
  );

  const clear = useCallback(() => {
    cancel();
    messagesRef.current = [];
    setMessages([]);
  }, [cancel]);

  return { messages, pending, loading, submit, requestDetailed, stop: cancel, clear };
};
