import { queryOptions } from '@tanstack/react-query';
import { getHealth, getUsage, getWsToken } from '../api/service';

/** Service-level reads: health, the key's usage, the push token (webhooks: webhook-queries.ts). */
export const serviceQueries = {
  all: () => ['service'] as const,
  health: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'health'] as const,
      queryFn: ({ signal }) => getHealth({ signal }),
    }),
  /** Quota-exempt, so the budget can re-read it freely. */
  usage: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'usage'] as const,
      queryFn: ({ signal }) => getUsage({ signal }),
    }),
  // A token is single-use per connection: never served from cache.
  wsToken: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'ws-token'] as const,
      queryFn: ({ signal }) => getWsToken({ signal }),
      gcTime: 0,
      staleTime: 0,
    }),
};
