/**
 * npm run report:10be -- --year 2025-26 [--send]: every Form 10BE of a closed financial year (one
 * per donor with a PAN). Without --send the PDFs are written to DATA_DIR/reports/form-10be-<year>/
 * for the trust to look at; with --send each donor not yet sent theirs is e-mailed it, as the
 * server's yearly job does after 31 March (a certificate already sent is not sent again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isFinancialYear } from '../contracts/deskForm10be';
import { FORM_10BE_SCREEN } from '../contracts/messages/form10be';
import { loadConfig } from '../api/src/config';
import { openContentStore } from '../api/src/content';
import { openDatabase } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { form10beRecorder } from '../api/src/desk/form10be';
import { createForm10be } from '../api/src/donations/form10be';
import { createMailer, DEFAULT_MAIL_FROM } from '../api/src/email';

const { values } = parseArgs({ options: { year: { type: 'string' }, send: { type: 'boolean', default: false } } });
const financialYear = values.year ?? '';
if (!isFinancialYear(financialYear)) {
  console.error('Name a closed financial year: npm run report:10be -- --year 2025-26 [--send]');
  process.exit(1);
}

const config = loadConfig();
const db = openDatabase(config);
try {
  await migrateToLatest(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, dataDir: config.dataDir });
  const form10be = createForm10be({ db, mailer, content: openContentStore(config.contentDir, config.dataDir).store, record: form10beRecorder(db) });
  if (values.send) {
    const log = { error: (details: object, message: string) => console.error(message, details) };
    const { sent, failed } = await form10be.sendYear(financialYear, log, FORM_10BE_SCREEN.command);
    console.log(`Form 10BE for ${financialYear}: ${sent} e-mailed (${mailer.mode === 'smtp' ? 'by SMTP' : `in ${config.dataDir}/outbox`}), ${failed} failed; those sent before were not sent again.`);
    if (failed) process.exitCode = 1;
  } else {
    form10be.refuseYear(financialYear);
    const folder = path.join(config.dataDir, 'reports', `form-10be-${financialYear}`);
    fs.mkdirSync(folder, { recursive: true });
    const pans = await form10be.pansOf(financialYear);
    for (const pan of pans) {
      const made = await form10be.make(pan, financialYear);
      fs.writeFileSync(path.join(folder, form10be.fileName(made.form)), made.pdf, { mode: 0o600 });
    }
    console.log(`${pans.length} Form 10BE certificate(s) for ${financialYear} written to ${folder}; add --send to e-mail them to the donors.`);
  }
} catch (error) {
  console.error(`Form 10BE failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
