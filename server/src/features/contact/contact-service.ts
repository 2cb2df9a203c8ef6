import { randomUUID } from 'node:crypto';
import type { ContactRequestSchema, ContactResponse } from '@app/common';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail';
import { insertContactMessage, markContactMessageNotified } from './contact-repository';

export type ContactDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiter;
  contactEmail: string;
};

/**
 * Mails to the operator per hour, from all addresses together: far above a normal hour, low
 * enough that a flood from many addresses cannot fill the inbox or use up the mail quota. Past it
 * the mail is summarised, never the message lost: every message is still saved, the first one past
 * the ceiling mails the operator one notice, and the rest of the hour's messages wait in
 * contact_messages (email_notified = false) without a mail each.
 */
export const OPERATOR_MAIL_CEILING = { key: 'contact:operator-mails', perHour: 60, windowSeconds: 60 * 60 };

type ContactMessage = Omit<z.output<typeof ContactRequestSchema>, 'clientId' | 'website'>;

/**
 * Mails the message to the operator; true when it went out at once. Never throws: the message
 * is saved already. Errors are logged by name only, as a failed query's text carries its values.
 */
const notifyOperator = async (deps: ContactDeps, id: string, message: ContactMessage): Promise<boolean> => {
  try {
    const { key, perHour, windowSeconds } = OPERATOR_MAIL_CEILING;
    const mailsThisHour = await deps.limiter.hit(key, windowSeconds);
    if (mailsThisHour > perHour) {
      if (mailsThisHour === perHour + 1) {
        await deps.mailer.send({ to: deps.contactEmail, kind: 'contact_overflow', perHour });
      }
      deps.logger.warn(
        { contactMessageId: id },
        'contact message saved, operator mail past the hourly ceiling',
      );
      return false;
    }
    const delivered = await deps.mailer.send({
      to: deps.contactEmail,
      // Answering the mail answers the sender.
      replyTo: message.email,
      kind: 'contact_message',
      contact: message,
    });
    if (delivered) {
      // Only a replay reads the mark; a lost one must not turn a sent mail into a failed one.
      await markContactMessageNotified(deps.db, id).catch(() =>
        deps.logger.warn({ contactMessageId: id }, 'contact notification sent but not marked'),
      );
    } else {
      deps.logger.warn({ contactMessageId: id }, 'contact message saved, notification queued for retry');
    }
    return delivered;
  } catch (error) {
    deps.logger.error(
      { contactMessageId: id, error: error instanceof Error ? error.name : typeof error },
      'contact message saved, notification failed',
    );
    return false;
  }
};

/**
 * Saves the message first, then mails it to the operator through the outbox. A save failure
 * throws (the client keeps its form and may retry with the same id); a mail failure after the
 * save does not, it is reported in the answer.
 */
export const receiveContactMessage = async (
  deps: ContactDeps,
  input: z.output<typeof ContactRequestSchema>,
): Promise<ContactResponse & { replayed: boolean }> => {
  // The honeypot: a bot that is told it failed tries again differently; one told it succeeded
  // moves on. So it gets the answer of a sent message, and nothing is stored or mailed.
  if (input.website) {
    deps.logger.info('contact message from a filled-in honeypot ignored');
    return { id: randomUUID(), emailNotification: 'sent', replayed: false };
  }
  const { website: _honeypot, clientId, ...message } = input;
  const stored = await insertContactMessage(deps.db, { clientId, ...message });
  if (stored.replayed) {
    return {
      id: stored.id,
      emailNotification: stored.emailNotified ? 'sent' : 'failed',
      replayed: true,
    };
  }
  const delivered = await notifyOperator(deps, stored.id, message);
  return { id: stored.id, emailNotification: delivered ? 'sent' : 'failed', replayed: false };
};
