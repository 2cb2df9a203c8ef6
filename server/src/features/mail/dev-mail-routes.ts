import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../http/app-env';
import { loopbackOnly } from '../../http/loopback';
import { MAIL_LINK, type Mailer } from './mailer';

/**
 * Development only: the latest mail from the outbox with its links, as JSON for tests and as a
 * plain page at /dev/mail. Never mounted in production or with SMTP; answers loopback clients only.
 */
export const devMailRoutes = (mailer: Mailer) => {
  const latest = async () =>
    (await mailer.latest(50)).map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      text: mail.text,
      links: [...new Set(mail.text.match(MAIL_LINK) ?? [])],
      created_at: mail.createdAt.toISOString(),
    }));
  return new Hono<AppEnv>()
    .use('/api/dev/mail', loopbackOnly)
    .use('/dev/mail', loopbackOnly)
    .get('/api/dev/mail', async (c) => c.json({ messages: await latest() }))
    .get('/dev/mail', async (c) => {
      const items = (await latest()).map(
        (mail) =>
          html`<article><h2>${mail.subject}</h2><p>Till: ${mail.to} · ${mail.created_at} · ${mail.status}</p><pre>${mail.text}</pre>${mail.links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}</article><hr>`,
      );
      return c.html(
        html`<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Utkorg (utveckling)</title></head><body><h1>Utkorg – de senaste 50 meddelandena</h1><p>Endast i utvecklingsläge. Inget skickas härifrån.</p>${items.length > 0 ? items : html`<p>Inga meddelanden än.</p>`}</body></html>`,
      );
    });
};
