import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';
import { createLogger } from '../../logger';
import { createSmtpTransport } from './mail-transport';
import { createMailer } from './mailer';

type Received = { to: string[]; raw: string };

/** A real SMTP server on loopback that records what it receives. */
const startSmtp = async (port = 0) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const smtpMailer = (port: number, from = 'no-reply@example.se') =>
  createMailer({
    db: database.db,
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, from),
    logger: createLogger('silent'),
    productName: 'Handläggarstöd',
  });

describe('the mailer over SMTP', () => {
  it('delivers Swedish mail through a real SMTP server and marks it sent', async () => {
    const smtp = await startSmtp();
    const mailer = smtpMailer(smtp.port, 'Handläggarstöd <no-reply@example.se>');
    await mailer.send({ to: 'anna@kommun.se', kind: 'magic_link', url: 'http://localhost:3000/x?token=abc' });
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['anna@kommun.se']);
    expect(smtp.received[0]?.raw).toContain('Subject: =?UTF-8?');
    // Quoted-printable writes '=' as '=3D'.
    expect(smtp.received[0]?.raw).toMatch(/token=(3D)?abc/);
    const [row] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'anna@kommun.se'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps the record of a sent magic, reset or verification mail but not its link', async () => {
    const smtp = await startSmtp();
    const mailer = smtpMailer(smtp.port);
    const kinds = ['magic_link', 'password_reset', 'verification'] as const;
    for (const kind of kinds) {
      await mailer.send({
        to: `${kind}@kommun.se`,
        kind,
        url: `http://localhost:3000/x?token=hemlig-${kind}`,
      });
    }
    await smtp.close();
    expect(smtp.received).toHaveLength(3);
    for (const kind of kinds) {
      const [row] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, `${kind}@kommun.se`));
      expect(row).toMatchObject({ status: 'sent', kind });
      expect(row?.subject).toBeTruthy();
      expect(`${row?.text}${row?.html}`).not.toContain('hemlig');
      expect(`${row?.text}${row?.html}`).not.toContain('http');
      expect(row?.text).toContain('[länken togs bort när brevet hade skickats]');
    }
  });

  it('keeps mail in the outbox while SMTP is down and delivers it once the server is back', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const mailer = smtpMailer(port);
    await expect(mailer.send({ to: 'bo@kommun.se', kind: 'password_changed' })).resolves.toBe(false);
    const [pending] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'bo@kommun.se'));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending?.lastError).toBeTruthy();

    const back = await startSmtp(port);
    await database.db
      .update(outboxEmails)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxEmails.toAddress, 'bo@kommun.se'));
    expect(await mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await back.close();
    expect(back.received.map((mail) => mail.to)).toEqual([['bo@kommun.se']]);
  });
});
