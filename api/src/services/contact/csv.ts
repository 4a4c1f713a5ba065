// CSV as spreadsheets read it safely (RFC 4180): every cell quoted, quotes doubled, rows ended by
// CRLF. A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
// return) gets a leading single quote, so a visitor's "=HYPERLINK(…)" shows as the text it is.

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
