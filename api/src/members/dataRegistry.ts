import type { Kysely, Transaction } from 'kysely';
import type { ErasureEffect } from '../../../contracts/accounts';
import type { Database } from '../db/schema';

/**
 * The ONE list of everything the platform holds about a member, so that "download my data" and
 * "delete my account" (a member's rights under India's DPDP Act 2023) cannot forget a part: a
 * feature that stores something about members registers it here, once, and both follow.
 *
 * Registering a part is a few lines, next to the feature's routes (see members/parts.ts for today's):
 *
 *   members.register({
 *     name: 'orders',                        // the key in the downloaded file; never renamed
 *     label: 'Book orders',                  // how the settings page names it
 *     erasure: { effect: 'removed', explanation: 'Your orders and delivery addresses are deleted.' },
 *     export: ({ db, memberId }) => db.selectFrom('orders').selectAll().where('user_id', '=', memberId).execute(),
 *     erase: async ({ trx, memberId }) => { await trx.deleteFrom('orders').where('user_id', '=', memberId).execute(); },
 *   });
 *
 * Erasure effects, said to the member before (GET /account/erasure) and after the deletion:
 * - `removed`: the rows go.
 * - `anonymised`: rows that others' things need stay, with nothing left that points to the member
 *   (e.g. a comment others replied to, signed "a former member").
 * - `kept`: what a law obliges the trust to keep (donation receipts with the donor's name, address
 *   and PAN: Income-tax rules for 80G receipts). Its `explanation` names the law and how long, and
 *   its `erase` must still cut the row loose from the account (set the member column to null, copy
 *   what the receipt needs into it), because the account row itself is deleted; a foreign key that
 *   cascades would otherwise delete the kept rows with it.
 *
 * All parts erase in one transaction, in the reverse order of registration (later features may
 * refer to earlier ones; the account, registered first, goes last). Work that cannot be rolled
 * back, such as deleting files, goes to `afterCommit`.
 */

export interface ExportContext {
  db: Kysely<Database>;
  memberId: number;
  /** The account's current address, for parts kept by e-mail (contact-form enquiries). */
  email: string;
  /** Whether the member proved `email` is theirs; parts kept by e-mail answer only then. */
  emailConfirmed: boolean;
}

export interface ErasureContext {
  trx: Transaction<Database>;
  memberId: number;
  email: string;
  emailConfirmed: boolean;
  /** Runs once the transaction has committed (never if it rolls back). */
  afterCommit(task: () => Promise<void>): void;
}

export interface MemberDataPart {
  name: string;
  label: string;
  erasure: { effect: ErasureEffect; explanation: string };
  export(context: ExportContext): Promise<unknown>;
  erase(context: ErasureContext): Promise<void>;
}

export interface ErasureStep {
  part: string;
  label: string;
  effect: ErasureEffect;
  explanation: string;
}

export const MEMBER_DATA_FORMAT = 'jnanam-member-data/1';

export function createMemberDataRegistry(db: Kysely<Database>) {
  const parts: MemberDataPart[] = [];
  const confirmed = async (memberId: number) =>
    Boolean((await db.selectFrom('users').select('email_confirmed_at').where('id', '=', memberId).executeTakeFirst())?.email_confirmed_at);
  const plan = (): ErasureStep[] =>
    parts.map(({ name, label, erasure }) => ({ part: name, label, effect: erasure.effect, explanation: erasure.explanation }));

  return {
    register(part: MemberDataPart) {
      if (parts.some((existing) => existing.name === part.name))
        throw new Error(`Member data part "${part.name}" is registered twice.`);
      parts.push(part);
    },

    /** What deleting an account does, part by part, in the order the parts were registered. */
    plan,

    /** Everything held about one member, read by the server for that member alone. */
    async exportFor(memberId: number, email: string) {
      const data: Record<string, unknown> = {};
      const emailConfirmed = await confirmed(memberId);
      for (const part of parts) data[part.name] = await part.export({ db, memberId, email, emailConfirmed });
      return {
        format: MEMBER_DATA_FORMAT,
        generatedAt: new Date().toISOString(),
        memberId: String(memberId),
        parts: data,
      } as const;
    },

    /** Erases every part in one transaction; returns the plan as carried out. */
    async erase(memberId: number, email: string): Promise<ErasureStep[]> {
      const tasks: (() => Promise<void>)[] = [];
      const emailConfirmed = await confirmed(memberId);
      await db.transaction().execute(async (trx) => {
        for (const part of [...parts].reverse()) {
          await part.erase({ trx, memberId, email, emailConfirmed, afterCommit: (task) => tasks.push(task) });
        }
      });
      for (const task of tasks) await task();
      return plan();
    },
  };
}

export type MemberDataRegistry = ReturnType<typeof createMemberDataRegistry>;
