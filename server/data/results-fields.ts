import { parseCsv } from './csv';
import { forEachLineRange } from './csv-cells';

/** Row-level field access for the big results CSVs, tuned so parsing 400k rows stays fast. */

/** Field access over one CSV line: the fast path reads numbers straight from char codes. */
export interface Fields {
  str(k: number): string;
  num(k: number): number | null;
  empty(k: number): boolean;
  /** Whether field k reads exactly `s`, without making its string. */
  equals(k: number, s: string): boolean;
}

/** Comma-separated fields of text[from, to) addressed in place, without building 49 substrings per row. */
class LineFields implements Fields {
  private text = '';
  private count = 0;
  private readonly start = new Int32Array(256);
  private readonly end = new Int32Array(256);

  set(text: string, from: number, to: number): this {
    this.text = text;
    let n = 0;
    let s = from;
    for (let i = from; i < to && n < 255; i++) {
      if (text.charCodeAt(i) === 44) {
        this.start[n] = s;
        this.end[n++] = i;
        s = i + 1;
      }
    }
    this.start[n] = s;
    this.end[n++] = to;
    this.count = n;
    return this;
  }

  empty(k: number): boolean {
    return k >= this.count || this.start[k] === this.end[k];
  }

  str(k: number): string {
    return k < this.count ? this.text.slice(this.start[k], this.end[k]) : '';
  }

  equals(k: number, s: string): boolean {
    if (k >= this.count) return s === '';
    const from = this.start[k];
    if (this.end[k] - from !== s.length) return false;
    const t = this.text;
    for (let i = 0; i < s.length; i++) if (t.charCodeAt(from + i) !== s.charCodeAt(i)) return false;
    return true;
  }

  num(k: number): number | null {
    if (this.empty(k)) return null;
    const t = this.text;
    const e = this.end[k];
    let v = 0;
    let decimals = -1;
    for (let i = this.start[k]; i < e; i++) {
      const c = t.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        if (decimals >= 0) decimals++;
      } else if (c === 46 && decimals < 0) decimals = 0;
      else return toNum(this.str(k));
    }
    if (decimals === 0 && e - this.start[k] === 1) return null;
    // Integer digits divided by a power of ten round exactly like Number() for these short values.
    return decimals > 0 ? v / 10 ** decimals : v;
  }
}

/** Number of a CSV cell, null when empty or not a number (never 0 for empty). */
const toNum = (s: string): number | null => {
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** Fallback for a line with quotes, parsed by the full CSV reader. */
class ArrayFields implements Fields {
  constructor(private readonly f: string[]) {}
  empty(k: number): boolean {
    return (this.f[k] ?? '') === '';
  }
  str(k: number): string {
    return this.f[k] ?? '';
  }
  equals(k: number, s: string): boolean {
    return this.str(k) === s;
  }
  num(k: number): number | null {
    return toNum(this.str(k));
  }
}

/** Column positions resolved from a file's header, so a reordered file still parses. */
export function indexer(header: string[]): (name: string) => number {
  const at = new Map(header.map((h, i) => [h.trim(), i]));
  return (name) => {
    const i = at.get(name);
    if (i === undefined) throw new Error(`results: missing column ${name}`);
    return i;
  };
}

/**
 * Calls `onLine` with the fields of every non-empty line of a results file after its header (a
 * Fields reused from line to line: read it before the next call). Quote-free lines are addressed in
 * place; a line with a quote goes through the full CSV parser.
 */
export function forEachLine(text: string, from: number, onLine: (f: Fields) => void): void {
  const line = new LineFields();
  // The singles files carry no quotes today; a quoted line still goes through the full parser.
  forEachLineRange(text, from, (start, end, quoted) => {
    onLine(quoted ? new ArrayFields(parseCsv(text.slice(start, end))[0] ?? []) : line.set(text, start, end));
    return true;
  });
}

/**
 * One copy of each distinct cell value, detached from the file's text. V8 keeps a substring of 13+
 * characters as a slice of its parent, so one player name held by a row would keep the whole
 * decompressed file (tens of MB) alive; repeated names and scores also share one string.
 */
export class Interner {
  private readonly known = new Map<string, string>();

  of(s: string): string {
    const known = this.known.get(s);
    if (known !== undefined) return known;
    // A round trip through bytes yields a fresh flat string (short ones are copies already).
    const own = s.length >= 13 ? Buffer.from(s, 'utf8').toString('utf8') : s;
    this.known.set(own, own);
    return own;
  }
}
