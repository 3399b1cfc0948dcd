import { formatRupees } from '../../../contracts/money';
import { ELECTRONIC } from './statement';
import { INK, MAROON, MUTED, startPdf } from './pdfParts';

/** What a Form 10BE certifies: the trust, the donor (by PAN), the year's donations and their total. */
export interface Form10be {
  number: string;
  date: string;
  financialYear: string;
  trust: { name: string; address: string; pan: string; approval80G: { number: string; date: string } | null; signatory: string };
  donor: { name: string; address: string; pan: string; email: string };
  donations: { date: string; receiptNumber: string; mode: string; amountPaise: number }[];
  totalPaise: number;
  totalInWords: string;
}

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const approvalDate = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? DAY.format(new Date(`${day}T00:00:00Z`)) : day);

/**
 * Form No. 10BE as rule 18AB of the Income-tax Rules lays it out: the reporting person (the trust:
 * PAN, name, address, its 80G registration and date), the donor (PAN, name, address), the
 * financial year, type of donation, the section it is deductible under, the mode of receipt and the
 * amount; then each donation of the year, so the donor can match it to their receipts.
 */
export function form10bePdf(form: Form10be): Promise<Buffer> {
  const { doc, row, finish } = startPdf({ Title: `Form 10BE ${form.number}`, Author: form.trust.name });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(MAROON).font('bold').fontSize(18).text('Form No. 10BE', { align: 'center' });
  doc.fillColor(MUTED).font('regular').fontSize(9).text('[See rule 18AB]', { align: 'center' });
  doc.fillColor(INK).font('bold').fontSize(11).text('Certificate of donation under clause (ix) of sub-section (5) of section 80G of the Income-tax Act, 1961', { align: 'center' });
  doc.moveDown(1);
  row('Certificate number', form.number);
  row('Date of certificate', form.date);
  doc.moveDown(0.8);

  const heading = (text: string) => {
    doc.moveDown(0.4);
    doc.fillColor(MAROON).font('bold').fontSize(12).text(text);
    doc.fillColor(INK);
  };
  heading('The reporting person (the donee)');
  row('PAN', form.trust.pan);
  row('Name', form.trust.name);
  row('Address', form.trust.address);
  row('Unique Registration Number (URN) under section 80G', form.trust.approval80G?.number ?? '—');
  row('Date of approval', form.trust.approval80G ? approvalDate(form.trust.approval80G.date) : '—');

  heading('The donor');
  row('Unique identification number (PAN)', form.donor.pan);
  row('Name', form.donor.name);
  row('Address', form.donor.address || '—');

  heading('The donation');
  row('Financial year in which the donation was received', form.financialYear);
  row('Type of donation', 'Others');
  row('Section under which the donation is eligible for deduction', 'Section 80G');
  row('Mode of receipt', ELECTRONIC);
  row('Amount of donation (Indian rupees)', formatRupees(form.totalPaise));
  row('Amount in words', form.totalInWords);

  heading(`Donations received in the financial year ${form.financialYear}`);
  const columns = [
    { title: 'Date', x: left, width: width * 0.24 },
    { title: 'Receipt number', x: left + width * 0.24, width: width * 0.28 },
    { title: 'Mode', x: left + width * 0.52, width: width * 0.26 },
    { title: 'Amount', x: left + width * 0.78, width: width * 0.22 },
  ];
  /** An amount (₹ and digits, set in two fonts) ending at `right`: pdfkit cannot right-align text that changes font. */
  const amountAt = (text: string, right: number, y: number, bold: boolean) => {
    const digits = text.replace('₹', '');
    const digitsWidth = doc.font(bold ? 'bold' : 'regular').widthOfString(digits);
    if (digits !== text) {
      const signWidth = doc.font(bold ? 'rupeeBold' : 'rupee').widthOfString('₹');
      doc.text('₹', right - digitsWidth - signWidth, y, { lineBreak: false });
    }
    doc.font(bold ? 'bold' : 'regular').text(digits, right - digitsWidth, y, { lineBreak: false });
  };
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.fontSize(10).font(bold ? 'bold' : 'regular');
      doc.x = column.x;
      doc.y = y;
      if (index === 3) amountAt(cell, column.x + column.width, y, bold);
      else doc.text(cell, column.x, y, { width: column.width - 6 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 3;
  };
  line(columns.map((column) => column.title), true);
  for (const donation of form.donations) line([donation.date, donation.receiptNumber, donation.mode, formatRupees(donation.amountPaise)], false);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor(MUTED).lineWidth(0.5).stroke();
  doc.y += 4;
  line(['Total', `${form.donations.length} donation${form.donations.length === 1 ? '' : 's'}`, '', formatRupees(form.totalPaise)], true);

  doc.moveDown(1.5);
  doc.x = left;
  doc.fillColor(INK).font('regular').fontSize(10).text(`Certified that the trust received the donations above from the donor named in the financial year ${form.financialYear}.`, { width });
  if (form.trust.signatory) {
    doc.moveDown(0.8);
    doc.font('bold').text(`For ${form.trust.name}`);
    doc.font('regular').text(form.trust.signatory);
  }
  doc.moveDown(1);
  doc.fontSize(9).fillColor(MUTED).text('This is a computer-generated certificate and needs no signature.', { width });
  return finish();
}
