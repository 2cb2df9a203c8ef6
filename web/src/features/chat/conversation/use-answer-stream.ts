import type { ChatAnswer } from '@app/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMEOUT_ERROR_NAME } from './chat-errors';
import {
  type ChatAnswerRequest,
  ChatStreamError,
  EMPTY_RESPONSE_MESSAGE,
  streamChatAnswer,
} from './chat-stream';
import type { LoadingStep, PendingAnswer } from './chat-types';
import { laterStep } from './loading-steps';

/** A request that has not finished after this long is aborted as a timeout. */
export const CHAT_REQUEST_TIMEOUT_MS = 120_000;

/** How a request ended: its answer, or what it failed with (an abort or timeout included). */
export type AnswerResult = { ok: true; answer: ChatAnswer } | { ok: false; error: unknown };

export type AnswerStream = {
  /** The request in flight: its step and the text streamed so far; null when none is. */
  pending: PendingAnswer | null;
  /**
   * Sends a request and aborts the one before. `onResult` is called only if this request is still
   * the latest when it ends, just before `pending` is cleared; a newer request or `cancel` drops it.
   */
  run: (request: ChatAnswerRequest, onResult: (result: AnswerResult) => void) => Promise<void>;
  /** Aborts the request in flight and drops its result; silent. */
  cancel: () => void;
};

/**
 * One answer stream at a time (spec 1 §4 'Chat request'): every request gets a higher number and
 * aborts the one before; only the latest request may change `pending` or report a result, so a
 * late answer to an older question is dropped. The step moves on only when the server reports it.
 */
export const useAnswerStream = (): AnswerStream => {
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const latestRequest = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);
  const timeoutRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimeoutTimer = useCallback(() => {
    clearTimeout(timeoutRef.current);
    timeoutRef.current = undefined;
  }, []);

  const cancel = useCallback(() => {
    latestRequest.current += 1;
    controllerRef.current?.abort();
    controllerRef.current = null;
    clearTimeoutTimer();
    setPending(null);
  }, [clearTimeoutTimer]);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (request: ChatAnswerRequest, onResult: (result: AnswerResult) => void) => {
      controllerRef.current?.abort();
      clearTimeoutTimer();
      latestRequest.current += 1;
      const requestNumber = latestRequest.current;
      const isLatest = () => latestRequest.current === requestNumber;
      const controller = new AbortController();
      controllerRef.current = controller;
      const detailed = request.requestDetailed ?? false;
      setPending({ requestNumber, question: request.userQuestion, detailed, step: 'searching', text: '' });

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

      let result: AnswerResult;
      try {
        const answer = await streamChatAnswer(request, {
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
        });
        result = answer.answer.trim()
          ? { ok: true, answer }
          : { ok: false, error: new ChatStreamError('empty', EMPTY_RESPONSE_MESSAGE) };
      } catch (error) {
        result = { ok: false, error };
      }

      if (!isLatest()) {
        return;
      }
      try {
        onResult(result);
      } finally {
        clearTimeoutTimer();
        controllerRef.current = null;
        setPending(null);
      }
    },
    [clearTimeoutTimer],
  );

  return { pending, run, cancel };
};
