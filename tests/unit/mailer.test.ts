/** The outbox: what would have gone by SMTP is kept whole as an .eml file, readable and complete. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, outboxDir } from '../../api/src/email';
import { linkIn, readOutbox } from '../api/outbox';

describe('the e-mail outbox', () => {
  it('keeps each message as a complete .eml file with its text, links, headers and attachments', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-mailer-'));
    const mailer = createMailer({ from: 'Jnanam <no-reply@jnanam.local>', dataDir });
    expect(mailer.mode).toBe('outbox');
    const link = 'http://localhost:3000/reset-password?token=abc.def_ghi-' + 'x'.repeat(120);
    const sent = await mailer.send({
      to: 'Meera Iyer <meera@example.org>',
      subject: 'Your receipt — ₹2,001.00',
      text: `Namaste Meera,\n\nChoose a new password: ${link}\n`,
      headers: { 'X-Jnanam-Kind': 'receipt' },
      attachments: [{ filename: 'receipt.pdf', content: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' }],
    });
    expect(sent.outboxFile && fs.existsSync(sent.outboxFile)).toBe(true);
    // No temporary file is left behind.
    expect(fs.readdirSync(outboxDir(dataDir)).filter((name) => !name.endsWith('.eml'))).toEqual([]);

    const [message, ...others] = await readOutbox(dataDir, { to: 'meera@example.org' });
    expect(others).toEqual([]);
    expect(message!.subject).toBe('Your receipt — ₹2,001.00');
    expect(linkIn(message!, '/reset-password')).toBe(link);
    expect(message!.headers.get('x-jnanam-kind')).toBe('receipt');
    expect(message!.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['receipt.pdf', 'application/pdf', '%PDF-1.7 test'],
    ]);
    expect(await readOutbox(dataDir, { to: 'someone-else@example.org' })).toEqual([]);
  });
});
