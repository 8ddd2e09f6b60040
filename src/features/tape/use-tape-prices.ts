import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { historyQueries } from '../../queries/history-queries';

// 500 is the page cap: a five-set tape (400+ points) comes in one request instead of five.
const PAGE = 500;

/**
 * Every per-point price page of a match (PRO), read after_seq by after_seq until the last. Only
 * asked once the tape itself loaded, so a failed tape does not spend a second request.
 */
export function useTapePrices(matchId: number, enabled: boolean) {
  const query = useInfiniteQuery({ ...historyQueries.prices(matchId, { limit: PAGE }), enabled });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return { query, rows };
}
