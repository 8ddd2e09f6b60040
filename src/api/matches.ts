import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';
import type { MatchList } from './match-types';
import { parseMatchList } from './parse-match-list';

/** GET /matches?status=live: every match in play now. */
export function listLiveMatches(signal?: AbortSignal): Promise<MatchList> {
  return apiGet('/matches', { status: 'live' }, signal, parseMatchList);
}

/** Query keys and options for matches, from general to specific so `all()` invalidates everything. */
export const matchQueries = {
  all: () => ['matches'] as const,
  lists: () => [...matchQueries.all(), 'list'] as const,
  live: () =>
    queryOptions({
      queryKey: [...matchQueries.lists(), { status: 'live' }] as const,
      queryFn: ({ signal }) => listLiveMatches(signal),
    }),
};
