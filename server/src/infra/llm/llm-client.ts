import type { ChatMessage, Llm } from '@app/engine';
import OpenAI from 'openai';

export type LlmSettings = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export type { ChatMessage };

/** Streams the text of a chat completion from any OpenAI-compatible API: the engine's model port. */
export type LlmClient = Llm;

export const createLlmClient = (settings: LlmSettings): LlmClient => {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs,
    maxRetries: 1,
  });
  return {
    model: settings.model,
    stream: async function* (messages, signal) {
      // The client's timeout ends at the response headers; a model that streams too slowly
      // must also give way to the extractive fallback, so the deadline covers the whole answer.
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
      const stream = await client.chat.completions.create(
        { model: settings.model, messages, stream: true, temperature: 0.1 },
        { signal: stop },
      );
      let finished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        const text = choice?.delta?.content;
        if (text) {
          yield text;
        }
        // 'length' and 'content_filter' end an answer the model did not finish.
        const reason = choice?.finish_reason;
        finished ||= Boolean(reason) && reason !== 'length' && reason !== 'content_filter';
      }
      // The SDK ends an aborted stream quietly; a cut-off answer must not pass for a whole one.
      if (stop.aborted) {
        throw stop.reason instanceof Error ? stop.reason : new Error('the answer was cut off');
      }
      // A stream that ends before the model says it is finished was cut off on the way.
      if (!finished) {
        throw new Error('the answer stream ended before the model finished');
      }
    },
  };
};
