import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from './data-dir';
import { diskCached } from './disk-cache';
import { type Fields, forEachLine, Interner, indexer } from './results-fields';
import { tournamentName } from './tournament-names';

export type Tour = 'atp' | 'wta';
/** Which upstream series a row came from: main tour files, or the qualifying/challenger/ITF files. */
export type ResultFileKind = 'tour' | 'qual_chall' | 'qual_itf';

export interface ResultPlayer {
  id: number;
  /** Numeric seed; the few non-numeric values upstream ('1F', 'WC', 'Q') read as null. */
  seed: number | null;
  entry: string | null;
  name: string;
  hand: string | null;
  ht: number | null;
  ioc: string | null;
  age: number | null;
  rank: number | null;
  rankPoints: number | null;
}

/** One side's serve totals; null where the source cell is empty (never coerced to 0). */
export interface ServeStats {
  ace: number | null;
  df: number | null;
  svpt: number | null;
  firstIn: number | null;
  firstWon: number | null;
  secondWon: number | null;
  svGms: number | null;
  bpSaved: number | null;
  bpFaced: number | null;
}

export interface ResultRow {
  tour: Tour;
  sourceFile: ResultFileKind;
  tourneyId: string;
  tourneyName: string;
  /** Lowercase ('hard', 'clay', 'grass', 'carpet') or null when empty. */
  surface: string | null;
  drawSize: number | null;
  level: string;
  /** YYYY-MM-DD from tourney_date (usually the event's Monday, not the day the match was played). */
  date: string;
  /** First four characters of tourney_id: the 1968 files start in December 1967. */
  season: number;
  matchNum: number | null;
  winner: ResultPlayer;
  loser: ResultPlayer;
  score: string;
  bestOf: number | null;
  round: string;
  minutes: number | null;
  winnerStats: ServeStats;
  loserStats: ServeStats;
}

/** The singles results files, in the order `loadResults` concatenates them. */
export const RESULT_FILES: readonly { tour: Tour; file: ResultFileKind; name: string }[] = [
  { tour: 'atp', file: 'tour', name: 'atp_matches_1968_2024.csv.gz' },
  { tour: 'wta', file: 'tour', name: 'wta_matches_1968_2024.csv.gz' },
  { tour: 'atp', file: 'qual_chall', name: 'atp_matches_qual_chall_2019_2024.csv.gz' },
  { tour: 'wta', file: 'qual_itf', name: 'wta_matches_qual_itf_2019_2024.csv.gz' },
];

const COLUMNS = [
  'tourney_id',
  'tourney_name',
  'surface',
  'draw_size',
  'tourney_level',
  'tourney_date',
  'match_num',
  'score',
  'best_of',
  'round',
  'minutes',
] as const;
const PLAYER_COLUMNS = [
  'id',
  'seed',
  'entry',
  'name',
  'hand',
  'ht',
  'ioc',
  'age',
  'rank',
  'rank_points',
] as const;
const STAT_COLUMNS = [
  'ace',
  'df',
  'svpt',
  '1stIn',
  '1stWon',
  '2ndWon',
  'SvGms',
  'bpSaved',
  'bpFaced',
] as const;

// Most old rows have no stats at all; sharing one frozen empty record saves ~460k objects.
export const NO_STATS: ServeStats = Object.freeze({
  ace: null,
  df: null,
  svpt: null,
  firstIn: null,
  firstWon: null,
  secondWon: null,
  svGms: null,
  bpSaved: null,
  bpFaced: null,
});

/**
 * Parses one file; `keepSeason` (when given) skips other seasons' lines before any object is built,
 * so a reader of two seasons does not hold 400k rows.
 */
function parseFile(
  tour: Tour,
  file: ResultFileKind,
  path: string,
  keepSeason?: (season: number) => boolean,
): ResultRow[] {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  const headerEnd = text.indexOf('\n');
  const col = indexer(text.slice(0, headerEnd).replace(/\r$/, '').split(','));
  const c = Object.fromEntries(COLUMNS.map((k) => [k, col(k)])) as Record<(typeof COLUMNS)[number], number>;
  const side = (prefix: 'winner' | 'loser') => PLAYER_COLUMNS.map((k) => col(`${prefix}_${k}`));
  const stats = (prefix: 'w' | 'l') => STAT_COLUMNS.map((k) => col(`${prefix}_${k}`));
  const [wp, lp, ws, ls] = [side('winner'), side('loser'), stats('w'), stats('l')];
  const lower = new Map<string, string>();
  const intern = new Interner();
  const str = (f: Fields, k: number) => intern.of(f.str(k));
  const opt = (f: Fields, k: number) => (f.empty(k) ? null : str(f, k));

  const player = (f: Fields, ix: number[]): ResultPlayer => ({
    id: f.num(ix[0]) ?? 0,
    seed: f.num(ix[1]),
    entry: opt(f, ix[2]),
    name: str(f, ix[3]),
    hand: opt(f, ix[4]),
    ht: f.num(ix[5]),
    ioc: opt(f, ix[6]),
    age: f.num(ix[7]),
    rank: f.num(ix[8]),
    rankPoints: f.num(ix[9]),
  });
  const serve = (f: Fields, ix: number[]): ServeStats =>
    ix.every((k) => f.empty(k))
      ? NO_STATS
      : {
          ace: f.num(ix[0]),
          df: f.num(ix[1]),
          svpt: f.num(ix[2]),
          firstIn: f.num(ix[3]),
          firstWon: f.num(ix[4]),
          secondWon: f.num(ix[5]),
          svGms: f.num(ix[6]),
          bpSaved: f.num(ix[7]),
          bpFaced: f.num(ix[8]),
        };

  const rows: ResultRow[] = [];
  forEachLine(text, headerEnd + 1, (f) => {
    const tourneyId = str(f, c.tourney_id);
    const season = Number(tourneyId.slice(0, 4));
    if (keepSeason && !keepSeason(season)) return;
    const d = f.str(c.tourney_date);
    const rawSurface = f.str(c.surface);
    let surface = lower.get(rawSurface);
    if (surface === undefined) {
      surface = rawSurface.toLowerCase();
      lower.set(rawSurface, surface);
    }
    rows.push({
      tour,
      sourceFile: file,
      tourneyId,
      tourneyName: tournamentName(str(f, c.tourney_name)),
      surface: surface || null,
      drawSize: f.num(c.draw_size),
      level: str(f, c.tourney_level),
      date: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`,
      season,
      matchNum: f.num(c.match_num),
      winner: player(f, wp),
      loser: player(f, lp),
      score: str(f, c.score),
      bestOf: f.num(c.best_of),
      round: str(f, c.round),
      minutes: f.num(c.minutes),
      winnerStats: serve(f, ws),
      loserStats: serve(f, ls),
    });
  });
  return rows;
}

const byFile = new Map<string, ResultRow[]>();

function loadFile(spec: (typeof RESULT_FILES)[number]): ResultRow[] {
  let rows = byFile.get(spec.name);
  if (!rows) {
    rows = parseFile(spec.tour, spec.file, dataPath('results', spec.name));
    byFile.set(spec.name, rows);
  }
  return rows;
}

const combined = new Map<string, ResultRow[]>();

function loadSet(key: string, specs: typeof RESULT_FILES): ResultRow[] {
  let rows = combined.get(key);
  if (!rows) {
    rows = specs.flatMap(loadFile);
    combined.set(key, rows);
  }
  return rows;
}

/** Singles results of one tour (main tour file plus its qualifying/challenger/ITF file), parsed once. */
export function loadResultsByTour(tour: Tour): ResultRow[] {
  return loadSet(
    tour,
    RESULT_FILES.filter((f) => f.tour === tour),
  );
}

/** The main tour files (relative to data/), the sources of every form read from `loadTourSeasons`. */
export const TOUR_FILE_SOURCES = RESULT_FILES.filter((f) => f.file === 'tour').map(
  (f) => `results/${f.name}`,
);

/**
 * The main tour files' rows of some seasons (the tape era reads two): the very rows `loadResults`
 * holds when those are parsed already, else from their cached form (server/data/disk-cache.ts), so
 * a start does not decompress and scan 65 MB of text for 11k rows.
 */
export function loadTourSeasons(seasons: readonly number[]): ResultRow[] {
  const tourFiles = RESULT_FILES.filter((f) => f.file === 'tour');
  if (tourFiles.every((spec) => byFile.has(spec.name)))
    return tourFiles.flatMap((spec) =>
      (byFile.get(spec.name) ?? []).filter((r) => seasons.includes(r.season)),
    );
  return diskCached({
    name: `results-seasons-${seasons.join('-')}`,
    sources: tourFiles.map((f) => `results/${f.name}`),
    build: () =>
      tourFiles.flatMap((spec) =>
        parseFile(spec.tour, spec.file, dataPath('results', spec.name), (s) => seasons.includes(s)),
      ),
    encode: (rows) => rows,
    decode: (rows) => rows,
  });
}

/** All singles results (ATP and WTA, tour and qualifying/challenger/ITF files), parsed once per file. */
export function loadResults(): ResultRow[] {
  return loadSet('all', RESULT_FILES);
}
