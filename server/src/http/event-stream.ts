export type ServerSentEvent = { event: string; data: unknown };

const encoder = new TextEncoder();
const encode = ({ event, data }: ServerSentEvent) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * A text/event-stream response that pulls its events from `events` as the connection takes
 * them. Pulling, rather than pushing through a writer, costs one step per event and gives
 * backpressure for free; this is the hot path when many answers stream at once. When the
 * client goes away, `onCancel` runs and the events are no longer read. An event source that
 * throws ends the stream with `failure(error)`.
 */
export const eventStreamResponse = (
  events: AsyncIterable<ServerSentEvent>,
  handlers: { onCancel: () => void; failure: (error: unknown) => ServerSentEvent },
): Response => {
  const iterator = events[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    pull: async (controller) => {
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
        } else {
          controller.enqueue(encode(next.value));
        }
      } catch (error) {
        controller.enqueue(encode(handlers.failure(error)));
        controller.close();
      }
    },
    cancel: () => {
      handlers.onCancel();
      // Ends the generator as soon as its pending step settles, running its cleanup.
      iterator.return?.().catch(() => undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    },
  });
};
