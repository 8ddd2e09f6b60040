import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { BudgetContext, useLiveViewOpen } from './budget-context';
import { matchQueries } from './match-queries';

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
