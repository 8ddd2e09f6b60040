import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * Parses RFC-4180-ish CSV. Tolerant on purpose: the real files carry ragged rows
 * (trailing empty fields) and bare quotes inside unquoted fields (see data/README.md).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let fieldStart = true;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      i++;
      continue;
    }
    if (c === ',') {
      row.push(field);
      field = '';
      fieldStart = true;
      i++;
      continue;
    }
    if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStart = true;
      if (c === '\r' && text[i + 1] === '\n') i++;
      i++;
      continue;
    }
    field += c;
    fieldStart = false;
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a gzipped CSV with a header line into records keyed by column name; extra fields are dropped. */
export function readCsvGz(path: string): Record<string, string>[] {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  const [header, ...body] = parseCsv(text);
  if (!header) return [];
  return body
    .filter((r) => r.length > 1 || (r.length === 1 && r[0] !== ''))
    .map((r) => {
      const rec: Record<string, string> = {};
      for (let k = 0; k < header.length; k++) rec[header[k]] = r[k] ?? '';
      return rec;
    });
}
