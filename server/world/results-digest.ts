import { normName } from '../data/names';
import { loadResults, type ResultRow } from '../data/results';
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
  if (m.event !== 'singles') return [null, null];
  const names = sideNamesOf(m);
  const a = normName(names[0][0]);
  const b = normName(names[1][0]);
  for (const r of slamRows) {
    const w = normName(r.winner.name);
    const l = normName(r.loser.name);
    if (w === a && l === b) return [r.winner.rankPoints, r.loser.rankPoints];
    if (w === b && l === a) return [r.loser.rankPoints, r.winner.rankPoints];
  }
  return [null, null];
}

/** Builds the digest from the full results and every recording (a cold start's one-time cost). */
export function buildResultsDigest(): ResultsDigest {
  const rows = loadResults();
  const slamDates: Record<string, string> = {};
  const slamRows = new Map<string, ResultRow[]>();
  const active = new Map<string, Set<number>>();
  const catalogue: CatalogueInput[] = [];
  const cat = new Catalogue([]);
  const lastAccepted = new Map<string, CatalogueInput>();
  for (const r of rows) {
    if (r.level === 'G') {
      const key = slamKey(r.season, r.tourneyName);
      slamDates[key] ??= r.date;
      const list = slamRows.get(key);
      if (list) list.push(r);
      else slamRows.set(key, [r]);
    }
    for (const id of [`${r.tour}:${r.winner.id}`, `${r.tour}:${r.loser.id}`]) {
      const seasons = active.get(id);
      if (seasons) seasons.add(r.season);
      else active.set(id, new Set([r.season]));
    }
    // Keep only the rows that change the catalogue, and of those not a repeat of the row that last
    // set the same tournament: replaying what is kept rebuilds the very same catalogue.
    const input: CatalogueInput = {
      file: r.tour,
      level: r.level,
      name: r.tourneyName,
      surface: r.surface,
      season: r.season,
    };
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
  for (const m of loadReplayMatches()) {
    const key = slamKey(m.year, SLAM_NAMES[m.slam]);
    perMatch[m.key] = {
      estimate: serveEstimateOf(m, slamDates[key] ?? `${m.year}-01-01`),
      rankPoints: rankPointsOf(m, slamRows.get(key) ?? []),
    };
  }
  const activeIn: Record<string, number[]> = {};
  for (const [id, seasons] of active) activeIn[id] = [...seasons];
  return { catalogue, slamDates, activeIn, perMatch };
}
