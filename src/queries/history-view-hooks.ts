import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryMatchesQuery } from '../../contract/history-matches';
import type { ParamsOf } from '../api/params';
import { historyQueries } from './history-queries';
import { flattenPages } from './pagination';

// Apart from view-hooks so the live slate's first JS carries none of the history half.

/** The history list: offset pages flattened, `fetchNextPage` until `has_more` is false. */
export function useHistoryMatches(params: Omit<ParamsOf<typeof HistoryMatchesQuery>, 'offset'> = {}) {
  return useInfiniteQuery({ ...historyQueries.matches(params), select: (d) => flattenPages(d.pages) });
}
