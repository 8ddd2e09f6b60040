import { useQueries, useQuery } from '@tanstack/react-query';
import type { RANKING_SYSTEMS, RankingRecord } from '../../../contract/rankings';
import { archiveQueries } from '../../queries/history-queries';
import type { EloSurface } from './rankings-url';

type RankingSystem = (typeof RANKING_SYSTEMS)[number];

export interface HistoryPoint {
  /** The record's effective date (the week it speaks for), else the date asked. */
  date: string;
  value: number | null;
}

export interface PlayerHistoryArgs {
  system: RankingSystem;
  player: number;
  /** Oldest first. */
  dates: readonly string[];
  value: (r: RankingRecord) => number | null;
  surface?: EloSurface;
}

const readAt = (a: PlayerHistoryArgs, asOf: string) =>
  archiveQueries.rankings({
    system: [a.system],
    player: [a.player],
    as_of: asOf,
    ...(a.surface ? { surface: [a.surface] } : {}),
  });

/**
 * A player's per-player as-of records at each sampled date: the route answers the newest record on
 * or before one `as_of`, so a history is one read per date. The newest date is read first and the
 * rest only once it answered, so a key below ULTRA gets one 403, not a dozen. A stale record (the
 * same week answering several dates) is drawn once at its own week, so a gap is not a flat line.
 */
export function usePlayerHistory(args: PlayerHistoryArgs) {
  const newestFirst = [...args.dates].reverse();
  const head = useQuery({ ...readAt(args, newestFirst[0] ?? ''), enabled: newestFirst.length > 0 });
  const rest = useQueries({
    queries: newestFirst.slice(1).map((asOf) => ({ ...readAt(args, asOf), enabled: head.isSuccess })),
  });
  const answers = [head.data, ...rest.map((q) => q.data)];
  const byDate = new Map<string, HistoryPoint>();
  let name: string | null = null;
  newestFirst.forEach((asOf, i) => {
    const data = answers[i];
    if (!data) return;
    const record = data.data.find(
      (r) =>
        r.system === args.system &&
        r.player_id === args.player &&
        (!args.surface || r.surface === args.surface),
    );
    name ??= record?.player_name ?? null;
    const date = record?.effective_date ?? asOf;
    if (!byDate.has(date)) byDate.set(date, { date, value: record ? args.value(record) : null });
  });
  const points = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  return {
    head,
    points,
    name,
    loadingRest: rest.some((q) => q.isFetching),
    failedRest: rest.filter((q) => q.isError).length,
    retryRest: () => {
      for (const q of rest) if (q.isError) q.refetch();
    },
  };
}
