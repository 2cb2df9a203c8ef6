export { devMailRoutes } from './dev-mail-routes';
export type { MailTransport } from './mail-transport';
export { createSmtpTransport, outboxOnlyTransport } from './mail-transport';
export type { Mailer } from './mailer';
export { createMailer } from './mailer';
