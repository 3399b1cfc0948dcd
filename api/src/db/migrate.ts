import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as initial from './migrations/0001_initial';
import * as enquiries from './migrations/0002_enquiries';
import * as interactions from './migrations/0003_interactions';
import * as community from './migrations/0004_community';
import * as uploads from './migrations/0005_uploads';
import * as rateLimits from './migrations/0006_rate_limits';
import * as payments from './migrations/0007_payments';
import * as memberships from './migrations/0008_memberships';
import * as marketplace from './migrations/0009_marketplace';
import * as accounts from './migrations/0010_accounts';
import * as staff from './migrations/0011_staff';
import * as emailConfirmation from './migrations/0012_email_confirmation';
import * as social from './migrations/0015_social';
import * as visitorShares from './migrations/0014_visitor_shares';
import * as sessionFamilies from './migrations/0016_session_families';
import * as safety from './migrations/0017_safety';
import * as memberArticles from './migrations/0020_member_articles';
import * as messaging from './migrations/0019_messaging';
import * as learning from './migrations/0018_learning';
import * as guideQuestions from './migrations/0021_guide_questions';
import * as karma from './migrations/0022_karma';
import * as memberArticleTopics from './migrations/0023_member_article_topics';
import * as memberStages from './migrations/0024_member_stages';
import * as contentRevisions from './migrations/0025_content_revisions';
import * as contentDocuments from './migrations/0026_content_documents';
import * as sharedPictures from './migrations/0028_shared_pictures';
import * as sampleMembersConfirmed from './migrations/0030_sample_members_confirmed';
import * as guideThreads from './migrations/0031_guide_threads';
import * as desk from './migrations/0034_desk';
import * as liveSignals from './migrations/0037_live_signals';
import * as donationCertificates from './migrations/0041_donation_certificates';
import type { Database } from './schema';

/**
 * Migrations are imported statically (not read from a folder at run time) so they work the same
 * under tsx, vitest and any bundler. Add new ones here in order; names sort lexically.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_enquiries': enquiries,
  '0003_interactions': interactions,
  '0004_community': community,
  '0005_uploads': uploads,
  '0006_rate_limits': rateLimits,
  '0007_payments': payments,
  '0008_memberships': memberships,
  '0009_marketplace': marketplace,
  '0010_accounts': accounts,
  '0011_staff': staff,
  '0012_email_confirmation': emailConfirmation,
  '0015_social': social,
  '0014_visitor_shares': visitorShares,
  '0016_session_families': sessionFamilies,
  '0017_safety': safety,
  '0020_member_articles': memberArticles,
  '0019_messaging': messaging,
  '0018_learning': learning,
  '0021_guide_questions': guideQuestions,
  '0022_karma': karma,
  '0023_member_article_topics': memberArticleTopics,
  '0024_member_stages': memberStages,
  '0025_content_revisions': contentRevisions,
  '0026_content_documents': contentDocuments,
  '0028_shared_pictures': sharedPictures,
  '0030_sample_members_confirmed': sampleMembersConfirmed,
  '0031_guide_threads': guideThreads,
  '0034_desk': desk,
  '0037_live_signals': liveSignals,
  '0041_donation_certificates': donationCertificates,
};

/** Every migration this build knows, oldest first. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/** Names of migrations this build knows that the database has not applied yet. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = createMigrator(db);
  const known = await migrator.getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/**
 * A migrator over this schema's migrations (tests also use it to stop at an older schema). Numbers
 * are given out ahead to work landing side by side, so one may land after a higher one has run on
 * a database (0034 after 0037): it is applied then rather than refused as out of order.
 */
export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
}

/** Brings the schema up to date; throws (and the server does not start) when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
