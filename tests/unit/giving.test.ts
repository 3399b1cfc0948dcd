import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donationBill, formatRupees, percentOf } from '../../contracts/money';
import { financialYearBounds, financialYearOf, formatReceiptNumber } from '../../api/src/donations/receipts';
import { indianNumberInWords, rupeesInWords } from '../../api/src/donations/words';
import { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature } from '../../api/src/payments/signatures';

describe('the donation bill', () => {
  it.each([100, 1001_00, 2001_00, 30001_00, 10_00_000_00])('adds up for %i paise: discount ₹0, GST ₹0 with its reason, total = amount', (amount) => {
    const bill = donationBill(amount, 'No GST: a gift.');
    const line = (key: string) => bill.lines.find((l) => l.key === key)!;
    expect(bill.lines.map((l) => l.key)).toEqual(['amount', 'discount', 'subtotal', 'gst', 'total']);
    expect(line('amount').paise).toBe(amount);
    expect(line('discount').paise).toBe(0);
    expect(line('subtotal').paise).toBe(line('amount').paise - line('discount').paise);
    expect(line('gst')).toMatchObject({ paise: 0, note: 'No GST: a gift.' });
    expect(line('total').paise).toBe(line('subtotal').paise + line('gst').paise);
    expect(bill.totalPaise).toBe(amount);
  });

  it('holds for every whole-rupee amount from ₹1 to ₹10,00,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_00_000 }), (rupees) => {
        const bill = donationBill(rupees * 100, 'x');
        return bill.totalPaise === rupees * 100 && bill.lines.every((l) => Number.isInteger(l.paise));
      }),
    );
  });

  it('formats paise in Indian grouping, and rounds GST half-up to the paisa', () => {
    expect(formatRupees(140_184)).toBe('₹1,401.84');
    expect(formatRupees(10_00_000_00)).toBe('₹10,00,000.00');
    expect(percentOf(118_800, 18)).toBe(21_384); // the membership seed: GST on ₹1,188.00 is ₹213.84
    expect(percentOf(25, 18)).toBe(5); // 4.5 paise rounds up
    expect(percentOf(24, 18)).toBe(4); // 4.32 paise rounds down
  });
});

describe('amounts in words, Indian numbering', () => {
  it.each([
    [1, 'Rupees One only'],
    [19, 'Rupees Nineteen only'],
    [2001, 'Rupees Two Thousand One only'],
    [30001, 'Rupees Thirty Thousand One only'],
    [99_999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine only'],
    [1_00_000, 'Rupees One Lakh only'],
    [12_34_567, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven only'],
    [10_00_000, 'Rupees Ten Lakh only'],
    [1_00_00_000, 'Rupees One Crore only'],
    [2_05_10_001, 'Rupees Two Crore Five Lakh Ten Thousand One only'],
    [1_000_00_00_000, 'Rupees One Thousand Crore only'],
  ])('%i → %s', (rupees, words) => {
    expect(rupeesInWords(rupees * 100)).toBe(words);
  });

  it('names paise when there are any', () => {
    expect(rupeesInWords(140_184)).toBe('Rupees One Thousand Four Hundred One and Eighty Four Paise only');
    expect(indianNumberInWords(0)).toBe('Zero');
  });
});

describe('receipt numbering per Indian financial year', () => {
  it('changes year at midnight of 1 April in India (18:30 UTC on 31 March)', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });

  it('numbers receipts JN/<year>/<six digits>, and bounds a year in instants', () => {
    expect(formatReceiptNumber('2026-27', 123)).toBe('JN/2026-27/000123');
    expect(financialYearBounds('2026-27')).toEqual({ from: '2026-03-31T18:30:00.000Z', to: '2027-03-31T18:29:59.999Z' });
    expect(() => financialYearBounds('2026-28')).toThrow(/financial year/);
  });
});

describe('payment signatures (Razorpay’s documented scheme)', () => {
  const secret = 'EnLs21M47BllR3X8PSFtjtbd';
  it('Checkout: HMAC-SHA256 hex of order_id|payment_id with the key secret', () => {
    const expected = createHmac('sha256', secret).update('order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l').digest('hex');
    expect(checkoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(expected);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected)).toBe(true);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected.toUpperCase())).toBe(true);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_OTHER', expected)).toBe(false);
    expect(verifyCheckoutSignature('other-secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected)).toBe(false);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected.slice(0, -2))).toBe(false);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'zz')).toBe(false);
  });

  it('webhook: HMAC-SHA256 hex of the raw body with the webhook secret; a changed byte fails', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":200100}}}}';
    const signature = createHmac('sha256', 'whsec').update(body).digest('hex');
    expect(verifyWebhookSignature('whsec', Buffer.from(body), signature)).toBe(true);
    expect(verifyWebhookSignature('whsec', body.replace('200100', '200101'), signature)).toBe(false);
    expect(verifyWebhookSignature('whsec', `${body} `, signature)).toBe(false);
  });
});
