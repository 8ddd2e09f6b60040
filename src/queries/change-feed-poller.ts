import type { Match, MatchList } from '../../contract/match';
import type { MatchFilters } from '../api/matches';
import { applyFeedPage, type ChangeFeedState, feedRequest } from './change-feed';

/** Most pages one poll follows before yielding (a burst never turns into a request storm). */
const MAX_PAGES_PER_POLL = 10;

/** One change-feed poll: follows `next_cursor` while `has_more`, returns the fresh rows and next state. */
export async function pollChangeFeed(
  state: ChangeFeedState,
  fetchPage: (params: MatchFilters) => Promise<MatchList>,
): Promise<{ state: ChangeFeedState; fresh: Match[] }> {
  let s = state;
  const fresh: Match[] = [];
  for (let i = 0; i < MAX_PAGES_PER_POLL; i++) {
    const page = await fetchPage(feedRequest(s));
    const r = applyFeedPage(s, page);
    s = r.state;
    fresh.push(...r.fresh);
    if (!s.cursor) break;
  }
  return { state: s, fresh };
}
