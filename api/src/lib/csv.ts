// CSV as RFC 4180 writes it (comma, CRLF, double quotes doubled), with spreadsheet formulas
// neutralised: a cell a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or
// carriage return that some programs skip before one) is written as text, prefixed with an
// apostrophe and quoted (OWASP's advice against CSV injection).

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, ready to join with commas. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    // A negative number is a number, not a formula; still written as text would change its type.
    return Number.isFinite(value) ? String(value) : '';
  }
  const text = String(value);
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated. */
export function csvLine(values: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i) line += ',';
    line += csvCell(values[i]);
  }
  return `${line}\r\n`;
}
