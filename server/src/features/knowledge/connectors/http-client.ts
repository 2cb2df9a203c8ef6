/**
 * The one way connectors talk to a source: polite pacing, retries with exponential backoff on
 * 429/5xx/network errors/timeouts, a timeout per attempt, a product User-Agent, and no host but the
 * configured base URL's (absolute links and redirects to other hosts are refused: SSRF guard).
 */

export const DEFAULT_USER_AGENT = 'Handlaggarstod/0.1 (kallhamtning for kommunala handlaggare)';

export type SourceClientOptions = {
  /** e.g. 'https://data.riksdagen.se' or 'https://rattspraxis.etjanst.domstol.se/api/v1'. */
  baseUrl: string;
  userAgent?: string;
  /** Least time between the starts of two requests (also between retries). Default 500 ms. */
  minIntervalMs?: number;
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** First backoff; doubles with each retry. Default 1000 ms. */
  backoffMs?: number;
  /** Caps the backoff and a server's Retry-After. Default 30 s. */
  maxBackoffMs?: number;
  /** Per attempt, headers and body included. Default 30 s. */
  timeoutMs?: number;
  /** Largest body accepted, counted as it streams in. Default 50 MB. */
  maxBytes?: number;
  /** Injected in tests so no test sleeps for real. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  fetch?: typeof fetch;
  /** Told about every attempt (after it ends), for progress output and tests. */
  onAttempt?: (attempt: AttemptInfo) => void;
};

export type AttemptInfo = { url: string; attempt: number; status: number | null; error?: string };

export type SourceResponse = {
  url: string;
  status: number;
  contentType: string;
  bytes: Buffer;
  text: string;
};

export type GetOptions = { accept?: string; maxBytes?: number };

export type SourceClient = {
  readonly baseUrl: URL;
  /** Resolves a relative path against the base URL; throws SsrfError for any other origin. */
  resolve: (pathOrUrl: string, relativeTo?: string | URL) => URL;
  /** Whether an absolute URL has the base URL's origin (http/https only). */
  isAllowed: (url: string | URL) => boolean;
  /** `maxBytes` lowers the client's body limit for this one request (the court's PDF has its own). */
  get: (pathOrUrl: string, options?: GetOptions) => Promise<SourceResponse>;
  getJson: <T>(pathOrUrl: string) => Promise<{ data: T; response: SourceResponse }>;
};

/** A request to a host other than the configured one. Never sent. */
export class SsrfError extends Error {
  override readonly name = 'SsrfError';
}

/** The source answered with an error status, or kept failing until the retries ran out. */
export class SourceHttpError extends Error {
  override readonly name: string = 'SourceHttpError';
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/** The body passed the size limit: the download stopped there, and it was not retried. */
export class SourceBodyTooLargeError extends SourceHttpError {
  override readonly name = 'SourceBodyTooLargeError';
}

const MAX_REDIRECTS = 5;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRetryableStatus = (status: number) =>
  status === 429 || status === 408 || (status >= 500 && status !== 501);

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
const retryAfterMs = (header: string | null, now: number): number | null => {
  if (!header) {
    return null;
  }
  if (/^\d+$/.test(header.trim())) {
    return Number(header.trim()) * 1000;
  }
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
};

class AttemptError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** The body passed the limit: not retried, as the source would send the same again. */
class BodyTooLargeError extends AttemptError {
  constructor(message: string, status: number) {
    super(message, status, false);
  }
}

const normaliseBase = (baseUrl: string): URL => {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`base URL must be http or https: ${baseUrl}`);
  }
  if (!base.pathname.endsWith('/')) {
    base.pathname = `${base.pathname}/`;
  }
  base.search = '';
  base.hash = '';
  return base;
};

export const createSourceClient = (options: SourceClientOptions): SourceClient => {
  const baseUrl = normaliseBase(options.baseUrl);
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const minInterval = options.minIntervalMs ?? 500;
  const maxRetries = options.maxRetries ?? 3;
  const backoff = options.backoffMs ?? 1000;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const timeout = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 50 * 1024 * 1024;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  let lastStart: number | null = null;

  const isAllowed = (url: string | URL): boolean => {
    const parsed = typeof url === 'string' ? new URL(url) : url;
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === baseUrl.origin;
  };

  const resolve = (pathOrUrl: string, relativeTo: string | URL = baseUrl): URL => {
    // A leading '/' would drop the base path ('/api/v1'); connectors pass paths relative to the base.
    const url = new URL(pathOrUrl, relativeTo);
    if (!isAllowed(url)) {
      throw new SsrfError(`refused to fetch ${url.origin}: only ${baseUrl.origin} is allowed`);
    }
    url.hash = '';
    return url;
  };

  const pace = async () => {
    if (lastStart !== null) {
      const wait = lastStart + minInterval - now();
      if (wait > 0) {
        await sleep(wait);
      }
    }
    lastStart = now();
  };

  /**
   * Reads the body, counting bytes as they stream in: the download stops at the first chunk past
   * the limit, so an endless or huge body never sits in memory.
   */
  const readBody = async (
    response: Response,
    controller: AbortController,
    limit: number,
  ): Promise<Buffer> => {
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > limit) {
      controller.abort();
      throw new BodyTooLargeError(`body of ${declared} bytes exceeds ${limit}`, response.status);
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    for await (const chunk of response.body ?? []) {
      received += chunk.byteLength;
      if (received > limit) {
        controller.abort();
        throw new BodyTooLargeError(`body passed ${limit} bytes; the download was stopped`, response.status);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, received);
  };

  /** One attempt, following same-origin redirects by hand so a redirect cannot leave the host. */
  const attempt = async (start: URL, accept: string, limit: number): Promise<SourceResponse> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    try {
      let url = start;
      for (let redirects = 0; ; redirects++) {
        let response: Response;
        try {
          response = await doFetch(url, {
            headers: { 'user-agent': userAgent, accept },
            redirect: 'manual',
            signal: controller.signal,
          });
        } catch (error) {
          const reason = controller.signal.aborted ? `timed out after ${timeout} ms` : String(error);
          throw new AttemptError(reason, null, true);
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (redirects >= MAX_REDIRECTS) {
            throw new AttemptError('too many redirects', response.status, false);
          }
          url = resolve(location, url);
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new AttemptError(
            `HTTP ${response.status}`,
            response.status,
            isRetryableStatus(response.status),
            retryAfterMs(response.headers.get('retry-after'), now()),
          );
        }
        let bytes: Buffer;
        try {
          bytes = await readBody(response, controller, limit);
        } catch (error) {
          if (error instanceof AttemptError) {
            throw error;
          }
          const reason = controller.signal.aborted ? `timed out after ${timeout} ms` : String(error);
          throw new AttemptError(reason, null, true);
        }
        return {
          url: url.toString(),
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          bytes,
          // Riksdagen sends UTF-8 without a charset; every source here is UTF-8.
          text: bytes.toString('utf8'),
        };
      }
    } finally {
      clearTimeout(timer);
    }
  };

  const get = async (pathOrUrl: string, getOptions: GetOptions = {}): Promise<SourceResponse> => {
    const url = resolve(pathOrUrl);
    const accept = getOptions.accept ?? '*/*';
    const limit = Math.min(maxBytes, getOptions.maxBytes ?? maxBytes);
    for (let attemptNo = 1; ; attemptNo++) {
      await pace();
      try {
        const response = await attempt(url, accept, limit);
        options.onAttempt?.({ url: url.toString(), attempt: attemptNo, status: response.status });
        return response;
      } catch (error) {
        if (!(error instanceof AttemptError)) {
          throw error;
        }
        options.onAttempt?.({
          url: url.toString(),
          attempt: attemptNo,
          status: error.status,
          error: error.message,
        });
        if (!error.retryable || attemptNo > maxRetries) {
          const tries = attemptNo > 1 ? ` after ${attemptNo} attempts` : '';
          const Failure = error instanceof BodyTooLargeError ? SourceBodyTooLargeError : SourceHttpError;
          throw new Failure(
            `GET ${url} failed: ${error.message}${tries}`,
            url.toString(),
            error.status,
            attemptNo,
          );
        }
        const wait = Math.min(maxBackoff, Math.max(error.retryAfter ?? 0, backoff * 2 ** (attemptNo - 1)));
        await sleep(wait);
      }
    }
  };

  const getJson = async <T>(pathOrUrl: string) => {
    const response = await get(pathOrUrl, { accept: 'application/json' });
    try {
      return { data: JSON.parse(response.text) as T, response };
    } catch {
      throw new SourceHttpError(`GET ${response.url}: body is not JSON`, response.url, response.status, 1);
    }
  };

  return { baseUrl, resolve, isAllowed, get, getJson };
};
