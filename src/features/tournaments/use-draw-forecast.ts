import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ArchiveMatch } from '../../../contract/archive';
import type { ELO_SURFACES, RankingRecord } from '../../../contract/rankings';
import { archiveQueries } from '../../queries/history-queries';
import { eloChance, forecastBracket, type PlayerForecast } from './draw-forecast';
import type { DrawRound } from './draw-model';
import { type ActualPath, actualPaths, bracketOf } from './forecast-bracket';

/** Per-player reads take up to 50 ids. */
const IDS_PER_READ = 50;
/** The service's Elo starts every player here: a player with no rating before the event counts at it. */
export const START_RATING = 1500;

type Ladder = (typeof ELO_SURFACES)[number];
type EloPage = { data: readonly RankingRecord[] } | undefined;

/** The Elo ladder of a surface the archive names, or null when only the overall ladder applies (carpet). */
function ladderOf(surface: string | null | undefined): Ladder | null {
  const s = (surface ?? '').toLowerCase();
  return s === 'hard' || s === 'clay' || s === 'grass' ? s : null;
}

export interface ForecastRow extends PlayerForecast {
  player: string;
  /** The rating the forecast used; null when the player had none (counted at START_RATING). */
  rating: number | null;
  actual: ActualPath | null;
}

/** The archive person id of each name in the edition's results. */
function idsByName(rows: readonly ArchiveMatch[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows)
    for (const p of [r.winner, r.loser])
      if (p.name && typeof p.player_id === 'number') out.set(p.name.trim(), p.player_id);
  return out;
}

/**
 * The Elo reads an edition's forecast needs: its players' ids 50 at a time, overall and surface
 * ladders, as of the event's start date (so no result of the event itself is in them).
 */
export function eloReadsOf(
  rows: readonly ArchiveMatch[],
  tour: 'atp' | 'wta',
  /** The as-of date; null reads the newest Elo held. */
  date: string | null,
  surface?: string | null,
) {
  const ladder = ladderOf(surface);
  const ids = [...new Set(idsByName(rows).values())].sort((a, b) => a - b);
  return Array.from({ length: Math.ceil(ids.length / IDS_PER_READ) }, (_, i) =>
    archiveQueries.rankings({
      system: ['elo'],
      tour,
      archive_player: ids.slice(i * IDS_PER_READ, (i + 1) * IDS_PER_READ),
      surface: ladder ? ['overall', ladder] : ['overall'],
      ...(date ? { as_of: date } : {}),
      limit: 200,
    }),
  );
}

/**
 * The forecast of a played draw from its Elo reads: each player's rating is the mean of the overall
 * and surface ladders (overall alone where the surface ladder is missing, START_RATING where there is
 * none), sorted by title chance. Null when the draw has no single final to rebuild the bracket from.
 */
export function forecastOf(
  rounds: readonly DrawRound[],
  rows: readonly ArchiveMatch[],
  pages: readonly EloPage[],
  surface?: string | null,
  /** A result already known between two players (1: the first won, 0: the second), else null. */
  known: (a: string, b: string, round: string) => 0 | 1 | null = () => null,
  /** The service model's chance that the first beats the second where it priced their match, else null. */
  model: (a: string, b: string) => number | null = () => null,
): ForecastRow[] | null {
  const root = bracketOf(rounds);
  if (!root) return null;
  const ladder = ladderOf(surface);
  const names = idsByName(rows);
  const byId = new Map<number, { overall?: number; surface?: number }>();
  for (const page of pages)
    for (const r of page?.data ?? []) {
      const id = r.archive_player_id;
      if (typeof id !== 'number' || r.rating === null) continue;
      const e = byId.get(id) ?? {};
      if (r.surface === 'overall') e.overall = r.rating;
      else if (r.surface === ladder) e.surface = r.rating;
      byId.set(id, e);
    }
  const ratings = new Map<string, number | null>();
  const rated = (name: string) => {
    if (!ratings.has(name)) {
      const id = names.get(name);
      const e = id === undefined ? undefined : byId.get(id);
      ratings.set(
        name,
        e?.overall === undefined ? null : e.surface === undefined ? e.overall : (e.overall + e.surface) / 2,
      );
    }
    return ratings.get(name) ?? START_RATING;
  };
  // Played beats priced beats rated: a decided match is certain, a match the model priced takes its
  // chance, and every other pairing (all the hypothetical later ones) the Elo expectation.
  const result = forecastBracket(
    root,
    (a, b, round) => known(a, b, round) ?? model(a, b) ?? eloChance(rated(a), rated(b)),
  );
  const paths = actualPaths(rounds);
  return [...result]
    .map(([player, f]) => ({
      player,
      ...f,
      rating: ratings.get(player) ?? null,
      actual: paths.get(player) ?? null,
    }))
    .sort((a, b) => b.title - a.title || a.player.localeCompare(b.player));
}

/** The edition's forecast from Elo as it stood when the event began (see eloReadsOf and forecastOf). */
export function useDrawForecast({
  rows,
  rounds,
  tour,
  date,
  surface,
}: {
  rows: readonly ArchiveMatch[];
  rounds: readonly DrawRound[];
  tour: 'atp' | 'wta';
  date: string;
  surface: string | null | undefined;
}) {
  const queries = useMemo(() => eloReadsOf(rows, tour, date, surface), [rows, tour, date, surface]);
  const reads = useQueries({ queries });
  const done = reads.length > 0 && reads.every((r) => r.isSuccess);
  const pages = reads.map((r) => r.data);
  // The reads' array is new on every render; their answers change only with their update times.
  const stamp = reads.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for `pages`.
  const forecast = useMemo(
    () => (done ? forecastOf(rounds, rows, pages, surface) : null),
    [done, stamp, rounds, rows, surface],
  );
  const failed = reads.find((r) => r.isError) ?? null;
  return { forecast, failed, loading: !done && !failed, requests: queries.length, ladder: ladderOf(surface) };
}
