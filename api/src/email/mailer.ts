import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Outgoing e-mail: receipts, confirmations, reset links. Through SMTP when SMTP_URL is
 * set; otherwise each message is written whole, as an RFC 5322 `.eml` file, into DATA_DIR/outbox,
 * so nothing is lost on a machine without a mail server and tests (and staff) can read what went out.
 *
 * Both paths build the message with nodemailer, so an outbox file is byte for byte what SMTP
 * would have carried. An outbox file is written to a temporary name, flushed and renamed: a
 * reader never sees half a message, and an acknowledged send survives a crash.
 */

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text body; every message has one (some readers show nothing else). */
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. a stable `X-Jnanam-Kind: password-reset` that tests and filters can key on. */
  headers?: Record<string, string>;
}

export interface SentEmail {
  messageId: string;
  /** The outbox file when there is no SMTP server; absent when SMTP took it. */
  outboxFile?: string;
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<SentEmail>;
  /** Where messages go: 'smtp' or 'outbox' (for the health page and logs). */
  readonly mode: 'smtp' | 'outbox';
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port — nodemailer's connection URL. */
  smtpUrl?: string;
  /** The From header, e.g. `Jnanam <no-reply@jnanam.org>`. */
  from: string;
  dataDir: string;
}

export const DEFAULT_MAIL_FROM = 'Jnanam <no-reply@jnanam.local>';

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.dataDir, options.from);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}

function outboxMailer(dataDir: string, from: string): Mailer {
  const dir = outboxDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // Sortable by time, unique without coordination between server instances.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
      const file = path.join(dir, name);
      const temporary = path.join(dir, `.${name}.tmp`);
      const handle = await fs.promises.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temporary, file);
      return { messageId: info.messageId, outboxFile: file };
    },
  };
}
