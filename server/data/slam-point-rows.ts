import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Side } from '../../contract/markov/score-state';
import { type CsvCells, readCells } from './csv-cells';
import { dataPath } from './data-dir';

/** Per-point 0/1 flag columns; a `P1`/`P2` prefix picks the side. Bit f (side 1) or 5 + f (side 2) of a row's flags. */
const FLAGS = ['Ace', 'DoubleFault', 'Winner', 'UnfErr', 'ForcedError'] as const;
export const [ACE, DOUBLE_FAULT, WINNER, UNF_ERR, FORCED_ERR] = [0, 1, 2, 3, 4];
export const flagBit = (side: Side, f: number): number => 1 << ((side - 1) * FLAGS.length + f);

const POINT_COLUMNS = [
  'match_id',
  'PointWinner',
  'PointServer',
  'ElapsedTime',
  'SetNo',
  'P1GamesWon',
  'P2GamesWon',
  'P1Score',
  'P2Score',
  'ServeNumber',
  'P1FirstSrvIn',
  'P2FirstSrvIn',
  'P1SecondSrvIn',
  'P2SecondSrvIn',
  'Speed_KMH',
  ...FLAGS.map((f) => `P1${f}`),
  ...FLAGS.map((f) => `P2${f}`),
] as const;
/** Column of each name in a PointRows' cells. */
export const C = Object.fromEntries(POINT_COLUMNS.map((name, i) => [name, i])) as Record<
  (typeof POINT_COLUMNS)[number],
  number
>;

const [ONE, TWO, THREE, FOUR] = ['1', '2', '3', '4'].map((d) => d.charCodeAt(0));

/** `H:MM:SS` with unpadded parts and hours past 24 allowed; null when unreadable. */
export function parseElapsed(text: string): number | null {
  const m = /^(\d+):(\d{1,2}):(\d{1,2})$/.exec(text.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/**
 * `parseElapsed` of a cell (NaN for null), read from its character codes when it holds only digits
 * and colons (then trimming changes nothing and the pattern is checked part by part).
 */
export function elapsedOf(cells: CsvCells, row: number, col: number): number {
  const text = cells.str(row, col);
  const parts = [0, 0, 0];
  const digits = [0, 0, 0];
  let part = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58 && part < 2) part++;
    else if (c >= 48 && c <= 57) {
      parts[part] = parts[part] * 10 + (c - 48);
      digits[part]++;
    } else return parseElapsed(text) ?? Number.NaN;
  }
  // Hours of 16 digits and more are left to Number(), which rounds them.
  if (digits[0] > 15) return parseElapsed(text) ?? Number.NaN;
  const fits =
    part === 2 && digits[0] > 0 && digits[1] > 0 && digits[1] <= 2 && digits[2] > 0 && digits[2] <= 2;
  return fits ? parts[0] * 3600 + parts[1] * 60 + parts[2] : Number.NaN;
}

/**
 * The point rows of one points file: the cells of the columns the loader reads, and what each row
 * says once read (typed arrays; a row is its index). Reading ~670k points into an object and ~30
 * strings each was most of a fresh start's recordings time, mostly in collecting them.
 */
export interface PointRows {
  cells: CsvCells;
  /** 1 or 2 (a placeholder row, 0 0X 0Y, is never listed). */
  winner: Uint8Array;
  /** Serving side as PointServer says (doubles servers 1-4 folded), 0 where it says nothing usable. */
  server: Uint8Array;
  /** Seconds of ElapsedTime, NaN where unreadable. */
  elapsed: Float64Array;
  /** 1st/2nd serve as far as the file knows it (see serveOf), 0 for null. */
  serve: Uint8Array;
  /** Flag columns (see FLAGS) that read '1', and that are filled at all (empty = not measured). */
  flagsSet: Uint16Array;
  flagsFilled: Uint16Array;
}

const doubleFaultBits = flagBit(1, DOUBLE_FAULT) | flagBit(2, DOUBLE_FAULT);
const FLAGS_AT = C.P1Ace;

/**
 * Which serve a point was played on. ServeIndicator is NOT usable although the data dictionary
 * says 1st/2nd serve: it splits 50/50, carries double faults as "1" and the server wins as often
 * on "1" as on "2" (checked on every file). What is real: 2011's P*FirstSrvIn/P*SecondSrvIn
 * (exactly consistent with double faults) and doubles' ServeNumber (0 on double faults, which
 * are second serves by definition). 2012-2014 singles have neither, so null (0) there.
 */
function serveOf(cells: CsvCells, r: number, doubleFault: boolean): 0 | 1 | 2 {
  const number = cells.char(r, C.ServeNumber);
  if (number === ONE || number === TWO) return number === ONE ? 1 : 2;
  if (cells.char(r, C.P1FirstSrvIn) === ONE || cells.char(r, C.P2FirstSrvIn) === ONE) return 1;
  if (cells.char(r, C.P1SecondSrvIn) === ONE || cells.char(r, C.P2SecondSrvIn) === ONE) return 2;
  const tracked =
    !cells.empty(r, C.ServeNumber) || !cells.empty(r, C.P1FirstSrvIn) || !cells.empty(r, C.P2FirstSrvIn);
  return doubleFault && tracked ? 2 : 0;
}

/**
 * A points file's rows, and each match's rows (indexes) in file order by match_id; placeholder
 * (0, 0X, 0Y) and filler rows are dropped, but their match is listed even if it has no other row.
 */
export function readPoints(file: string): { rows: PointRows; byMatch: Map<string, number[]> } {
  const cells = readCells(
    gunzipSync(readFileSync(dataPath('slam_pbp', file))).toString('utf8'),
    POINT_COLUMNS,
  );
  const n = cells.rows;
  const rows: PointRows = {
    cells,
    winner: new Uint8Array(n),
    server: new Uint8Array(n),
    elapsed: new Float64Array(n),
    serve: new Uint8Array(n),
    flagsSet: new Uint16Array(n),
    flagsFilled: new Uint16Array(n),
  };
  const byMatch = new Map<string, number[]>();
  let list: number[] = [];
  for (let r = 0; r < n; r++) {
    // A match's rows come together: its id is cut once per run, not once per point.
    if (r === 0 || !cells.same(r, C.match_id, r - 1)) {
      const id = cells.str(r, C.match_id);
      list = byMatch.get(id) ?? [];
      byMatch.set(id, list);
    }
    const winner = cells.char(r, C.PointWinner);
    if (winner !== ONE && winner !== TWO) continue;
    rows.winner[r] = winner === ONE ? 1 : 2;
    const server = cells.char(r, C.PointServer);
    rows.server[r] = server === ONE || server === THREE ? 1 : server === TWO || server === FOUR ? 2 : 0;
    rows.elapsed[r] = elapsedOf(cells, r, C.ElapsedTime);
    let set = 0;
    let filled = 0;
    for (let k = 0; k < 2 * FLAGS.length; k++) {
      if (cells.char(r, FLAGS_AT + k) === ONE) set |= 1 << k;
      if (!cells.empty(r, FLAGS_AT + k)) filled |= 1 << k;
    }
    rows.flagsSet[r] = set;
    rows.flagsFilled[r] = filled;
    rows.serve[r] = serveOf(cells, r, (set & doubleFaultBits) !== 0);
    list.push(r);
  }
  return { rows, byMatch };
}
