/**
 * npm run digest: writes this week's digest for every member who wants it (and has not had it this
 * week) and tells members whose membership ends within a week, once each; the server does the same
 * every hour by itself, so this is for a server started with SCHEDULED_JOBS=false, or to see it now.
 */
import { loadJwtSecret } from '../api/src/auth/tokens';
import { loadConfig } from '../api/src/config';
import { openContentStore } from '../api/src/content';
import { openDatabase } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { createMailer, DEFAULT_MAIL_FROM } from '../api/src/email';
import { createSafety } from '../api/src/safety';
import { createDigest } from '../api/src/safety/digest';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, dataDir: config.dataDir });
    const safety = createSafety({ db, mailer, siteOrigin: () => origin, secret: loadJwtSecret(config.dataDir, config.jwtSecret), log: { error: (details, message) => console.error(message, details) } });
    const digest = createDigest({ db, notifier: safety.notifier, content: openContentStore(config.contentDir, config.dataDir).store, siteOrigin: () => origin });
    const told = await digest.membershipsEnding();
    const sent = await digest.writeAll();
    const mentions = await digest.foldMentions();
    console.log(
      `Weekly digests written: ${sent} (${mailer.mode === 'smtp' ? 'sent by SMTP' : `in ${config.dataDir}/outbox`}); memberships ending soon announced: ${told}; mention e-mails: ${mentions}.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
