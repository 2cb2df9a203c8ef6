import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** performance.now() when the request arrived, for measuring the time before a call. */
  receivedAt: number;
};

/** How the fake answers chat completions: a streamed text, an error, garbage, or nothing. */
export type ChatBehaviour =
  | {
      kind: 'text';
      text: string;
      /** Spreads the words over this time, like a real model. */
      durationMs?: number;
      /** Ends the stream after the text without the model's finish chunk, as a dropped connection does. */
      cutOff?: boolean;
    }
  | { kind: 'error'; status: number }
  | { kind: 'garbage' }
  | { kind: 'empty' };

export type FakeOpenAi = {
  baseUrl: string;
  requests: RecordedRequest[];
  setChat: (behaviour: ChatBehaviour) => void;
  /** How many streamed answers the client hung up on before the end. */
  abandonedStreams: () => number;
  /** Makes the next N embedding calls answer with this HTTP status. */
  failNext: (count: number, status: number) => void;
  close: () => Promise<void>;
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of req) {
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
};

/** A deterministic vector per text: its character codes folded into `dimension` slots. */
export const fakeVector = (text: string, dimension: number): number[] => {
  const vector = new Array<number>(dimension).fill(0);
  for (let i = 0; i < text.length; i++) {
    vector[i % dimension] = (vector[i % dimension] ?? 0) + (text.charCodeAt(i) % 13) / 13;
  }
  return vector;
};

/**
 * A local server speaking the OpenAI embeddings API (`POST /v1/embeddings`, float or base64
 * encoding, `dimensions`) and streamed chat completions (`POST /v1/chat/completions`), for
 * testing the real client over HTTP on loopback.
 */
export const startFakeOpenAi = async (options: { dimension: number }): Promise<FakeOpenAi> => {
  const requests: RecordedRequest[] = [];
  let failures = 0;
  let failureStatus = 500;
  let chat: ChatBehaviour = { kind: 'text', text: 'Hej.' };
  let abandoned = 0;
  const server: Server = createServer(async (req, res) => {
    const receivedAt = performance.now();
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body, receivedAt });
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      if (chat.kind === 'error') {
        res.statusCode = chat.status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
        return;
      }
      res.setHeader('content-type', 'text/event-stream');
      const chunk = (content: string | undefined, finishReason: string | null = null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finishReason }] })}\n\n`;
      if (chat.kind === 'garbage') {
        res.end('data: {not json at all\n\n');
        return;
      }
      const words = chat.kind === 'text' ? chat.text.split(/(?<= )/) : [];
      const pause = chat.kind === 'text' && chat.durationMs ? chat.durationMs / words.length : 0;
      let finished = false;
      res.on('close', () => {
        if (!finished) {
          abandoned++;
        }
      });
      for (const word of words) {
        if (pause > 0) {
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
        if (res.destroyed) {
          return;
        }
        res.write(chunk(word));
      }
      finished = true;
      if (chat.kind === 'text' && chat.cutOff) {
        res.end();
        return;
      }
      res.end(`${chunk(undefined, 'stop')}data: [DONE]\n\n`);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    if (failures > 0) {
      failures--;
      res.statusCode = failureStatus;
      res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
      return;
    }
    const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
    const dimension = typeof body.dimensions === 'number' ? body.dimensions : options.dimension;
    const base64 = body.encoding_format !== 'float';
    const data = input.map((text, index) => {
      const vector = fakeVector(text, dimension);
      const embedding = base64 ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector;
      return { object: 'embedding', index, embedding };
    });
    // Answer out of order, as the API may: clients must sort by index.
    data.reverse();
    res.end(
      JSON.stringify({
        object: 'list',
        data,
        model: body.model,
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandonedStreams: () => abandoned,
    setChat: (behaviour) => {
      chat = behaviour;
    },
    failNext: (count, status) => {
      failures = count;
      failureStatus = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
