import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Receipt } from '../../../contracts/donations';
import { formatRupees } from '../../../contracts/money';

/**
 * The donation receipt as a PDF, made with pdfkit. The site's own typeface, Source
 * Sans 3, is embedded; its Latin file has no ₹ sign, so the sign is set in the Latin-extended
 * file of the same face, and both look alike.
 */

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@fontsource/source-sans-3/files/${file}`);
const FONTS = {
  regular: font('source-sans-3-latin-400-normal.woff'),
  bold: font('source-sans-3-latin-700-normal.woff'),
  rupee: font('source-sans-3-latin-ext-400-normal.woff'),
  rupeeBold: font('source-sans-3-latin-ext-700-normal.woff'),
};

const MAROON = '#7a1f2b';
const MUTED = '#5e4a40';

export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Donation receipt ${receipt.number}`, Author: receipt.trust.name } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('rupee', FONTS.rupee);
  doc.registerFont('rupeeBold', FONTS.rupeeBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Text in which a ₹ sign is set in the font that has it. */
  const money = (text: string, bold = false, options: PDFKit.Mixins.TextOptions = {}) => {
    const parts = text.split('₹');
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      if (index > 0) doc.font(bold ? 'rupeeBold' : 'rupee').text('₹', { ...options, continued: true });
      doc.font(bold ? 'bold' : 'regular').text(part, { ...options, continued: !last });
    });
  };

  doc.fillColor(MAROON).font('bold').fontSize(20).text(receipt.trust.name);
  doc.fillColor(MUTED).font('regular').fontSize(10).text(receipt.trust.address);
  doc.text(`PAN: ${receipt.trust.pan}`);
  for (const registration of receipt.trust.registrations) doc.text(`${registration.label}: ${registration.number}`);
  doc.moveDown(1.5);

  doc.fillColor('#2b1a14').font('bold').fontSize(16).text('Donation receipt');
  doc.moveDown(0.5);
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(11).text(`${label}: `, { continued: true });
    money(value);
  };
  row('Receipt number', receipt.number);
  row('Date', receipt.date);
  row('Received from', receipt.donorName);
  if (receipt.address) row('Address', receipt.address);
  if (receipt.pan) row('PAN of donor', receipt.pan);
  row('E-mail', receipt.email);
  doc.moveDown(0.5);
  row('Amount', formatRupees(receipt.amountPaise));
  row('Amount in words', receipt.amountInWords);
  row('Mode of payment', receipt.mode);
  row('Towards', receipt.causeTitle);
  doc.moveDown(1.5);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(receipt.note);
  doc.moveDown(1);
  doc.text('This is a computer-generated receipt and needs no signature.');
  doc.end();
  return done;
}
