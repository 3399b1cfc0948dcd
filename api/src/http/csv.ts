/** A spreadsheet reads a cell starting with one of these as a formula; a leading ' makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180 quoting), never read as a formula by a spreadsheet. */
export const csvCell = (raw: string) => {
  const value = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** Rows as a CSV file: CRLF line ends, as RFC 4180 and spreadsheets expect. */
export const csvText = (rows: readonly (readonly string[])[]) => `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
