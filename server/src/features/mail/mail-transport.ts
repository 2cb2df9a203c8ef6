import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; replyTo?: string; subject: string; text: string; html: string };

export type MailTransport = {
  /** 'outbox' keeps mail in the database only (the embedded default, read on /dev/mail). */
  kind: 'smtp' | 'outbox';
  send: (mail: OutgoingMail) => Promise<void>;
};

export const createSmtpTransport = (url: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
};

/** Without SMTP the outbox row is the delivery; a developer reads it on /dev/mail. */
export const outboxOnlyTransport: MailTransport = { kind: 'outbox', send: async () => undefined };
