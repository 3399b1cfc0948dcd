import type { Kysely } from 'kysely';
import { type Form10beYear, isFinancialYear } from '../../../contracts/deskForm10be';
import { FORM_10BE_MESSAGES, FORM_10BE_SCREEN } from '../../../contracts/messages/form10be';
import { formatRupees } from '../../../contracts/money';
import { clock } from '../clock';
import type { ContentDocument } from '../content/dataset';
import { trustDetails } from '../content/trust';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { HttpError } from '../http/errors';
import { paymentModeOf } from '../payments';
import { type Form10be, form10bePdf } from './form10bePdf';
import { financialYearBounds, financialYearOf, RECEIPT_PREFIX } from './receipts';
import { rupeesInWords } from './words';

/**
 * Form 10BE, the certificate of donations a trust approved under section 80G gives each donor for a
 * financial year: the donor is named by PAN (a donor without one cannot be certified), the year's
 * paid donations are listed with their total, and the certificate keeps the number and date it got
 * the first time it was made. A year is certified once it has ended; after that the yearly sending
 * e-mails every donor with a PAN their certificate, each once.
 */

/** Kept on the record of the donations a certificate covers: what the job or command named `sender` did (staff's own actions the desk records). */
export type Form10beRecorder = (entry: { sender: string; donationIds: number[]; action: string; after: Record<string, unknown> }) => Promise<void>;

interface Deps {
  db: Kysely<Database>;
  mailer: Mailer;
  content: { published(): ContentDocument[] };
  record: Form10beRecorder;
}

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const certificateNumber = (financialYear: string, id: number) => `${RECEIPT_PREFIX}/10BE/${financialYear}/${String(id).padStart(6, '0')}`;

/** The first moment after the year, when its certificates can be made. */
const yearEnd = (financialYear: string) => new Date(Date.parse(financialYearBounds(financialYear).to) + 1);
export const opensOn = (financialYear: string) => DATE.format(yearEnd(financialYear));
/** The last financial year that has ended by `now`. */
export const lastClosedYear = (now: Date) => {
  const current = Number(financialYearOf(now).slice(0, 4));
  return `${current - 1}-${String(current % 100).padStart(2, '0')}`;
};

export function createForm10be({ db, mailer, content, record }: Deps) {
  const paidDonations = (pan: string) =>
    db
      .selectFrom('donations as d')
      .innerJoin('payment_orders as p', 'p.id', 'd.order_id')
      .select(['d.id', 'd.first_name', 'd.last_name', 'd.email', 'd.address', 'd.amount_paise', 'd.receipt_number', 'd.financial_year', 'p.paid_at', 'p.status', 'p.provider', 'p.payment_method'])
      .where('p.status', '=', 'paid')
      .where('d.receipt_number', 'is not', null)
      .where('d.pan', '=', pan);

  /** The PANs of the donors who gave in the year (paid), in order. */
  async function pansOf(financialYear: string): Promise<string[]> {
    const rows = await db
      .selectFrom('donations as d')
      .innerJoin('payment_orders as p', 'p.id', 'd.order_id')
      .select('d.pan')
      .distinct()
      .where('p.status', '=', 'paid')
      .where('d.financial_year', '=', financialYear)
      .where('d.pan', 'is not', null)
      .orderBy('d.pan')
      .execute();
    return rows.map((row) => row.pan!);
  }

  function refuseYear(financialYear: string) {
    if (!isFinancialYear(financialYear)) throw new HttpError(400, FORM_10BE_MESSAGES.yearInvalid);
    if (clock.nowMs() < yearEnd(financialYear).getTime()) throw new HttpError(400, FORM_10BE_MESSAGES.yearOpen(financialYear, opensOn(financialYear)));
  }

  /** The certificate's row, made (and numbered) the first time; the same row every time after. */
  async function certificateRow(pan: string, financialYear: string) {
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('donation_certificates')
        .values({ financial_year: financialYear, pan, issued_at: clock.nowIso() })
        .onConflict((oc) => oc.columns(['financial_year', 'pan']).doNothing())
        .execute();
      const row = await trx.selectFrom('donation_certificates').selectAll().where('financial_year', '=', financialYear).where('pan', '=', pan).executeTakeFirstOrThrow();
      if (row.number) return row;
      const number = certificateNumber(financialYear, row.id);
      await trx.updateTable('donation_certificates').set({ number }).where('id', '=', row.id).execute();
      return { ...row, number };
    });
  }

  /** The certificate for the donor with `pan` and the year, with the donations it covers; refused as the desk says. */
  async function make(pan: string | null, financialYear: string) {
    refuseYear(financialYear);
    if (!pan) throw new HttpError(400, FORM_10BE_MESSAGES.noPan);
    const donations = await paidDonations(pan).where('d.financial_year', '=', financialYear).orderBy('p.paid_at').orderBy('d.id').execute();
    if (!donations.length) throw new HttpError(404, FORM_10BE_MESSAGES.noDonations(financialYear));
    const row = await certificateRow(pan, financialYear);
    const trust = trustDetails(content);
    // The donor as the latest donation of the year names them: a corrected name or address wins.
    const latest = donations[donations.length - 1]!;
    const totalPaise = donations.reduce((sum, donation) => sum + donation.amount_paise, 0);
    const form: Form10be = {
      number: row.number!,
      date: DATE.format(new Date(row.issued_at)),
      financialYear,
      trust: { name: trust.name, address: trust.address, pan: trust.pan, approval80G: trust.approval80G, signatory: trust.signatory },
      donor: { name: `${latest.first_name} ${latest.last_name}`.trim(), address: donations.findLast((d) => d.address)?.address ?? '', pan, email: latest.email },
      donations: donations.map((donation) => ({
        date: DATE.format(new Date(donation.paid_at!)),
        receiptNumber: donation.receipt_number!,
        mode: paymentModeOf(donation) ?? 'Online',
        amountPaise: donation.amount_paise,
      })),
      totalPaise,
      totalInWords: rupeesInWords(totalPaise),
    };
    return { form, pdf: await form10bePdf(form), donationIds: donations.map((donation) => donation.id), certificateId: row.id };
  }

  const fileName = (form: { financialYear: string; donor: { pan: string } }) => `form-10be-${form.financialYear}-${form.donor.pan}.pdf`;

  async function email(made: Awaited<ReturnType<typeof make>>) {
    const { form, pdf } = made;
    await mailer.send({
      to: form.donor.email,
      subject: `Form 10BE for the financial year ${form.financialYear} — ${form.trust.name}`,
      text: [
        `Dear ${form.donor.name},`,
        '',
        `Attached is the trust's certificate of your donations in the financial year ${form.financialYear} (Form 10BE, certificate ${form.number}):`,
        `${form.donations.length} donation${form.donations.length === 1 ? '' : 's'}, ${formatRupees(form.totalPaise)} in all, for your deduction under section 80G.`,
        'Keep it with your tax papers; the deduction you claim should match it.',
        '',
        'With gratitude,',
        form.trust.name,
      ].join('\n'),
      attachments: [{ filename: fileName(form), content: pdf, contentType: 'application/pdf' }],
      headers: { 'X-Jnanam-Kind': 'form-10be', 'X-Jnanam-Certificate': form.number },
    });
    const emailedAt = clock.nowIso();
    await db.updateTable('donation_certificates').set({ emailed_at: emailedAt, emailed_to: form.donor.email }).where('id', '=', made.certificateId).execute();
    return emailedAt;
  }

  return {
    make,
    fileName,
    pansOf,
    /** Throws the refusal (400) for a year not written as one or not ended yet. */
    refuseYear,
    /** Makes the certificate and e-mails it to the donor (again, if it was sent before). */
    async send(pan: string | null, financialYear: string) {
      const made = await make(pan, financialYear);
      await email(made);
      return made;
    },

    /** The years the donor with `pan` gave in, newest first, each with its total and certificate. */
    async yearsOf(pan: string): Promise<Form10beYear[]> {
      const rows = await paidDonations(pan).execute();
      const certificates = await db.selectFrom('donation_certificates').selectAll().where('pan', '=', pan).execute();
      const years = new Map<string, { donations: number; totalPaise: number }>();
      for (const row of rows) {
        const year = years.get(row.financial_year!) ?? { donations: 0, totalPaise: 0 };
        years.set(row.financial_year!, { donations: year.donations + 1, totalPaise: year.totalPaise + row.amount_paise });
      }
      return [...years.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([financialYear, year]) => {
          const certificate = certificates.find((row) => row.financial_year === financialYear && row.number);
          return {
            financialYear,
            ...year,
            closed: clock.nowMs() >= yearEnd(financialYear).getTime(),
            opensOn: opensOn(financialYear),
            certificate: certificate ? { number: certificate.number!, issuedAt: certificate.issued_at, emailedAt: certificate.emailed_at, emailedTo: certificate.emailed_to } : null,
          };
        });
    },

    /**
     * E-mails every donor with a PAN who gave in `financialYear` their certificate, except those
     * already sent one: each is claimed (its send time set) before it goes, so a second run, or a
     * second server running at once, sends nothing twice; a failed send is released for the next run.
     */
    async sendYear(financialYear: string, log: { error(details: object, message: string): void }, sender: string = FORM_10BE_SCREEN.yearlyJob): Promise<{ sent: number; failed: number }> {
      refuseYear(financialYear);
      let sent = 0;
      let failed = 0;
      for (const pan of await pansOf(financialYear)) {
        const row = await certificateRow(pan, financialYear);
        const claimed = await db.updateTable('donation_certificates').set({ emailed_at: clock.nowIso() }).where('id', '=', row.id).where('emailed_at', 'is', null).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        try {
          const made = await make(pan, financialYear);
          await email(made);
          await record({ sender, donationIds: made.donationIds, action: 'Form 10BE e-mailed', after: { certificate: made.form.number, financialYear, sentTo: made.form.donor.email } });
          sent += 1;
        } catch (error) {
          await db.updateTable('donation_certificates').set({ emailed_at: null }).where('id', '=', row.id).execute();
          log.error({ err: error, certificate: row.number }, 'A Form 10BE could not be e-mailed; the next run tries again');
          failed += 1;
        }
      }
      return { sent, failed };
    },
  };
}

export type Form10beService = ReturnType<typeof createForm10be>;
