import { NO_STATS, type ResultPlayer, type ResultRow, type ServeStats } from './results';

/**
 * The results in columns: one typed array per field, strings as indexes into one table kept as
 * UTF-8 bytes. A parsed row is ~1 KB of heap (objects, strings, hidden classes) and the archive
 * holds ~412k of them; this form is ~62 MB outside the heap, crosses from a worker in a few blocks,
 * and gives the garbage collector nothing to walk. A row object is made only for a row being read.
 */
export interface CompactParts {
  count: number;
  /** The string table: string k is bytes[offsets[k]..offsets[k+1]). */
  bytes: Uint8Array;
  offsets: Uint32Array;
  /** One column per STRING_FIELDS entry: an index into the table, -1 for null. */
  str: Int32Array[];
  /** One column per NUMBER_FIELDS entry (see `numColumn` for how null is held). */
  num: NumColumn[];
}

/** A read of result rows by index: the parsed rows themselves, or their compact form. */
export interface ResultsView {
  readonly size: number;
  row(i: number): ResultRow;
  season(i: number): number;
  /** Whether the result was played by the tour's player `id` (player-file ids), read without making it. */
  playedBy(i: number, tour: ResultRow['tour'], id: number): boolean;
  /** Whether that player won it. */
  wonBy(i: number, id: number): boolean;
}

type Side = 'winner' | 'loser';
const SIDES: Side[] = ['winner', 'loser'];
const PLAYER_STRINGS = ['entry', 'name', 'hand', 'ioc'] as const;
const PLAYER_NUMBERS = ['id', 'seed', 'ht', 'age', 'rank', 'rankPoints'] as const;
const STAT_NUMBERS = [
  'ace',
  'df',
  'svpt',
  'firstIn',
  'firstWon',
  'secondWon',
  'svGms',
  'bpSaved',
  'bpFaced',
] as const;
const ROW_STRINGS = [
  'tour',
  'sourceFile',
  'tourneyId',
  'tourneyName',
  'surface',
  'level',
  'date',
  'score',
  'round',
] as const;
const ROW_NUMBERS = ['drawSize', 'season', 'matchNum', 'bestOf', 'minutes'] as const;

type Getter<T> = (r: ResultRow) => T;
const STRING_FIELDS: Getter<string | null>[] = [
  ...ROW_STRINGS.map((k) => (r: ResultRow) => r[k]),
  ...SIDES.flatMap((s) => PLAYER_STRINGS.map((k) => (r: ResultRow) => r[s][k])),
];
const statsOf = (r: ResultRow, s: Side) => (s === 'winner' ? r.winnerStats : r.loserStats);
const NUMBER_FIELDS: Getter<number | null>[] = [
  ...ROW_NUMBERS.map((k) => (r: ResultRow) => r[k]),
  ...SIDES.flatMap((s) => PLAYER_NUMBERS.map((k) => (r: ResultRow) => r[s][k])),
  ...SIDES.flatMap((s) => STAT_NUMBERS.map((k) => (r: ResultRow) => statsOf(r, s)[k])),
];
// Column numbers of the fields read directly (the rest are read in declaration order below).
const S = Object.fromEntries(ROW_STRINGS.map((k, i) => [k, i])) as Record<
  (typeof ROW_STRINGS)[number],
  number
>;
const N = Object.fromEntries(ROW_NUMBERS.map((k, i) => [k, i])) as Record<
  (typeof ROW_NUMBERS)[number],
  number
>;
const PLAYER_STR0 = ROW_STRINGS.length;
const PLAYER_NUM0 = ROW_NUMBERS.length;
const STAT_NUM0 = PLAYER_NUM0 + 2 * PLAYER_NUMBERS.length;

type NumColumn = Int16Array | Int32Array | Float64Array;

/** Null in an integer column: the type's lowest value (no count, rank or id comes near it). */
const nullOf = (c: NumColumn) =>
  c instanceof Int16Array ? -32768 : c instanceof Int32Array ? -2147483648 : Number.NaN;

/**
 * The narrowest column that holds every value exactly: int16 or int32 when all are plain integers
 * above the type's lowest value (its null), else float64 with NaN for null (the parser's numbers are
 * finite, so NaN is never a value).
 */
function numColumn(rows: readonly ResultRow[], get: Getter<number | null>): NumColumn {
  const n = rows.length;
  let [ints, lo, hi] = [true, 0, 0];
  for (let i = 0; i < n && ints; i++) {
    const v = get(rows[i]);
    if (v === null) continue;
    if (!Number.isInteger(v) || Object.is(v, -0)) ints = false;
    else [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  }
  const c = !ints
    ? new Float64Array(n)
    : lo > -32768 && hi <= 32767
      ? new Int16Array(n)
      : lo > -2147483648 && hi <= 2147483647
        ? new Int32Array(n)
        : new Float64Array(n);
  const none = nullOf(c);
  for (let i = 0; i < n; i++) c[i] = get(rows[i]) ?? none;
  return c;
}

/** The compact form of `rows` (worker side: the rows are parsed there and never cross). */
export function compactParts(rows: readonly ResultRow[]): CompactParts {
  const n = rows.length;
  const table = new Map<string, number>();
  const encoded: Buffer[] = [];
  const str = STRING_FIELDS.map((get) => {
    const c = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const v = get(rows[i]);
      if (v === null) {
        c[i] = -1;
        continue;
      }
      let k = table.get(v);
      if (k === undefined) {
        k = encoded.length;
        encoded.push(Buffer.from(v, 'utf8'));
        table.set(v, k);
      }
      c[i] = k;
    }
    return c;
  });
  const offsets = new Uint32Array(encoded.length + 1);
  let total = 0;
  encoded.forEach((b, k) => {
    offsets[k] = total;
    total += b.length;
  });
  offsets[encoded.length] = total;
  // Its own buffer, not Buffer's shared pool.
  const bytes = new Uint8Array(total);
  encoded.forEach((b, k) => {
    bytes.set(b, offsets[k]);
  });
  return { count: n, bytes, offsets, str, num: NUMBER_FIELDS.map((get) => numColumn(rows, get)) };
}

const decoder = new TextDecoder();

/** Rows read from their compact form; each `row(i)` is a fresh object equal to the parsed row. */
export class CompactResults implements ResultsView {
  readonly size: number;
  private readonly strings: (string | undefined)[];
  /** Per number column, the value that stands for null (NaN for float64: compared with isNaN). */
  private readonly nulls: number[];

  constructor(private readonly parts: CompactParts) {
    this.size = parts.count;
    this.strings = new Array(parts.offsets.length - 1);
    this.nulls = parts.num.map(nullOf);
  }

  /** String k of the table, decoded on first use (a page of rows reads a few dozen). */
  private text(k: number): string | null {
    if (k < 0) return null;
    let s = this.strings[k];
    if (s === undefined) {
      const { bytes, offsets } = this.parts;
      s = decoder.decode(bytes.subarray(offsets[k], offsets[k + 1]));
      this.strings[k] = s;
    }
    return s;
  }

  private s(col: number, i: number): string | null {
    return this.text(this.parts.str[col][i]);
  }

  private n(col: number, i: number): number | null {
    const v = this.parts.num[col][i];
    return v === this.nulls[col] || Number.isNaN(v) ? null : v;
  }

  season(i: number): number {
    return this.parts.num[N.season][i];
  }

  playedBy(i: number, tour: ResultRow['tour'], id: number): boolean {
    const [w, l] = [this.parts.num[PLAYER_NUM0][i], this.parts.num[PLAYER_NUM0 + PLAYER_NUMBERS.length][i]];
    return (w === id || l === id) && this.s(S.tour, i) === tour;
  }

  wonBy(i: number, id: number): boolean {
    return this.parts.num[PLAYER_NUM0][i] === id;
  }

  private player(i: number, side: number): ResultPlayer {
    const s0 = PLAYER_STR0 + side * PLAYER_STRINGS.length;
    const n0 = PLAYER_NUM0 + side * PLAYER_NUMBERS.length;
    return {
      id: this.n(n0, i) ?? 0,
      seed: this.n(n0 + 1, i),
      entry: this.s(s0, i),
      name: this.s(s0 + 1, i) ?? '',
      hand: this.s(s0 + 2, i),
      ht: this.n(n0 + 2, i),
      ioc: this.s(s0 + 3, i),
      age: this.n(n0 + 3, i),
      rank: this.n(n0 + 4, i),
      rankPoints: this.n(n0 + 5, i),
    };
  }

  private stats(i: number, side: number): ServeStats {
    const c = STAT_NUM0 + side * STAT_NUMBERS.length;
    let any = false;
    for (let k = 0; k < STAT_NUMBERS.length && !any; k++) any = this.n(c + k, i) !== null;
    // The parser shares one frozen record for a side with no statistics; so does this.
    if (!any) return NO_STATS;
    return {
      ace: this.n(c, i),
      df: this.n(c + 1, i),
      svpt: this.n(c + 2, i),
      firstIn: this.n(c + 3, i),
      firstWon: this.n(c + 4, i),
      secondWon: this.n(c + 5, i),
      svGms: this.n(c + 6, i),
      bpSaved: this.n(c + 7, i),
      bpFaced: this.n(c + 8, i),
    };
  }

  row(i: number): ResultRow {
    return {
      tour: this.s(S.tour, i) as ResultRow['tour'],
      sourceFile: this.s(S.sourceFile, i) as ResultRow['sourceFile'],
      tourneyId: this.s(S.tourneyId, i) ?? '',
      tourneyName: this.s(S.tourneyName, i) ?? '',
      surface: this.s(S.surface, i),
      drawSize: this.n(N.drawSize, i),
      level: this.s(S.level, i) ?? '',
      date: this.s(S.date, i) ?? '',
      season: this.season(i),
      matchNum: this.n(N.matchNum, i),
      winner: this.player(i, 0),
      loser: this.player(i, 1),
      score: this.s(S.score, i) ?? '',
      bestOf: this.n(N.bestOf, i),
      round: this.s(S.round, i) ?? '',
      minutes: this.n(N.minutes, i),
      winnerStats: this.stats(i, 0),
      loserStats: this.stats(i, 1),
    };
  }
}

/** The parsed rows behind the same reads (a worker, a test or a bench that built them in place). */
export function rowsView(rows: readonly ResultRow[]): ResultsView {
  return {
    size: rows.length,
    row: (i) => rows[i],
    season: (i) => rows[i].season,
    playedBy: (i, tour, id) => rows[i].tour === tour && (rows[i].winner.id === id || rows[i].loser.id === id),
    wonBy: (i, id) => rows[i].winner.id === id,
  };
}

let held: CompactResults | null = null;

/** Holds the compact results a worker built (the archive's, server/archive/archive-ready.ts). */
export function holdCompactResults(c: CompactResults): CompactResults {
  held ??= c;
  return held;
}

/** Every result (`loadResults` order) in compact form, when this thread holds them; else null. */
export const compactResultsHeld = (): CompactResults | null => held;
