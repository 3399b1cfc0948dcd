/**
 * Reads what the server "sent": the .eml files in DATA_DIR/outbox, parsed the way a
 * mail reader would, so tests find links and attachments in decoded text rather than in
 * quoted-printable source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { outboxDir } from '../../api/src/email';

export interface ReceivedEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers: ParsedMail['headers'];
  attachments: ParsedMail['attachments'];
}

async function parseFile(dir: string, name: string): Promise<ReceivedEmail> {
  const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
  return {
    file: name,
    to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? ''),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
    headers: parsed.headers,
    attachments: parsed.attachments,
  };
}

/** Every message in the outbox, oldest first; `to` narrows to one recipient. */
export async function readOutbox(dataDir: string, filter: { to?: string } = {}): Promise<ReceivedEmail[]> {
  const dir = outboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  const messages: ReceivedEmail[] = [];
  for (const name of files) {
    const message = await parseFile(dir, name);
    if (filter.to && !message.to.toLowerCase().includes(filter.to.toLowerCase())) continue;
    messages.push(message);
  }
  return messages;
}

/** The first link in a message's text that starts with `prefix` (e.g. the site's origin + a path). */
export function linkIn(message: ReceivedEmail, pathPrefix: string): string | undefined {
  const links = message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  return links.find((link) => new URL(link).pathname.startsWith(pathPrefix));
}

/**
 * The latest message of a kind sent to `email`, looked for from the newest file back: only its
 * headers are read until it is found (a test run's outbox holds thousands of messages).
 */
export async function latestTo(dataDir: string, email: string, kind: string): Promise<ReceivedEmail | undefined> {
  const dir = outboxDir(dataDir);
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort().reverse();
  const wanted = email.toLowerCase();
  for (const name of files) {
    const raw = fs.readFileSync(path.join(dir, name));
    const head = raw.subarray(0, raw.indexOf('\n\n')).toString().toLowerCase();
    if (!head.includes(`x-jnanam-kind: ${kind}`) || !head.includes(wanted)) continue;
    const message = await parseFile(dir, name);
    if (message.to.toLowerCase().includes(wanted)) return message;
  }
  return undefined;
}

let confirmations = 0;

/** Opens the latest confirmation link sent to `email` (as the /confirm-email page does): the address is then proven. */
export async function confirmAddress(app: import('fastify').FastifyInstance, dataDir: string, email: string): Promise<void> {
  const mail = await latestTo(dataDir, email, 'email-confirm');
  const link = mail && linkIn(mail, '/confirm-email');
  if (!link) throw new Error(`no confirmation link was sent to ${email}`);
  // Each member opens the link from their own network, as people do: the per-address limit of account links is not theirs to share.
  confirmations += 1;
  const remoteAddress = `10.${(confirmations >> 16) & 255}.${(confirmations >> 8) & 255}.${confirmations & 255}`;
  const answer = await app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token: new URL(link).searchParams.get('token') }, remoteAddress });
  if (answer.statusCode !== 200) throw new Error(`confirming ${email} failed: ${answer.body}`);
}
