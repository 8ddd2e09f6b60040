export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, quote, CR or LF (quotes doubled). A text
 * starting with = + @ or a tab is prefixed with ' so a spreadsheet does not run it as a formula.
 * Null and undefined are empty fields, never 0.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+@\t]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
