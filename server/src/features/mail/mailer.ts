import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { type MailKind, renderMail, type TemplateInput } from './mail-templates';
import type { MailTransport } from './mail-transport';
import {
  claimDueMail,
  deleteMail,
  insertLeasedMail,
  latestMail,
  markMailFailed,
  markMailSent,
  type OutboxRow,
} from './outbox-repository';

const MAX_ATTEMPTS = 5;
const LEASE = '5 minutes';
// The goodbye mail of an erased account must not keep its address once it has gone out.
const FORGET_WHEN_SENT = new Set<string>(['account_deleted']);
// Links that sign in or set a password must not outlive their delivery in our database.
const LIVE_LINK_KINDS = new Set<string>([
  'verification',
  'magic_link',
  'password_reset',
  'organisation_invitation',
]);
/** A link in a mail's text. */
export const MAIL_LINK = /https?:\/\/[^\s"<>]+/g;
const LINK_REMOVED = '[länken togs bort när brevet hade skickats]';

/** Text and HTML with every link blanked, for a mail whose links must not be kept. */
const withoutLinks = (row: { text: string; html: string }) => ({
  text: row.text.replace(MAIL_LINK, LINK_REMOVED),
  html: row.html.replace(/<a href="[^"]*">/g, '<a>').replace(MAIL_LINK, LINK_REMOVED),
});

export type Mailer = {
  /**
   * Stores the mail in the outbox and tries to deliver it; true when it went out at once. Never
   * throws for a delivery failure: the retry job sends it later, and callers must not reveal
   * failures (no enumeration).
   */
  send: (
    input: {
      to: string;
      /** Where a reply should go instead of MAIL_FROM. */
      replyTo?: string;
      kind: MailKind;
      userId?: string | null;
    } & Omit<TemplateInput, 'productName'>,
  ) => Promise<boolean>;
  /** Delivers due mail: new and earlier failed attempts whose backoff has passed. */
  deliverDue: () => Promise<{ sent: number; failed: number }>;
  /** The latest mail, newest first (for /dev/mail). */
  latest: (limit: number) => Promise<OutboxRow[]>;
};

export const createMailer = (deps: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  productName: string;
}): Mailer => {
  const { db, transport, logger } = deps;

  // In outbox-only mode the stored row is the delivery (read on /dev/mail), so it keeps its links.
  const scrub = (row: OutboxRow) =>
    transport.kind === 'smtp' && LIVE_LINK_KINDS.has(row.kind) ? withoutLinks(row) : {};

  const deliver = async (row: OutboxRow): Promise<boolean> => {
    try {
      await transport.send({
        to: row.toAddress,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      if (FORGET_WHEN_SENT.has(row.kind)) {
        await deleteMail(db, row.id);
      } else {
        await markMailSent(db, row.id, row.attempts + 1, scrub(row));
      }
      logger.info({ mailId: row.id, kind: row.kind, transport: transport.kind }, 'mail delivered');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, row.id, {
        attempts,
        lastError: message.slice(0, 500),
        failed,
        // A mail that will never go out keeps no link either.
        scrubbed: failed ? scrub(row) : {},
        // 1, 2, 4, 8 minutes between attempts.
        retryInMinutes: 2 ** (attempts - 1),
      });
      logger.error({ mailId: row.id, kind: row.kind, attempts, err: error }, 'mail delivery failed');
      return false;
    }
  };

  return {
    send: async ({ to, replyTo, kind, userId, ...input }) => {
      const content = await renderMail(kind, { productName: deps.productName, ...input });
      // Leased to this immediate attempt; the retry job takes it only if this one fails.
      const row = await insertLeasedMail(
        db,
        { toAddress: to, replyTo: replyTo ?? null, kind, userId: userId ?? null, ...content },
        LEASE,
      );
      return row ? deliver(row) : false;
    },
    deliverDue: async () => {
      const rows = await claimDueMail(db, LEASE);
      let sent = 0;
      for (const row of rows) {
        sent += (await deliver(row)) ? 1 : 0;
      }
      return { sent, failed: rows.length - sent };
    },
    latest: (limit) => latestMail(db, limit),
  };
};
