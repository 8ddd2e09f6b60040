import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from './data-dir';
import { RESULT_FILES, type ResultRow, type Tour } from './results';
import { type Fields, forEachLine, indexer } from './results-fields';
import { tournamentName } from './tournament-names';

/** A side of a result: 0 the winner, 1 the loser. */
export type ResultSide = 0 | 1;

/**
 * The few fields of the results that the live world's start reads (the catalogue, the slam dates,
 * who played which season, the serve-rate index, the ranking points of the recordings), each read
 * exactly as the full parser (`results.ts`) reads it.
 */
export interface ResultColumns {
  readonly size: number;
  tour(i: number): Tour;
  level(i: number): string;
  tourneyName(i: number): string;
  surface(i: number): string | null;
  season(i: number): number;
  /** YYYY-MM-DD. */
  date(i: number): string;
  id(i: number, side: ResultSide): number;
  name(i: number, side: ResultSide): string;
  rankPoints(i: number, side: ResultSide): number | null;
  svpt(i: number, side: ResultSide): number | null;
  firstWon(i: number, side: ResultSide): number | null;
  secondWon(i: number, side: ResultSide): number | null;
}

/** The parsed rows behind the same reads (what the scan is checked against). */
export function rowColumns(rows: readonly ResultRow[]): ResultColumns {
  const p = (i: number, side: ResultSide) => (side === 0 ? rows[i].winner : rows[i].loser);
  const s = (i: number, side: ResultSide) => (side === 0 ? rows[i].winnerStats : rows[i].loserStats);
  return {
    size: rows.length,
    tour: (i) => rows[i].tour,
    level: (i) => rows[i].level,
    tourneyName: (i) => rows[i].tourneyName,
    surface: (i) => rows[i].surface,
    season: (i) => rows[i].season,
    date: (i) => rows[i].date,
    id: (i, side) => p(i, side).id,
    name: (i, side) => p(i, side).name,
    rankPoints: (i, side) => p(i, side).rankPoints,
    svpt: (i, side) => s(i, side).svpt,
    firstWon: (i, side) => s(i, side).firstWon,
    secondWon: (i, side) => s(i, side).secondWon,
  };
}

/** NaN stands for null in the number columns: the parser's numbers are always finite. */
const orNull = (v: number): number | null => (Number.isNaN(v) ? null : v);

/**
 * One results file's start fields in typed arrays and one table of distinct strings. Parsing a
 * file into rows makes ~5 objects and ~20 strings a row that live until the file is done, and their
 * collection was most of a fresh start's results time; this scan keeps only numbers and each
 * distinct string once (a name, a date, a tournament), compared in place on the line before one is cut.
 */
class ScannedColumns implements ResultColumns {
  size = 0;
  readonly strings: string[] = [];
  private capacity = 1024;
  private seasons = new Float64Array(this.capacity);
  // Indexes into `strings` (-1: null surface).
  private str = new Int32Array(this.capacity * 6);
  // id, rank points, serve points, first- and second-serve points won, per side (NaN: null).
  private num = new Float64Array(this.capacity * 10);

  constructor(private readonly tourOf: Tour) {}

  /** Room for one more row; returns its index. */
  add(): number {
    if (this.size === this.capacity) {
      this.capacity *= 2;
      const grow = <A extends Float64Array | Int32Array>(a: A, make: (n: number) => A, per: number) => {
        const b = make(this.capacity * per);
        b.set(a);
        return b;
      };
      this.seasons = grow(this.seasons, (n) => new Float64Array(n), 1);
      this.str = grow(this.str, (n) => new Int32Array(n), 6);
      this.num = grow(this.num, (n) => new Float64Array(n), 10);
    }
    return this.size++;
  }

  setRow(i: number, season: number, strings: readonly number[], numbers: readonly number[]): void {
    this.seasons[i] = season;
    this.str.set(strings, i * 6);
    this.num.set(numbers, i * 10);
  }

  tour(): Tour {
    return this.tourOf;
  }
  tourneyName(i: number): string {
    return this.strings[this.str[i * 6]];
  }
  level(i: number): string {
    return this.strings[this.str[i * 6 + 1]];
  }
  surface(i: number): string | null {
    const k = this.str[i * 6 + 2];
    return k < 0 ? null : this.strings[k];
  }
  date(i: number): string {
    return this.strings[this.str[i * 6 + 3]];
  }
  name(i: number, side: ResultSide): string {
    return this.strings[this.str[i * 6 + 4 + side]];
  }
  season(i: number): number {
    return this.seasons[i];
  }
  id(i: number, side: ResultSide): number {
    return this.num[i * 10 + side * 5];
  }
  rankPoints(i: number, side: ResultSide): number | null {
    return orNull(this.num[i * 10 + side * 5 + 1]);
  }
  svpt(i: number, side: ResultSide): number | null {
    return orNull(this.num[i * 10 + side * 5 + 2]);
  }
  firstWon(i: number, side: ResultSide): number | null {
    return orNull(this.num[i * 10 + side * 5 + 3]);
  }
  secondWon(i: number, side: ResultSide): number | null {
    return orNull(this.num[i * 10 + side * 5 + 4]);
  }
}

/**
 * A low-cardinality field (a tournament, a date) resolved once per distinct raw value: the line's
 * field is compared in place with the last raw value before any string is cut.
 */
function lastValue(resolve: (raw: string) => number): (f: Fields, k: number) => number {
  let raw: string | null = null;
  let value = 0;
  const seen = new Map<string, number>();
  return (f, k) => {
    if (raw !== null && f.equals(k, raw)) return value;
    raw = f.str(k);
    const known = seen.get(raw);
    value = known ?? resolve(raw);
    if (known === undefined) seen.set(raw, value);
    return value;
  };
}

function scanFile(tour: Tour, name: string): ScannedColumns {
  const text = gunzipSync(readFileSync(dataPath('results', name))).toString('utf8');
  const headerEnd = text.indexOf('\n');
  const col = indexer(text.slice(0, headerEnd).replace(/\r$/, '').split(','));
  const out = new ScannedColumns(tour);
  const table = new Map<string, number>();
  const intern = (s: string): number => {
    let k = table.get(s);
    if (k === undefined) {
      k = out.strings.length;
      // A fresh flat copy: a cut of 13+ characters would keep the whole file's text alive.
      out.strings.push(s.length >= 13 ? Buffer.from(s, 'utf8').toString('utf8') : s);
      table.set(s, k);
    }
    return k;
  };
  const [tid, tname, surface, level, date] = [
    'tourney_id',
    'tourney_name',
    'surface',
    'tourney_level',
    'tourney_date',
  ].map(col);
  const sides = (['winner', 'loser'] as const).map((p, s) => ({
    id: col(`${p}_id`),
    name: col(`${p}_name`),
    rankPoints: col(`${p}_rank_points`),
    stats: ['svpt', '1stWon', '2ndWon'].map((k) => col(`${s === 0 ? 'w' : 'l'}_${k}`)),
  }));
  const seasonOf = lastValue((id) => Number(id.slice(0, 4)));
  const nameOf = lastValue((raw) => intern(tournamentName(raw)));
  const surfaceOf = lastValue((raw) => (raw === '' ? -1 : intern(raw.toLowerCase())));
  const levelOf = lastValue(intern);
  const dateOf = lastValue((d) => intern(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`));
  // A player's name as last read for that id: compared in place, cut only when it changes.
  const nameById = new Map<number, number>();
  const strings = [0, 0, 0, 0, 0, 0];
  const numbers = new Array<number>(10).fill(0);
  const num = (f: Fields, k: number) => f.num(k) ?? Number.NaN;
  forEachLine(text, headerEnd + 1, (f) => {
    strings[0] = nameOf(f, tname);
    strings[1] = levelOf(f, level);
    strings[2] = surfaceOf(f, surface);
    strings[3] = dateOf(f, date);
    for (let s = 0; s < 2; s++) {
      const c = sides[s];
      const id = f.num(c.id) ?? 0;
      let k = nameById.get(id);
      if (k === undefined || !f.equals(c.name, out.strings[k])) {
        k = intern(f.str(c.name));
        nameById.set(id, k);
      }
      strings[4 + s] = k;
      numbers[s * 5] = id;
      numbers[s * 5 + 1] = num(f, c.rankPoints);
      numbers[s * 5 + 2] = num(f, c.stats[0]);
      numbers[s * 5 + 3] = num(f, c.stats[1]);
      numbers[s * 5 + 4] = num(f, c.stats[2]);
    }
    out.setRow(out.add(), seasonOf(f, tid), strings, numbers);
  });
  return out;
}

const scanned = new Map<string, ScannedColumns>();

/**
 * The start fields of every results file, in `loadResults` order (one part per file), or of one
 * tour's files (`loadResultsByTour` order); each file scanned once per thread.
 */
export function resultColumns(tour?: Tour): ResultColumns[] {
  return RESULT_FILES.filter((f) => tour === undefined || f.tour === tour).map((f) => {
    let part = scanned.get(f.name);
    if (!part) {
      part = scanFile(f.tour, f.name);
      scanned.set(f.name, part);
    }
    return part;
  });
}
