import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * What the trust's PDFs (receipts, Form 10BE) share, made with pdfkit: A4, the site's own typeface,
 * Source Sans 3, embedded; its Latin file has no ₹ sign, so the sign is set in the Latin-extended
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

export const MAROON = '#7a1f2b';
export const MUTED = '#5e4a40';
export const INK = '#2b1a14';

export function startPdf(info: { Title: string; Author: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Text in which a ₹ sign is set in the font that has it. */
  const money = (text: string, bold = false, options: PDFKit.Mixins.TextOptions = {}) => {
    // Empty pieces are left out: pdfkit sets an empty continued piece as a gap.
    const pieces = text
      .split('₹')
      .flatMap((part, index) => [...(index > 0 ? [{ font: bold ? 'rupeeBold' : 'rupee', text: '₹' }] : []), { font: bold ? 'bold' : 'regular', text: part }])
      .filter((piece) => piece.text);
    pieces.forEach((piece, index) => doc.font(piece.font).text(piece.text, { ...options, continued: index < pieces.length - 1 }));
  };
  /** A bold label and its value on one line. */
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(11).text(`${label}: `, { continued: true });
    money(value);
  };
  /** Ends the document; resolves with its bytes. */
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, money, row, finish };
}
