/** A cell of a CSV file (RFC 4180), with spreadsheet formulas neutralised (a leading = + - @ gets a quote). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one the header) as a CSV document, CRLF line ends. */
export const toCsv = (rows: (string | number | null)[][]): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
