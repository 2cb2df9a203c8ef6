import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages from the contact form (spec 2 §3), public and not tied to an account. The client's id
 * for the submission is unique, so a retried request finds its row instead of adding one (and
 * mails us once). `emailNotified` records whether the mail to us was handed over, so a replay
 * answers as the first request did.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull().unique('contact_messages_client_id_unique'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization'),
    messageType: text('message_type').notNull(),
    message: text('message').notNull(),
    emailNotified: boolean('email_notified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check(
      'contact_messages_type_check',
      sql`${t.messageType} in ('Allmän fråga', 'Workshop', 'Support', 'Demo', 'Samarbete')`,
    ),
  ],
);
