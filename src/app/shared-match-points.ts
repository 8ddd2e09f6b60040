import type { QueryClient } from '@tanstack/react-query';
import type { MatchPoints } from '../../contract/points';
import { matchTabQueries } from '../queries/match-tab-queries';

/** Pages of 500 rows one read may take; the longest matches have fewer than 1,000 points. */
const MAX_PAGES = 10;

/**
 * The live store's reads of a match's point rows from the start, through the Points tab's own query
 * (`matchTabQueries.points`): a slate row's read of a finished tiebreak set and the tab share one
 * cache entry, so the tab opened within the cache's fresh time, or a read made while the tab reads,
 * costs no second request. Loaded with the feed, after the first screen.
 */
export function sharedMatchPoints(queryClient: QueryClient) {
  return async (matchId: number): Promise<readonly MatchPoints[]> =>
    (await queryClient.fetchInfiniteQuery({ ...matchTabQueries.points(matchId), pages: MAX_PAGES })).pages;
}
