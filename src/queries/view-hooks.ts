import {
  hashKey,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  replaceEqualDeep,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { MatchList } from '../../contract/match';
import type { ApiError } from '../api/api-error';
import { BudgetContext, useLiveViewOpen } from './budget-context';
import { matchQueries } from './match-queries';

/** Fallback refresh when no budget is installed (tests, a paid gateway without the FREE planner). */
const UNBUDGETED_REFRESH_MS = 10_000;

/**
 * React Query's structural sharing for a live list read through a `select` that keeps its own rows
 * (`keep-listing.ts`): the cached list is shared as usual, the selected listing is taken as the
 * select made it. Compared deeply against the last listing after one match ended, every row below it
 * met its neighbour and was compared field by field: 440 rows several times a second under the storm,
 * 0.6 s of script per 10 s on the slate (the listing is the only array among them: a list is an object).
 */
function shareListNotListing(prev: unknown, next: unknown): unknown {
  return Array.isArray(next) ? next : replaceEqualDeep(prev, next);
}

/**
 * The live slate. With a budget installed the poller fills the cache (one slate request per planned
 * refresh); views never poll on their own. `select` (a stable function) picks what the view draws:
 * the view re-renders only when that changes, not on each rewrite of the cached list (every ~80 ms
 * under a busy feed, with scores the rows read from the live store; `keep-listing.ts`).
 */
export function useLiveSlate<T = MatchList>(select?: (list: MatchList) => T) {
  const budget = useContext(BudgetContext);
  useLiveViewOpen();
  return useQuery({
    ...matchQueries.live(),
    select,
    structuralSharing: select ? shareListNotListing : true,
    // The poller owns refreshes; a mount or focus must not spend a request of its own.
    enabled: budget === null,
    refetchInterval: budget === null ? UNBUDGETED_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: budget === null,
  });
}

/**
 * Calls `onList` with the cached live list at once and on every write of it, as it is written (not
 * on a render): a view that keeps its listing through score rewrites (`useLiveSlate(select)`) still
 * hands each row its newest match this way. `onList` must be stable.
 */
export function useLiveSlateWrites(onList: (list: MatchList) => void): void {
  const client = useQueryClient();
  useLayoutEffect(() => {
    const key = matchQueries.live().queryKey;
    const hash = hashKey(key);
    let last = client.getQueryData<MatchList>(key);
    if (last) onList(last);
    return client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash !== hash) return;
      const data = event.query.state.data as MatchList | undefined;
      if (data === undefined || data === last) return;
      last = data;
      onList(data);
    });
  }, [client, onList]);
}

/**
 * When the cached live list was last written, to the second (0 before any answer): a view's "updated"
 * time without re-rendering on each of the writes, several a second under a busy feed.
 */
export function useLiveSlateUpdatedAt(): number {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => {
      const hash = hashKey(matchQueries.live().queryKey);
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      });
    },
    [client],
  );
  const read = () => {
    const at = client.getQueryState(matchQueries.live().queryKey)?.dataUpdatedAt ?? 0;
    return at - (at % 1_000);
  };
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * A match page: the detail once, then kept current from the slate poll (FREE) or feeds (paid) via
 * cache-sync. With `reuseListRow` (a key whose detail adds nothing to a list row), the cached live
 * list's row is the first answer, dated as the list, and the match is not read again.
 */
export function useMatchView(matchId: number, { reuseListRow = false }: { reuseListRow?: boolean } = {}) {
  useLiveViewOpen();
  const client = useQueryClient();
  const reused = reuseListRow ? newestListRow(client, matchId) : undefined;
  return useQuery({
    ...matchQueries.detail(matchId),
    staleTime: Number.POSITIVE_INFINITY,
    initialData: reused?.row,
    initialDataUpdatedAt: reused?.at,
  });
}

type ListRow = MatchList['data'][number];

/**
 * The match's row from the most recently read cached listing. A finished match opened from the
 * finished list must not take the row an older live list still holds (live, with no winner).
 */
function newestListRow(client: QueryClient, matchId: number): { row: ListRow; at: number } | undefined {
  let best: { row: ListRow; at: number } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey: matchQueries.lists() })) {
    const data = q.state.data as MatchList | InfiniteData<MatchList> | undefined;
    if (!data) continue;
    const paged = data as InfiniteData<MatchList>;
    const rows = Array.isArray(paged.pages) ? paged.pages.flatMap((p) => p.data) : (data as MatchList).data;
    const row = rows?.find((m) => m.id === matchId);
    const at = q.state.dataUpdatedAt;
    if (row && (!best || at > best.at)) best = { row, at };
  }
  return best;
}

/** How a view's periodic read is paced: by the FREE plan, or by a plain interval on paid keys. */
export interface PlannedPace {
  /** FREE: how old the read may grow before a planned refresh is spent on it. */
  freeEveryMs: number;
  /** Paid keys: a plain refetch interval (their budgets are not the bottleneck). */
  paidEveryMs: number;
}

/**
 * A view's periodic read that obeys the request budget. On a FREE key it never polls on its own: the
 * budget's one plan reads it (first at once, then when it is `freeEveryMs` old and the live list is
 * fresh), so the day's 100 requests are one schedule. Paid keys refetch every `paidEveryMs`.
 */
export function usePlannedQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, ApiError, T, K> & { queryKey: K },
  pace: PlannedPace,
  enabled = true,
) {
  const budget = useContext(BudgetContext);
  const client = useQueryClient();
  const free = budget !== null && budget.budget.snapshot().tier === 'free';
  const key = JSON.stringify(options.queryKey);
  // The newest options, read when the plan runs; the key alone says when the read is a different one.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!budget || !free || !enabled) return;
    return budget.poller.plannedRead(key, pace.freeEveryMs, () =>
      client.fetchQuery({ ...latest.current, staleTime: 0 }).then(() => undefined),
    );
  }, [budget, free, enabled, key, pace.freeEveryMs, client]);
  return useQuery({
    ...options,
    enabled: enabled && !free,
    refetchInterval: free ? false : pace.paidEveryMs,
    refetchOnWindowFocus: !free,
  });
}
