import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
};

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  userId: string;
  /** A plan switch the portal scheduled: the schedule's next phase, with another price. */
  schedule?: { id: string; nextPriceId: string; nextStart: number };
};

const read = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) {
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
};

/**
 * A local server speaking the parts of Stripe's API we call (form-encoded requests, JSON
 * answers, idempotent replays by Idempotency-Key), holding subscriptions in memory as Stripe's
 * current truth. Webhooks are built by the tests and signed with the SDK's test helper.
 */
export const startFakeStripe = async () => {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const replies = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${++counter}`;

  const subscriptionObject = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    schedule: sub.schedule?.id ?? null,
    metadata: { userId: sub.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          price: { id: sub.priceId },
          current_period_end: sub.periodEnd,
        },
      ],
    },
  });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const params = new URLSearchParams(await read(req));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, params, idempotencyKey });
    res.setHeader('content-type', 'application/json');
    const replayKey = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : undefined;
    const cached = replayKey ? replies.get(replayKey) : undefined;
    if (cached) {
      res.setHeader('idempotent-replayed', 'true');
      res.end(cached);
      return;
    }
    let body: unknown;
    if (req.method === 'POST' && path === '/v1/customers') {
      body = { id: nextId('cus'), object: 'customer', email: params.get('email') };
    } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      body = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        locale: params.get('locale'),
      };
    } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      body = {
        id: nextId('bps'),
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session',
      };
    } else if ((req.method === 'GET' || req.method === 'DELETE') && path.startsWith('/v1/subscriptions/')) {
      const sub = subscriptions.get(path.split('/').at(-1) ?? '');
      if (!sub) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such subscription' } }),
        );
        return;
      }
      if (req.method === 'DELETE') {
        // Cancelling ends the subscription at once, as Stripe's DELETE does.
        sub.status = 'canceled';
      }
      body = subscriptionObject(sub);
    } else if (req.method === 'GET' && path.startsWith('/v1/subscription_schedules/')) {
      const id = path.split('/').at(-1);
      const sub = [...subscriptions.values()].find((candidate) => candidate.schedule?.id === id);
      if (!sub?.schedule) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such schedule' } }));
        return;
      }
      body = {
        id: sub.schedule.id,
        object: 'subscription_schedule',
        status: 'active',
        subscription: sub.id,
        phases: [
          {
            start_date: sub.periodEnd - 30 * 86_400,
            end_date: sub.schedule.nextStart,
            items: [{ price: sub.priceId }],
          },
          {
            start_date: sub.schedule.nextStart,
            end_date: null,
            items: [{ price: sub.schedule.nextPriceId }],
          },
        ],
      };
    } else {
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request ${path}` } }),
      );
      return;
    }
    const text = JSON.stringify(body);
    if (replayKey) {
      replies.set(replayKey, text);
    }
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    subscriptionObject,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
