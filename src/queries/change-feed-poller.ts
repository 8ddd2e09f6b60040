import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Match, MatchList } from '../../contract/match';
import { listMatches, type MatchFilters } from '../api/matches';
import { holdLiveWrite } from '../live/watch-along/held-read';
import { matchesReceived } from './cache-sync';
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

/** Paid tiers: polls the change feed every `intervalMs` and writes changed matches into the cache. */
export function useChangeFeed(opts: { enabled: boolean; intervalMs: number; since?: string }) {
  const qc: QueryClient = useQueryClient();
  useEffect(() => {
    if (!opts.enabled) return;
    let state: ChangeFeedState = { cursor: null, since: opts.since ?? new Date().toISOString(), seen: {} };
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      try {
        const r = await pollChangeFeed(state, (p) => listMatches(p));
        state = r.state;
        // The rows wait the watch-along hold (the cursor does not: the next poll starts on time).
        const fresh = r.fresh;
        if (fresh.length > 0) holdLiveWrite(() => matchesReceived(qc, fresh));
      } catch {
        // The budget and the error model already recorded why; the next poll tries again.
      }
      if (!cancelled) timer = setTimeout(loop, opts.intervalMs);
    };
    void loop();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [qc, opts.enabled, opts.intervalMs, opts.since]);
}
