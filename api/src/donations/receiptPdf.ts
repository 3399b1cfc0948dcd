import type { Receipt } from '../../../contracts/donations';
import { formatRupees } from '../../../contracts/money';
import { INK, MAROON, MUTED, startPdf } from './pdfParts';

/** The donation receipt as a PDF. */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { doc, row, finish } = startPdf({ Title: `Donation receipt ${receipt.number}`, Author: receipt.trust.name });

  doc.fillColor(MAROON).font('bold').fontSize(20).text(receipt.trust.name);
  doc.fillColor(MUTED).font('regular').fontSize(10).text(receipt.trust.address);
  doc.text(`PAN: ${receipt.trust.pan}`);
  for (const registration of receipt.trust.registrations) doc.text(`${registration.label}: ${registration.number}`);
  doc.moveDown(1.5);

  doc.fillColor(INK).font('bold').fontSize(16).text('Donation receipt');
  doc.moveDown(0.5);
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
  return finish();
}
