export { inertText } from './memberText';
export { createMailer, DEFAULT_MAIL_FROM, outboxDir, type Mailer, type OutgoingEmail, type SentEmail, type EmailAttachment } from './mailer';
