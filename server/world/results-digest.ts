import { normName } from '../data/names';
import { type ResultColumns, resultColumns, rowColumns } from '../data/result-columns';
import type { ResultRow } from '../data/results';
import { loadReplayMatches, type ReplayMatch } from '../data/slam-pbp';
import { matchupServeProbabilities } from '../engine/serve-rates';
import { Catalogue, type CatalogueInput } from './catalogue';
import { SLAM_NAMES, sideNamesOf } from './match-facts';
import type { ServeEstimate } from './match-model';

/**
 * What the live world needs from the ~400k real results, small enough to cache on disk (a few MB
 * instead of ~400 MB of parsed rows): the live replay starts from this, and the full results load
 * only when a read needs them (a player's season records, the archive, the tape era).
 */
export interface ResultsDigest {
  /** The catalogue inputs that change its state, in file order (the rest are no-ops for it). */
  catalogue: CatalogueInput[];
  /** `season|slam name` → the slam's start date. */
  slamDates: Record<string, string>;
  /** `tour:id` → the seasons the player appears in (namesakes resolve to the one active then). */
  activeIn: Record<string, number[]>;
  /** Per recording (ReplayMatch.key): the serve estimate and the real ranking points of both sides. */
  perMatch: Record<string, { estimate: ServeEstimate; rankPoints: [number | null, number | null] }>;
}

export const slamKey = (season: number, tourneyName: string) => `${season}|${normName(tourneyName)}`;

/** Serve-point probabilities from each side's real results before the date (doubles: the first-named pair). */
export function serveEstimateOf(m: ReplayMatch, before: string): ServeEstimate {
  const names = sideNamesOf(m);
  const doubles = m.event !== 'singles';
  const r = matchupServeProbabilities(names[0][0], names[1][0], m.gender === 'women' ? 'wta' : 'atp', before);
  // Doubles serve holds are higher than singles: lift both sides toward the doubles norm.
  const lift = doubles ? 0.03 : 0;
  return {
    pServe1: r.pServeA + lift,
    pServe2: r.pServeB + lift,
    inputs: { ...(r.inputs as Record<string, unknown>), doubles_lift: doubles ? lift : undefined, before },
  };
}

/** Real ranking points of both sides at the time, read from the real result of this match. */
export function rankPointsOf(m: ReplayMatch, slamRows: readonly ResultRow[]): [number | null, number | null] {
  const c = rowColumns(slamRows);
  return rankPointsIn(m, pairsOf(slamRows.map((_, i) => ({ c, i }))));
}

/** A result by its part and index. */
type ResultAt = { c: ResultColumns; i: number };

/** A slam's singles results by `winner\nloser` in both orders (normalised names), the first row winning. */
type SlamPairs = Map<string, [number | null, number | null]>;

function pairsOf(slamRows: readonly ResultAt[]): SlamPairs {
  const pairs: SlamPairs = new Map();
  // A draw names each player in several rows: normalised once each.
  const norm = new Map<string, string>();
  const normOf = (name: string) => {
    let n = norm.get(name);
    if (n === undefined) {
      n = normName(name);
      norm.set(name, n);
    }
    return n;
  };
  for (const { c, i } of slamRows) {
    const w = normOf(c.name(i, 0));
    const l = normOf(c.name(i, 1));
    const [wp, lp] = [c.rankPoints(i, 0), c.rankPoints(i, 1)];
    if (!pairs.has(`${w}\n${l}`)) pairs.set(`${w}\n${l}`, [wp, lp]);
    if (!pairs.has(`${l}\n${w}`)) pairs.set(`${l}\n${w}`, [lp, wp]);
  }
  return pairs;
}

function rankPointsIn(m: ReplayMatch, pairs: SlamPairs): [number | null, number | null] {
  if (m.event !== 'singles') return [null, null];
  const names = sideNamesOf(m);
  return pairs.get(`${normName(names[0][0])}\n${normName(names[1][0])}`) ?? [null, null];
}

/**
 * Builds the digest from every result and every recording (a cold start's one-time cost), reading
 * the results' start fields (`resultColumns`, no parsed rows; `results` swaps in another reading of
 * them). `recordings` is asked for them only once the results are read, so a fresh start can parse
 * the recordings in another thread meanwhile and hand over their cached form.
 */
export function buildResultsDigest(
  recordings: () => ReplayMatch[] = loadReplayMatches,
  results: readonly ResultColumns[] = resultColumns(),
): ResultsDigest {
  const slamDates: Record<string, string> = {};
  const slamRows = new Map<string, ResultAt[]>();
  const active = new Map<number | string, Set<number>>();
  const catalogue: CatalogueInput[] = [];
  const cat = new Catalogue([]);
  const lastAccepted = new Map<string, CatalogueInput>();
  let previous: CatalogueInput | null = null;
  for (const c of results)
    for (let i = 0; i < c.size; i++) {
      const tour = c.tour(i);
      const level = c.level(i);
      const name = c.tourneyName(i);
      const surface = c.surface(i);
      const season = c.season(i);
      if (level === 'G') {
        const key = slamKey(season, name);
        slamDates[key] ??= c.date(i);
        const list = slamRows.get(key);
        if (list) list.push({ c, i });
        else slamRows.set(key, [{ c, i }]);
      }
      for (const side of [0, 1] as const) {
        // Keyed by number where the id allows (no key string per row); named once, at the end.
        const id = c.id(i, side);
        const key = Number.isSafeInteger(id) && id >= 0 ? id * 2 + (tour === 'atp' ? 0 : 1) : `${tour}:${id}`;
        const seasons = active.get(key);
        if (seasons) seasons.add(season);
        else active.set(key, new Set([season]));
      }
      // Keep only the rows that change the catalogue, and of those not a repeat of the row that last
      // set the same tournament: replaying what is kept rebuilds the very same catalogue. A row that
      // repeats the one before it (a draw's rows come together) cannot change it either.
      const same =
        previous !== null &&
        previous.file === tour &&
        previous.level === level &&
        previous.name === name &&
        previous.surface === surface &&
        previous.season === season;
      if (same) continue;
      const input: CatalogueInput = { file: tour, level, name, surface, season };
      previous = input;
      const version = cat.version;
      const view = cat.add(input.file, input.level, input.name, input.surface, input.season, 'singles');
      if (cat.version === version) continue;
      const last = lastAccepted.get(view.id);
      if (
        last &&
        last.file === input.file &&
        last.level === input.level &&
        last.name === input.name &&
        last.surface === input.surface &&
        last.season === input.season
      )
        continue;
      lastAccepted.set(view.id, input);
      catalogue.push(input);
    }
  const perMatch: ResultsDigest['perMatch'] = {};
  const pairs = new Map<string, SlamPairs>();
  for (const m of recordings()) {
    const key = slamKey(m.year, SLAM_NAMES[m.slam]);
    let slam = pairs.get(key);
    if (!slam) {
      slam = pairsOf(slamRows.get(key) ?? []);
      pairs.set(key, slam);
    }
    perMatch[m.key] = {
      estimate: serveEstimateOf(m, slamDates[key] ?? `${m.year}-01-01`),
      rankPoints: rankPointsIn(m, slam),
    };
  }
  const activeIn: Record<string, number[]> = {};
  // In first-seen order, as ever: none of these keys reads as an array index, so none is reordered.
  for (const [key, seasons] of active)
    activeIn[typeof key === 'string' ? key : `${key % 2 === 0 ? 'atp' : 'wta'}:${Math.floor(key / 2)}`] = [
      ...seasons,
    ];
  return { catalogue, slamDates, activeIn, perMatch };
}
