import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * A member's donations and payments in "download my data" and "delete my account". Receipts
 * for 80G donations must be kept with the donor's name, address and PAN (Income-tax rules: the
 * trust files them in its annual statement of donations), so deleting the account keeps them,
 * cut loose from the account; the donor is no longer named among the top donors. The payment
 * orders behind them are the trust's accounting records and are kept the same way.
 */
export function registerGivingMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'donations',
    label: 'Donations and their receipts',
    erasure: {
      effect: 'kept',
      explanation:
        'Your donation receipts (with the name, address and PAN on them) are kept, as the Income-tax Act obliges the trust to keep them for its annual statement of donations, but no longer linked to an account, and your name is no longer shown among the donors.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('donations')
        .select([
          'receipt_number',
          'financial_year',
          'receipt_issued_at',
          'amount_paise',
          'cause_title',
          'first_name',
          'last_name',
          'email',
          'country',
          'phone',
          'pan',
          'address',
          'show_name',
          'created_at',
        ])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.updateTable('donations').set({ member_id: null, show_name: 0 }).where('member_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'donationCertificates',
    label: 'Form 10BE certificates of your donations',
    erasure: {
      effect: 'kept',
      explanation:
        'The yearly certificates of your donations (Form 10BE, naming you by PAN) are kept with the receipts they certify, as the Income-tax Act obliges; they were never linked to your account.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('donation_certificates')
        .select(['number', 'financial_year', 'pan', 'issued_at', 'emailed_at', 'emailed_to'])
        .where('pan', 'in', db.selectFrom('donations').select('pan').where('member_id', '=', memberId).where('pan', 'is not', null))
        .orderBy('financial_year')
        .execute(),
    // Nothing to cut loose: a certificate is kept by the donor's PAN, not by the account.
    async erase() {},
  });

  members.register({
    name: 'payments',
    label: 'Payments',
    erasure: {
      effect: 'kept',
      explanation: 'Records of payments made are kept in the trust’s accounts, no longer linked to an account.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('payment_orders')
        .select(['id', 'kind', 'status', 'amount_paise', 'currency', 'description', 'payment_method', 'created_at'])
        .where('member_id', '=', memberId)
        .orderBy('created_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.updateTable('payment_orders').set({ member_id: null }).where('member_id', '=', memberId).execute();
    },
  });
}
