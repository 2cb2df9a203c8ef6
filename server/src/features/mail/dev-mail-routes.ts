import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { MAIL_LINK, type Mailer } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Development only: the latest mail from the outbox with its links, as JSON for tests and as a
 * plain page at /dev/mail. Never mounted in production.
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
    .get('/api/dev/mail', async (c) => c.json({ messages: await latest() }))
    .get('/dev/mail', async (c) => {
      const items = (await latest())
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p>Till: ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)} · ${escapeHtml(mail.status)}</p>` +
            `<pre>${escapeHtml(mail.text)}</pre>` +
            mail.links
              .map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`)
              .join('') +
            '</article>',
        )
        .join('<hr>');
      return c.html(
        `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Utkorg (utveckling)</title></head>` +
          `<body><h1>Utkorg – de senaste 50 meddelandena</h1><p>Endast i utvecklingsläge. Inget skickas härifrån.</p>${items || '<p>Inga meddelanden än.</p>'}</body></html>`,
      );
    });
};
