import { loadResults, type ResultRow } from '../data/results';
import { ARCHIVE_FIRST_SEASON, ARCHIVE_LAST_SEASON, archiveIdBase } from './archive-ids';
import { norm as normName } from './norm';

/** Within one tournament the latest rounds come first, like a draw read from the final down. */
const ROUND_ORDER = [
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
  const i = ROUND_ORDER.indexOf(r);
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

/**
 * The results archive 1968–2022, held once in "newest tournament first" order with compact
 * columns beside it, so a filter over the whole archive is a scan of typed arrays, not objects.
 */
export class ArchiveStore {
  /** Rows in listing order; a row's index here is its "position". */
  readonly rows: ResultRow[];
  readonly ids: Int32Array;
  /** Tournament start date as yyyymmdd, descending with position. */
  readonly dates: Int32Array;
  /** 0 = atp, 1 = wta. */
  readonly tours: Uint8Array;
  readonly roundCodes: Uint8Array;
  readonly levelCodes: Uint16Array;
  readonly rounds: string[] = [];
  readonly levels: string[] = [];
  /** Normalised player name → positions (ascending) of the rows that player played. */
  readonly byName = new Map<string, number[]>();
  /** Distinct normalised names, for substring search. */
  readonly names: string[];
  /** Id → position, one array per source file (ids are file base + row number). */
  private readonly positionOf = new Map<number, Int32Array>();

  constructor(all: ResultRow[]) {
    const picked = orderedRows(all);
    const n = picked.length;
    this.rows = new Array(n);
    this.ids = new Int32Array(n);
    this.dates = new Int32Array(n);
    this.tours = new Uint8Array(n);
    this.roundCodes = new Uint8Array(n);
    this.levelCodes = new Uint16Array(n);
    const roundIx = new Map<string, number>();
    const levelIx = new Map<string, number>();
    const code = (m: Map<string, number>, list: string[], v: string) => {
      let c = m.get(v);
      if (c === undefined) {
        c = list.length;
        list.push(v);
        m.set(v, c);
      }
      return c;
    };
    for (let i = 0; i < n; i++) {
      const { row, id } = picked[i];
      this.rows[i] = row;
      this.ids[i] = id;
      this.dates[i] = ymd(row.date);
      this.tours[i] = row.tour === 'atp' ? 0 : 1;
      this.roundCodes[i] = code(roundIx, this.rounds, row.round);
      this.levelCodes[i] = code(levelIx, this.levels, row.level);
      this.setPosition(id, i);
      const [w, l] = [normName(row.winner.name), normName(row.loser.name)];
      this.index(w, i);
      if (l !== w) this.index(l, i);
    }
    this.names = [...this.byName.keys()];
  }

  private index(name: string, p: number): void {
    if (!name) return;
    const list = this.byName.get(name);
    if (list) list.push(p);
    else this.byName.set(name, [p]);
  }

  private setPosition(id: number, p: number): void {
    const base = id - (id % FILE_SPAN);
    let arr = this.positionOf.get(base);
    if (!arr) {
      arr = new Int32Array(FILE_SPAN).fill(-1);
      this.positionOf.set(base, arr);
    }
    arr[id - base] = p;
  }

  /** Position of an archive id, or undefined when the id was never issued. */
  position(id: number): number | undefined {
    if (!Number.isSafeInteger(id) || id < 0) return undefined;
    const p = this.positionOf.get(id - (id % FILE_SPAN))?.[id % FILE_SPAN] ?? -1;
    return p >= 0 ? p : undefined;
  }

  get size(): number {
    return this.rows.length;
  }
}

let store: ArchiveStore | null = null;

/** The archive, built on first use from the results files (already parsed when the world exists). */
export function archiveStore(): ArchiveStore {
  store ??= new ArchiveStore(loadResults());
  return store;
}

export { ymd };
