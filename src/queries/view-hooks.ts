import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { HistoryMatchesQuery } from '../../contract/history-matches';
import type { ParamsOf } from '../api/params';
import { BudgetContext, useLiveViewOpen } from './budget-context';
import { playerQueries, tournamentQueries } from './catalogue-queries';
import { historyQueries } from './history-queries';
import { matchQueries } from './match-queries';
import { flattenPages } from './pagination';

/** Fallback refresh when no budget is installed (tests, a paid gateway without the FREE planner). */
export const UNBUDGETED_REFRESH_MS = 10_000;

/** The live slate. With a budget installed the poller fills the cache (one slate request per planned refresh); views never poll on their own. */
export function useLiveSlate() {
  const budget = useContext(BudgetContext);
  useLiveViewOpen();
  return useQuery({
    ...matchQueries.live(),
    // The poller owns refreshes; a mount or focus must not spend a request of its own.
    enabled: budget === null,
    refetchInterval: budget === null ? UNBUDGETED_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: budget === null,
  });
}

/** A match page: the detail once, then kept current from the slate poll (FREE) or feeds (paid) via cache-sync. */
export function useMatchView(matchId: number) {
  useLiveViewOpen();
  return useQuery({ ...matchQueries.detail(matchId), staleTime: Number.POSITIVE_INFINITY });
}

/** A player page: the player with stats (changes weekly, so read once). */
export function usePlayerView(playerId: number) {
  return useQuery({ ...playerQueries.detail(playerId), staleTime: 60 * 60_000 });
}

/** A tournament page: the tournament and its live matches (from the slate already in cache when present). */
export function useTournamentView(tournamentId: string) {
  const tournament = useQuery({ ...tournamentQueries.detail(tournamentId), staleTime: 60 * 60_000 });
  const slate = useLiveSlate();
  const live = slate.data?.data.filter((m) => m.tournament_id === tournamentId) ?? [];
  return { tournament, live, slate };
}

/** The history list: offset pages flattened, `fetchNextPage` until `has_more` is false. */
export function useHistoryMatches(params: Omit<ParamsOf<typeof HistoryMatchesQuery>, 'offset'> = {}) {
  return useInfiniteQuery({ ...historyQueries.matches(params), select: (d) => flattenPages(d.pages) });
}
