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

/** Every message in the outbox, oldest first; `to` narrows to one recipient. */
export async function readOutbox(dataDir: string, filter: { to?: string } = {}): Promise<ReceivedEmail[]> {
  const dir = outboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  const messages: ReceivedEmail[] = [];
  for (const name of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
    if (filter.to && !to.toLowerCase().includes(filter.to.toLowerCase())) continue;
    messages.push({
      file: name,
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : undefined,
      headers: parsed.headers,
      attachments: parsed.attachments,
    });
  }
  return messages;
}

/** The first link in a message's text that starts with `prefix` (e.g. the site's origin + a path). */
export function linkIn(message: ReceivedEmail, pathPrefix: string): string | undefined {
  const links = message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  return links.find((link) => new URL(link).pathname.startsWith(pathPrefix));
}

/** Opens the latest confirmation link sent to `email` (as the /confirm-email page does): the address is then proven. */
export async function confirmAddress(app: import('fastify').FastifyInstance, dataDir: string, email: string): Promise<void> {
  const mail = (await readOutbox(dataDir, { to: email })).filter((message) => message.headers.get('x-jnanam-kind') === 'email-confirm').at(-1);
  const link = mail && linkIn(mail, '/confirm-email');
  if (!link) throw new Error(`no confirmation link was sent to ${email}`);
  const answer = await app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token: new URL(link).searchParams.get('token') } });
  if (answer.statusCode !== 200) throw new Error(`confirming ${email} failed: ${answer.body}`);
}
