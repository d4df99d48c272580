import { saveBlob } from '../ui/save-file';

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of figures with a header line, CRLF-separated (what spreadsheet programs expect). */
export function csvOfSeries(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a downloaded file. */
export function saveTextFile(text: string, name: string, type = 'text/plain'): void {
  saveBlob(new Blob([text], { type }), name);
}
