import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DeskOrder } from '../../../contracts/deskOrders';

/** Who sends the parcel, and where it goes back to. */
export interface TrustAddress {
  name: string;
  address: string;
}

const require = createRequire(import.meta.url);
// The site's typeface, as on the donation receipts; a slip has no amounts, so no ₹ sign is needed.
const font = (file: string) => require.resolve(`@fontsource/source-sans-3/files/${file}`);
const INK = '#2b1a14';
const MUTED = '#5e4a40';

/**
 * The packing slip that goes in the parcel and on the packing table: the order number, the
 * delivery address (large, to copy onto the label), each book with its quantity and a box to tick,
 * and the trust's address to return it to. No prices: the parcel may be opened by someone else.
 */
export function packingSlipPdf(order: DeskOrder, trust: TrustAddress): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Packing slip ${order.number}`, Author: trust.name } });
  doc.registerFont('regular', font('source-sans-3-latin-400-normal.woff'));
  doc.registerFont('bold', font('source-sans-3-latin-700-normal.woff'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(INK).font('bold').fontSize(20).text(`Packing slip — order ${order.number}`);
  doc.fillColor(MUTED).font('regular').fontSize(10).text(`From ${trust.name}${trust.address ? `, ${trust.address}` : ''}`);
  doc.moveDown(1.5);

  const { address } = order;
  doc.fillColor(INK).font('bold').fontSize(12).text('Deliver to');
  doc.font('regular').fontSize(14);
  for (const line of [address.name, address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.pin}`, `Phone: ${address.phone}`]) {
    if (line) doc.text(line);
  }
  doc.moveDown(1.5);

  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc.font('bold').fontSize(12).text(`Books (${count})`);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(12);
  for (const line of order.lines) doc.text(`[  ]   ${line.quantity} × ${line.title}`, { indent: 4 });
  doc.moveDown(2);
  doc.fillColor(MUTED).fontSize(10).text(`If this parcel cannot be delivered, please return it to ${trust.name}${trust.address ? `, ${trust.address}` : ''}, quoting order ${order.number}.`);
  doc.end();
  return done;
}
