import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedProviderAddress } from './provider-address';

/** Every request to an organisation's identity provider gives up after this long. */
export const PROVIDER_TIMEOUT_MS = 5000;
/** Discovery documents, key sets and tokens are small; anything larger is not a provider's answer. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

export type ProviderFailure = 'address_refused' | 'unresolvable' | 'unreachable' | 'bad_response';

/** Why a provider could not be used; the message goes to the log, never to the browser. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly reason: ProviderFailure,
    message: string,
  ) {
    super(message);
  }
}

export type ProviderNetwork = { allowLoopback: boolean; timeoutMs?: number };

/**
 * Resolves a host name to every address it has and refuses the name when any of them is
 * internal (or on this machine, unless allowed): checked at the provider's address, not its name.
 */
export const resolveProviderHost = async (
  hostname: string,
  network: ProviderNetwork,
): Promise<LookupAddress[]> => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses: LookupAddress[] = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await new Promise((resolve, reject) =>
        lookup(bare, { all: true, verbatim: true }, (error, found) =>
          error
            ? reject(new ProviderError('unresolvable', `${bare}: ${error.code ?? error.message}`))
            : resolve(found),
        ),
      );
  const refused = addresses.find(({ address }) => !isAllowedProviderAddress(address, network.allowLoopback));
  if (addresses.length === 0 || refused) {
    throw new ProviderError('address_refused', `${bare} resolves to ${refused?.address ?? 'nothing'}`);
  }
  return addresses;
};

/** The socket connects only to addresses resolveProviderHost approved, so DNS cannot change in between. */
const guardedLookup =
  (network: ProviderNetwork): LookupFunction =>
  (hostname, options, callback) => {
    resolveProviderHost(hostname, network).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = addresses.filter((entry) => !wanted || entry.family === wanted);
        if (options.all) {
          callback(null, usable);
          return;
        }
        const [first] = usable;
        if (!first) {
          callback(
            new ProviderError('address_refused', `${hostname} has no address of family ${wanted}`),
            '',
            0,
          );
          return;
        }
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

const readBody = async (response: IncomingMessage): Promise<string> => {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of response) {
    size += (part as Buffer).length;
    if (size > MAX_RESPONSE_BYTES) {
      response.destroy();
      throw new ProviderError('bad_response', 'the answer is larger than 1 MB');
    }
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
};

/**
 * One request to an identity provider, as JSON: never to an internal address, never following a
 * redirect, and within PROVIDER_TIMEOUT_MS from connecting to the last byte.
 */
export const providerJson = async (
  url: URL,
  network: ProviderNetwork,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Record<string, unknown>> => {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ProviderError('address_refused', `${url.protocol} is not http(s)`);
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) {
    // A literal address is connected to without a lookup: check it here.
    await resolveProviderHost(literal, network);
  }
  const timeoutMs = network.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const text = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: init.method ?? 'GET',
        headers: { accept: 'application/json', ...init.headers },
        lookup: guardedLookup(network),
        signal,
      },
      (response) => {
        readBody(response).then((body) => resolve({ status: response.statusCode ?? 0, body }), reject);
      },
    );
    outgoing.on('error', (error: Error) => {
      if (error instanceof ProviderError) {
        reject(error);
        return;
      }
      const reason = signal.aborted ? `no answer within ${timeoutMs} ms` : error.message;
      reject(new ProviderError('unreachable', `${url.origin}: ${reason}`));
    });
    outgoing.end(init.body);
  }).catch((error: unknown) => {
    throw error instanceof ProviderError
      ? error
      : new ProviderError(
          'unreachable',
          `${url.origin}: ${signal.aborted ? `no answer within ${timeoutMs} ms` : String(error)}`,
        );
  });
  if (text.status < 200 || text.status >= 300) {
    throw new ProviderError('bad_response', `${url.origin}${url.pathname} answered ${text.status}`);
  }
  try {
    const parsed: unknown = JSON.parse(text.body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Reported below.
  }
  throw new ProviderError('bad_response', `${url.origin}${url.pathname} did not answer with a JSON object`);
};
