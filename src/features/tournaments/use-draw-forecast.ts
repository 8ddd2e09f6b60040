import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ArchiveMatch } from '../../../contract/archive';
import type { ELO_SURFACES } from '../../../contract/rankings';
import { archiveQueries } from '../../queries/history-queries';
import { eloChance, forecastBracket, type PlayerForecast } from './draw-forecast';
import type { DrawRound } from './draw-model';
import { type ActualPath, actualPaths, bracketOf } from './forecast-bracket';

/** Per-player reads take up to 50 ids. */
const IDS_PER_READ = 50;
/** The service's Elo starts every player here: a player with no rating before the event counts at it. */
export const START_RATING = 1500;

type Ladder = (typeof ELO_SURFACES)[number];

/** The Elo ladder of a surface the archive names, or null when only the overall ladder applies (carpet). */
export function ladderOf(surface: string | null | undefined): Ladder | null {
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
 * The edition's forecast from Elo as it stood when the event began (`as_of` = the start date, so no
 * result of the event itself is in it): per-player reads of 50 ids, overall and surface ladders, blended
 * as the mean of the two (overall alone where the surface ladder is missing).
 */
export function useDrawForecast({
  rows,
  rounds,
  tour,
  date,
  surface,
}: {
  rows: readonly ArchiveMatch[] | null;
  rounds: readonly DrawRound[] | null;
  tour: 'atp' | 'wta' | null;
  date: string | null;
  surface: string | null | undefined;
}) {
  const ladder = ladderOf(surface);
  const names = useMemo(() => idsByName(rows ?? []), [rows]);
  const chunks = useMemo(() => {
    const ids = [...new Set(names.values())].sort((a, b) => a - b);
    return Array.from({ length: Math.ceil(ids.length / IDS_PER_READ) }, (_, i) =>
      ids.slice(i * IDS_PER_READ, (i + 1) * IDS_PER_READ),
    );
  }, [names]);
  const surfaces: Ladder[] = ladder ? ['overall', ladder] : ['overall'];
  const reads = useQueries({
    queries: chunks.map((ids) => ({
      ...archiveQueries.rankings({
        system: ['elo'],
        tour: tour ?? undefined,
        archive_player: ids,
        surface: surfaces,
        as_of: date ?? undefined,
        limit: 200,
      }),
      enabled: tour !== null && date !== null,
    })),
  });
  const done = reads.length > 0 && reads.every((r) => r.isSuccess);
  const data = reads.map((r) => r.data);
  // The reads' array is new on every render; their answers change only with their update times.
  const stamp = reads.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for `data`.
  const forecast = useMemo<ForecastRow[] | null>(() => {
    if (!done || !rounds) return null;
    const root = bracketOf(rounds);
    if (!root) return null;
    const byId = new Map<number, { overall?: number; surface?: number }>();
    for (const page of data)
      for (const r of page?.data ?? []) {
        const id = r.archive_player_id;
        if (typeof id !== 'number' || r.rating === null) continue;
        const e = byId.get(id) ?? {};
        if (r.surface === 'overall') e.overall = r.rating;
        else if (r.surface === ladder) e.surface = r.rating;
        byId.set(id, e);
      }
    const ratingOf = (name: string): number | null => {
      const id = names.get(name);
      const e = id === undefined ? undefined : byId.get(id);
      if (e?.overall === undefined) return null;
      return e.surface === undefined ? e.overall : (e.overall + e.surface) / 2;
    };
    const ratings = new Map<string, number | null>();
    const rated = (name: string) => {
      if (!ratings.has(name)) ratings.set(name, ratingOf(name));
      return ratings.get(name) ?? START_RATING;
    };
    const result = forecastBracket(root, (a, b) => eloChance(rated(a), rated(b)));
    const paths = actualPaths(rounds);
    return [...result]
      .map(([player, f]) => ({
        player,
        ...f,
        rating: ratings.get(player) ?? null,
        actual: paths.get(player) ?? null,
      }))
      .sort((a, b) => b.title - a.title || a.player.localeCompare(b.player));
  }, [done, stamp, rounds, names, ladder]);
  const failed = reads.find((r) => r.isError) ?? null;
  return { forecast, failed, loading: !done && !failed, requests: chunks.length, ladder };
}
