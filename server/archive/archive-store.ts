import type { RoundCode } from '../../contract/common';
import { type ResultsView, rowsView } from '../data/compact-results';
import { loadResults, type ResultRow } from '../data/results';
import { ARCHIVE_FIRST_SEASON, ARCHIVE_LAST_SEASON, archiveIdBase } from './archive-ids';
import type { ListsByKey } from './keyed-lists';
import { norm as normName } from './norm';

/** Within one tournament the latest rounds come first, like a draw read from the final down. */
const ROUND_ORDER: readonly RoundCode[] = [
  'F',
  'BR',
  'SF',
  'QF',
  'R16',
  'R32',
  'R64',
  'R128',
  'RR',
  'ER',
  'Q4',
  'Q3',
  'Q2',
  'Q1',
  'Q',
];
const roundRank = (r: string): number => {
  const i = (ROUND_ORDER as readonly string[]).indexOf(r);
  return i < 0 ? ROUND_ORDER.length : i;
};

/** Ids of one source file stay below the next file's base. */
const FILE_SPAN = 1_000_000;

const ymd = (iso: string): number =>
  Number(iso.slice(0, 4)) * 10_000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

interface Entry {
  row: ResultRow;
  id: number;
}

const byDraw = (a: Entry, b: Entry) =>
  roundRank(a.row.round) - roundRank(b.row.round) ||
  (b.row.matchNum ?? 0) - (a.row.matchNum ?? 0) ||
  a.id - b.id;

/** Rows of the archive seasons with their ids, newest tournament first, latest round first within one. */
function orderedRows(all: ResultRow[]): Entry[] {
  // Rows of one tournament are contiguous in the files: cut runs, sort the ~30k runs, then each draw.
  const runs: Entry[][] = [];
  let run: Entry[] = [];
  let file = '';
  let n = 0;
  for (const row of all) {
    const f = `${row.tour}:${row.sourceFile}`;
    if (f !== file) {
      file = f;
      n = 0;
    }
    n++;
    if (row.season < ARCHIVE_FIRST_SEASON || row.season > ARCHIVE_LAST_SEASON) continue;
    const head = run[0]?.row;
    if (head && (head.tourneyId !== row.tourneyId || head.tour !== row.tour || head.date !== row.date)) {
      runs.push(run);
      run = [];
    }
    run.push({ row, id: archiveIdBase(row.tour, row.sourceFile) + n });
  }
  if (run.length > 0) runs.push(run);
  runs.sort((x, y) => {
    const [a, b] = [x[0].row, y[0].row];
    return (
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
      (a.tour < b.tour ? -1 : a.tour > b.tour ? 1 : 0) ||
      (a.tourneyId < b.tourneyId ? -1 : a.tourneyId > b.tourneyId ? 1 : 0) ||
      x[0].id - y[0].id
    );
  });
  const out: Entry[] = [];
  for (const r of runs) {
    r.sort(byDraw);
    for (const e of r) out.push(e);
  }
  return out;
}

/** Everything an ArchiveStore holds; built by `columnsOf`, in a worker or (tests, benches) in place. */
export interface StoreColumns {
  /** The results (every file's rows, in `loadResults` order) and the index into them of each position. */
  results: ResultsView;
  order: Int32Array;
  ids: Int32Array;
  dates: Int32Array;
  tours: Uint8Array;
  roundCodes: Uint8Array;
  levelCodes: Uint16Array;
  rounds: string[];
  levels: string[];
  byName: ListsByKey<PositionList>;
  positionOf: Map<number, Int32Array>;
}

/** Positions of one name's rows, ascending: arrays where built here, views of one buffer where a worker sent them. */
export type PositionList = readonly number[] | Int32Array;

/** Positions in the listing order of the rows of `all` (indexes into it), with the columns beside them. */
export function columnsOf(all: ResultRow[]): StoreColumns {
  const picked = orderedRows(all);
  const at = new Map<ResultRow, number>();
  for (let i = 0; i < all.length; i++) at.set(all[i], i);
  const n = picked.length;
  const c = {
    results: rowsView(all),
    order: new Int32Array(n),
    ids: new Int32Array(n),
    dates: new Int32Array(n),
    tours: new Uint8Array(n),
    roundCodes: new Uint8Array(n),
    levelCodes: new Uint16Array(n),
    rounds: [] as string[],
    levels: [] as string[],
    byName: new Map<string, number[]>(),
    positionOf: new Map<number, Int32Array>(),
  };
  const roundIx = new Map<string, number>();
  const levelIx = new Map<string, number>();
  const code = (m: Map<string, number>, list: string[], v: string) => {
    let k = m.get(v);
    if (k === undefined) {
      k = list.length;
      list.push(v);
      m.set(v, k);
    }
    return k;
  };
  const index = (name: string, p: number) => {
    if (!name) return;
    const list = c.byName.get(name);
    if (list) list.push(p);
    else c.byName.set(name, [p]);
  };
  for (let i = 0; i < n; i++) {
    const { row, id } = picked[i];
    c.order[i] = at.get(row) ?? -1;
    c.ids[i] = id;
    c.dates[i] = ymd(row.date);
    c.tours[i] = row.tour === 'atp' ? 0 : 1;
    c.roundCodes[i] = code(roundIx, c.rounds, row.round);
    c.levelCodes[i] = code(levelIx, c.levels, row.level);
    const base = id - (id % FILE_SPAN);
    let arr = c.positionOf.get(base);
    if (!arr) {
      arr = new Int32Array(FILE_SPAN).fill(-1);
      c.positionOf.set(base, arr);
    }
    arr[id - base] = i;
    const [w, l] = [normName(row.winner.name), normName(row.loser.name)];
    index(w, i);
    if (l !== w) index(l, i);
  }
  return c;
}

/**
 * The results archive 1968–2022, held once in "newest tournament first" order with compact
 * columns beside it, so a filter over the whole archive is a scan of typed arrays, not objects.
 */
export class ArchiveStore {
  /** The results behind the positions: parsed rows, or (taken in from a worker) their compact form. */
  private readonly results: ResultsView;
  /** Index into `results` of the row at each position (listing order). */
  private readonly order: Int32Array;
  readonly ids: Int32Array;
  /** Tournament start date as yyyymmdd, descending with position. */
  readonly dates: Int32Array;
  /** 0 = atp, 1 = wta. */
  readonly tours: Uint8Array;
  readonly roundCodes: Uint8Array;
  readonly levelCodes: Uint16Array;
  readonly rounds: string[];
  readonly levels: string[];
  /** Normalised player name → positions (ascending) of the rows that player played. */
  readonly byName: ListsByKey<PositionList>;
  /** Distinct normalised names, for substring search. */
  readonly names: string[];
  /** Id → position, one array per source file (ids are file base + row number). */
  private readonly positionOf: Map<number, Int32Array>;

  constructor(from: ResultRow[] | StoreColumns) {
    const c = Array.isArray(from) ? columnsOf(from) : from;
    this.results = c.results;
    this.order = c.order;
    this.ids = c.ids;
    this.dates = c.dates;
    this.tours = c.tours;
    this.roundCodes = c.roundCodes;
    this.levelCodes = c.levelCodes;
    this.rounds = c.rounds;
    this.levels = c.levels;
    this.byName = c.byName;
    this.names = [...c.byName.keys()];
    this.positionOf = c.positionOf;
  }

  /** The result at a position (listing order), made afresh when the store holds the compact form. */
  row(p: number): ResultRow {
    return this.results.row(this.order[p]);
  }

  /** The season of the result at a position, read without making the row. */
  season(p: number): number {
    return this.results.season(this.order[p]);
  }

  /** Whether the tour's player `id` played the result at a position, read without making the row. */
  playedBy(p: number, tour: ResultRow['tour'], id: number): boolean {
    return this.results.playedBy(this.order[p], tour, id);
  }

  /** Position of an archive id, or undefined when the id was never issued. */
  position(id: number): number | undefined {
    if (!Number.isSafeInteger(id) || id < 0) return undefined;
    const p = this.positionOf.get(id - (id % FILE_SPAN))?.[id % FILE_SPAN] ?? -1;
    return p >= 0 ? p : undefined;
  }

  get size(): number {
    return this.order.length;
  }
}

let store: ArchiveStore | null = null;

/** The archive, built on first use from the results files (already parsed when the world exists). */
export function archiveStore(): ArchiveStore {
  store ??= new ArchiveStore(loadResults());
  return store;
}

/** Whether this thread holds the store already (built in place, or taken in from a worker). */
export const archiveStoreHeld = (): boolean => store !== null;

/** Holds a store built elsewhere (archive-ready.ts takes in what a worker built) unless one is held. */
export function holdArchiveStore(built: ArchiveStore): ArchiveStore {
  store ??= built;
  return store;
}

export { ymd };

/**
 * Puts `next` in place of the held store and returns the one it replaces: two forms of one
 * archive (parsed rows, compact results) answered side by side, to prove they answer alike.
 */
export function exchangeArchiveStore(next: ArchiveStore): ArchiveStore | null {
  const was = store;
  store = next;
  return was;
}
