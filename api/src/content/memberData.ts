import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * A staff account's edits in the Studio, in "download my data" and "delete my account": the content
 * they edited belongs to the trust and stays, and its history stops naming them.
 */
export function registerContentEditsMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'contentEdits',
    label: 'Content edits in the Studio',
    erasure: {
      effect: 'anonymised',
      explanation: "The site's content you edited as staff stays as it is, and its history no longer names you.",
    },
    async export({ db, memberId }) {
      return db
        .selectFrom('content_revisions')
        .select(['document_id', 'transaction_id', 'created_at'])
        .where('author_id', '=', memberId)
        .orderBy('id')
        .execute();
    },
    async erase({ trx, memberId }) {
      await trx.updateTable('content_revisions').set({ author_id: null }).where('author_id', '=', memberId).execute();
    },
  });
}
