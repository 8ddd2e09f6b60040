import { parseCsv } from './csv';

/**
 * Chosen columns of a CSV file, each cell addressed as a range of one text: a file of 20k rows is
 * two integer arrays, not 20k arrays of strings. A cell's string is cut only when asked for.
 */
export class CsvCells {
  constructor(
    private readonly text: string,
    readonly rows: number,
    private readonly cols: number,
    private readonly start: Int32Array,
    private readonly end: Int32Array,
  ) {}

  str(row: number, col: number): string {
    const k = row * this.cols + col;
    return this.text.slice(this.start[k], this.end[k]);
  }

  /** Whether the cell reads exactly `s` (no string is made). */
  equals(row: number, col: number, s: string): boolean {
    const k = row * this.cols + col;
    const from = this.start[k];
    if (this.end[k] - from !== s.length) return false;
    for (let i = 0; i < s.length; i++) if (this.text.charCodeAt(from + i) !== s.charCodeAt(i)) return false;
    return true;
  }

  /** The cell's one character code, or -1 when it holds none or several. */
  char(row: number, col: number): number {
    const k = row * this.cols + col;
    return this.end[k] - this.start[k] === 1 ? this.text.charCodeAt(this.start[k]) : -1;
  }

  empty(row: number, col: number): boolean {
    const k = row * this.cols + col;
    return this.start[k] === this.end[k];
  }

  /** Whether two cells of the table read the same. */
  same(row: number, col: number, other: number, otherCol = col): boolean {
    const [a, b] = [row * this.cols + col, other * this.cols + otherCol];
    const n = this.end[a] - this.start[a];
    if (this.end[b] - this.start[b] !== n) return false;
    for (let i = 0; i < n; i++)
      if (this.text.charCodeAt(this.start[a] + i) !== this.text.charCodeAt(this.start[b] + i)) return false;
    return true;
  }

  /** `Number(cell)`, read from the character codes when the cell is plain digits with at most one point. */
  number(row: number, col: number): number {
    const k = row * this.cols + col;
    const [from, to] = [this.start[k], this.end[k]];
    let v = 0;
    let decimals = -1;
    for (let i = from; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        if (decimals >= 0) decimals++;
      } else if (c === 46 && decimals < 0) decimals = 0;
      else return Number(this.str(row, col));
    }
    // '', '.', '5.' and long digit runs: Number() says best. Otherwise integer digits divided by a
    // power of ten round exactly as Number() reads the decimal (both exact operands, one rounding).
    if (to - from === 0 || decimals === 0 || to - from > 15) return Number(this.str(row, col));
    return decimals > 0 ? v / 10 ** decimals : v;
  }
}

/**
 * The columns `names` of a CSV text with a header line ('' for a column the file lacks, or a row too
 * short to reach it). Lines are cut at commas in place; a line with a quote is read by parseCsv and
 * its cells laid after the text. A text whose quoted cell runs over a line break, or with a lone CR
 * (a row break to parseCsv), is read whole by parseCsv.
 */
export function readCells(text: string, names: readonly string[]): CsvCells {
  const nl = text.indexOf('\n');
  if (nl < 0 || /\r(?!\n)/.test(text)) return parsedCells(text, names);
  return scannedCells(text, nl, names) ?? parsedCells(text, names);
}

/** Whether a line read by parseCsv ends outside a quoted cell (parseCsv's own states, in brief). */
function closes(line: string): boolean {
  let quoted = false;
  let fieldStart = true;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quoted) {
      if (c === 34) {
        if (line.charCodeAt(i + 1) === 34) i++;
        else quoted = false;
      }
    } else if (c === 34 && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else {
      fieldStart = c === 44;
    }
  }
  return !quoted;
}

/**
 * Calls `onLine` with the bounds of every non-empty line from `from` on (a trailing `\r` left out)
 * and whether the line holds a quote, so that only such lines need the full CSV parser. Stops, and
 * answers false, when `onLine` does.
 */
export function forEachLineRange(
  text: string,
  from: number,
  onLine: (from: number, to: number, quoted: boolean) => boolean,
): boolean {
  let nextQuote = text.indexOf('"', from);
  while (from < text.length) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const next = to + 1;
    if (to > from && text.charCodeAt(to - 1) === 13) to--;
    if (to > from) {
      if (nextQuote >= 0 && nextQuote < from) nextQuote = text.indexOf('"', from);
      if (!onLine(from, to, nextQuote >= 0 && nextQuote < to)) return false;
    }
    from = next;
  }
  return true;
}

function scannedCells(text: string, nl: number, names: readonly string[]): CsvCells | null {
  const header = parseCsv(text.slice(0, nl).replace(/\r$/, ''))[0] ?? [];
  const cols = names.length;
  const at = names.map((n) => header.indexOf(n));
  // For each field of a line, the columns it fills (a file may name one column twice).
  const last = Math.max(-1, ...at);
  const fills: number[][] = Array.from({ length: last + 1 }, () => []);
  at.forEach((field, col) => {
    if (field >= 0) fills[field].push(col);
  });
  let capacity = 4096;
  let start = new Int32Array(capacity * cols);
  let end = new Int32Array(capacity * cols);
  let rows = 0;
  // Cells of quoted lines, laid after the text.
  const extra: string[] = [];
  let extraEnd = text.length;
  const whole = forEachLineRange(text, nl + 1, (from, to, quoted) => {
    if (rows === capacity) {
      capacity *= 2;
      const [s, e] = [new Int32Array(capacity * cols), new Int32Array(capacity * cols)];
      s.set(start);
      e.set(end);
      [start, end] = [s, e];
    }
    const base = rows * cols;
    // Columns the line does not reach stay empty ranges.
    start.fill(from, base, base + cols);
    end.fill(from, base, base + cols);
    if (quoted) {
      const line = text.slice(from, to);
      if (!closes(line)) return false;
      const fields = parseCsv(line)[0] ?? [];
      at.forEach((field, col) => {
        const v = field < 0 ? '' : (fields[field] ?? '');
        start[base + col] = extraEnd;
        extraEnd += v.length;
        end[base + col] = extraEnd;
        extra.push(v);
      });
      rows++;
      return true;
    }
    let field = 0;
    let cell = from;
    for (let i = from; field <= last; i++) {
      if (i === to || text.charCodeAt(i) === 44) {
        for (const col of fills[field]) {
          start[base + col] = cell;
          end[base + col] = i;
        }
        if (i === to) break;
        field++;
        cell = i + 1;
      }
    }
    rows++;
    return true;
  });
  if (!whole) return null;
  return new CsvCells(extra.length > 0 ? text + extra.join('') : text, rows, cols, start, end);
}

/** The cells as the full CSV parser reads them (any file with a quote; the scan is checked against it). */
export function parsedCells(text: string, names: readonly string[]): CsvCells {
  const [header = [], ...body] = parseCsv(text);
  const at = names.map((n) => header.indexOf(n));
  const cols = names.length;
  const start = new Int32Array(body.length * cols);
  const end = new Int32Array(body.length * cols);
  const parts: string[] = [];
  let length = 0;
  body.forEach((r, row) => {
    at.forEach((i, col) => {
      const v = i < 0 ? '' : (r[i] ?? '');
      start[row * cols + col] = length;
      length += v.length;
      end[row * cols + col] = length;
      parts.push(v);
    });
  });
  return new CsvCells(parts.join(''), body.length, cols, start, end);
}
