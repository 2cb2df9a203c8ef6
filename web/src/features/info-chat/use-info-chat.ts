import {
  INFO_CHAT_HISTORY_QUESTIONS,
  INFO_CHAT_TEXTS,
  InfoChatQuestionSchema,
  type InfoChatSource,
} from '@app/common';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api';
import { randomId } from '@/lib/random-id';
import { toast } from '@/lib/toast';
import { askInfoChat } from './info-chat-api';

/** Spec 1 §3 'Info chat message', with the state each message is in (§4). */
export type InfoChatMessage = {
  id: string;
  type: 'user' | 'assistant';
  /** Plain text with **bold**. */
  content: string;
  canExpand: boolean;
  loading: boolean;
  /** The question an assistant message answers, for its detailed follow-up. */
  question?: string;
  sources?: InfoChatSource[];
};

const failureToast = () =>
  toast({
    title: INFO_CHAT_TEXTS.failureToastTitle,
    description: INFO_CHAT_TEXTS.failureToastDescription,
    variant: 'destructive',
  });

/** Spec 1 §8: a rate limit or refused input keeps the server's own words; other failures the spec's. */
const failureText = (error: unknown): string => {
  if (error instanceof ApiRequestError) {
    return error.code === 'rate_limited' || error.code === 'validation'
      ? error.message
      : INFO_CHAT_TEXTS.serviceError;
  }
  return INFO_CHAT_TEXTS.unexpectedError;
};

/**
 * The visitor's own earlier questions, newest last: the server takes only those as context (it
 * would drop the bot's replies, which a client could make up).
 */
const historyOf = (messages: InfoChatMessage[]) =>
  messages
    .filter((message) => message.type === 'user')
    .slice(-INFO_CHAT_HISTORY_QUESTIONS)
    .map((message) => ({ role: 'user' as const, content: message.content }));

export function useInfoChat() {
  const [messages, setMessages] = useState<InfoChatMessage[]>([]);
  // The latest list for building history inside async callbacks.
  const latest = useRef(messages);
  latest.current = messages;

  const update = useCallback((id: string, change: Partial<InfoChatMessage>) => {
    setMessages((current) =>
      current.map((message) => (message.id === id ? { ...message, ...change } : message)),
    );
  }, []);

  /** Asks, filling the loading message `pendingId`; true when an answer arrived. */
  const fetchAnswer = useCallback(
    async (pendingId: string, question: string, detailed: boolean): Promise<boolean> => {
      try {
        const response = await askInfoChat({
          message: question,
          detailed,
          history: historyOf(latest.current),
        });
        const reply = response.reply.trim();
        update(pendingId, {
          loading: false,
          content: reply || INFO_CHAT_TEXTS.emptyReply,
          canExpand: reply !== '' && response.canExpand,
          ...(response.sources ? { sources: response.sources } : {}),
        });
        return true;
      } catch (error) {
        failureToast();
        update(pendingId, { loading: false, content: failureText(error), canExpand: false });
        return false;
      }
    },
    [update],
  );

  /** Validates like the server (toast with the first error) and sends; false when refused. */
  const send = useCallback(
    (text: string): boolean => {
      const checked = InfoChatQuestionSchema.safeParse(text);
      if (!checked.success) {
        toast({
          title: INFO_CHAT_TEXTS.validationToast,
          description: checked.error.issues[0]?.message ?? INFO_CHAT_TEXTS.unexpectedError,
          variant: 'destructive',
        });
        return false;
      }
      const question = checked.data;
      const pendingId = randomId();
      setMessages((current) => [
        ...current,
        { id: randomId(), type: 'user', content: question, canExpand: false, loading: false },
        { id: pendingId, type: 'assistant', content: '', canExpand: false, loading: true, question },
      ]);
      void fetchAnswer(pendingId, question, false);
      return true;
    },
    [fetchAnswer],
  );

  /** Spec 1 §4: a short reply's follow-up request for a detailed answer, shown below it. */
  const expand = useCallback(
    (messageId: string) => {
      const original = latest.current.find((message) => message.id === messageId);
      if (!original?.question || !original.canExpand) {
        return;
      }
      const question = original.question;
      const pendingId = randomId();
      setMessages((current) =>
        current.flatMap((message) =>
          message.id === messageId
            ? [
                { ...message, canExpand: false },
                {
                  id: pendingId,
                  type: 'assistant' as const,
                  content: '',
                  canExpand: false,
                  loading: true,
                  question,
                },
              ]
            : [message],
        ),
      );
      void fetchAnswer(pendingId, question, true);
    },
    [fetchAnswer],
  );

  return { messages, send, expand, busy: messages.some((message) => message.loading) };
}
