import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Usage } from '../../contract/usage';
import { serviceQueries } from '../queries/service-queries';
import { keepUsage, keptUsage } from './kept-usage';

const USAGE_KEY = serviceQueries.usage().queryKey;

/** After a failed read the strip says it retries; it does, this often, until the service answers. */
export const USAGE_RETRY_MS = 30_000;

// Reads that spend a FREE key's monthly history calls (live-surface.md: history listings, tape,
// coverage, status-history; history-surface.md adds archive reads and /h2h).
const HISTORY_KEYS = new Set(['history', 'archive', 'h2h', 'status-history']);

/** Whether a query key belongs to a read that counts against the FREE history allowance. */
function spendsHistoryTaste(queryKey: readonly unknown[]): boolean {
  return queryKey.some((part) => typeof part === 'string' && HISTORY_KEYS.has(part));
}

/**
 * The key's own usage (`GET /usage`, quota-exempt): its tier as the service sees it and, for a FREE key,
 * the history calls spent this month. Re-read after every history read so the counter follows it.
 */
export function useUsage() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        // A refused read may or may not have spent a call; only the service knows, so ask after either.
        if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error'))
          return;
        if (!spendsHistoryTaste(event.query.queryKey)) return;
        // Only a FREE key has a history allowance to follow: a paid key's tape reads (the trade grid
        // reads one per card in sight) would each cost a usage read for a counter nobody shows.
        const tier = client.getQueryData<Usage>(USAGE_KEY)?.tier;
        if (tier === undefined || tier === 'free') void client.invalidateQueries({ queryKey: USAGE_KEY });
      }),
    [client],
  );
  const query = useQuery({
    ...serviceQueries.usage(),
    // The tier this tab last learned shows at once; dated 0, it is read again as the strip mounts.
    initialData: () => keptUsage() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    refetchInterval: (q) => (q.state.status === 'error' ? USAGE_RETRY_MS : 10 * 60_000),
  });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data && dataUpdatedAt > 0) keepUsage(data);
  }, [data, dataUpdatedAt]);
  return query;
}
