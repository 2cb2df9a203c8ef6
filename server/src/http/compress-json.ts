import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli quality 4 compresses about as well as gzip's default at a similar cost; the build's
// static assets use 11, but a response is compressed on every request.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/** The encoding the client prefers among brotli and gzip (q-values honoured, brotli on a tie). */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return weightOf(best) > 0 ? best : undefined;
};

export const addVaryAcceptEncoding = (headers: Headers): void => {
  const vary = headers.get('vary');
  if (!vary) {
    headers.set('vary', 'Accept-Encoding');
  } else if (vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    headers.set('vary', `${vary}, Accept-Encoding`);
  }
};

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Compresses JSON responses of at least `thresholdBytes` with brotli or gzip, as the client
 * accepts. Only JSON: an event stream must reach the client event by event, and HTML pages and
 * files are small or pre-compressed at build time.
 */
export const compressJson =
  (thresholdBytes = 1024): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const res = c.res;
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('content-encoding') ||
      !JSON_TYPE.test(res.headers.get('content-type') ?? '') ||
      length < thresholdBytes
    ) {
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < thresholdBytes) {
      c.res = new Response(body, res);
      return;
    }
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    c.res = new Response(encoding ? await compressors[encoding](body) : body, res);
    addVaryAcceptEncoding(c.res.headers);
    if (encoding) {
      c.res.headers.delete('content-length');
      c.res.headers.set('content-encoding', encoding);
    }
  };
