import type { TestApp } from './test-app';

let lastAddress = 0;
/** A fresh client address (from TEST-NET-2), as the socket would give it. */
export const newClientAddress = () => {
  lastAddress++;
  return `198.51.${Math.floor(lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;
};

/**
 * A browser-like client for in-process requests: keeps cookies, sends the site's Origin and
 * comes from an address of its own (as a socket would show it), unless a request names another.
 */
export const createAccountClient = (t: TestApp, address = newClientAddress()) => {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) {
        continue;
      }
      if (/max-age=0/i.test(line) || value.join('=') === '') {
        cookies.delete(name.trim());
      } else {
        cookies.set(name.trim(), value.join('='));
      }
    }
  };
  const request = async (
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; address?: string } = {},
  ) => {
    const socket = { remoteAddress: init.address ?? address };
    const res = await t.app.request(
      path,
      {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          origin: t.config.publicUrl,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size > 0 ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      { incoming: { socket } },
    );
    remember(res);
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    request,
    address,
    cookies,
    signedIn: () => [...cookies.keys()].some((name) => name.includes('session_token')),
  };
};

/** The latest mail to an address, and its first link made relative to the app. */
export const latestMail = async (t: TestApp, to: string, kind?: string) => {
  const mail = (await t.services.mailer.latest(50)).find(
    (row) => row.toAddress === to && (kind === undefined || row.kind === kind),
  );
  const link = mail?.text.match(/https?:\/\/[^\s]+/)?.[0];
  return { mail, path: link ? link.replace(t.config.publicUrl, '') : undefined };
};

export const validSignup = (email: string) => ({
  name: 'Anna Andersson',
  email,
  password: 'Bostad2024',
  confirmPassword: 'Bostad2024',
  job_title: 'Handläggare',
  consent_data: true,
});

/** A verified user, signed in through the real sign-up and the verification link. */
export const verifiedUser = async (t: TestApp, email: string) => {
  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup(email) });
  await client.request((await latestMail(t, email, 'verification')).path ?? '');
  return client;
};

/** A verified user who has accepted the terms. */
export const signedInMember = async (t: TestApp, email: string) => {
  const client = await verifiedUser(t, email);
  await client.request('/api/account/terms', { method: 'POST' });
  return client;
};

/** A member with a monthly plan paid through the demo checkout. */
export const subscribedMember = async (t: TestApp, email: string) => {
  const client = await signedInMember(t, email);
  const checkout = await client.request('/api/billing/create-checkout', { body: { tier: 'monthly' } });
  await client.request(`${String(checkout.body.url).replace(t.config.publicUrl, '')}/confirm`, {
    method: 'POST',
  });
  return client;
};
