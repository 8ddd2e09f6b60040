import type { QueryClient } from '@tanstack/react-query';
import type { Match, MatchList } from '../../contract/match';
import { ApiError } from '../api/api-error';
import { holdLiveWrite } from '../live/watch-along/held-read';
import { keepNewerScores, matchesReceived, withNewerScore } from './cache-sync';
import { matchQueries } from './match-queries';

/**
 * One step of writing a polled slate into the cached one: the poll's membership and order, its rows
 * for the matches in `now`, the cached rows for everything else (feed scores written since included),
 * and matches new to the slate left out until their step. Rows that left the slate go at once.
 */
export function slateStep(
  cached: MatchList,
  target: MatchList,
  now: ReadonlySet<number>,
  earlier: ReadonlySet<number>,
): MatchList {
  const before = new Map(cached.data.map((m) => [m.id, m]));
  const data: Match[] = [];
  for (const m of target.data) {
    const old = before.get(m.id);
    if (now.has(m.id)) data.push(withNewerScore(m, old));
    else if (old) data.push(old);
    else if (earlier.has(m.id)) data.push(m);
  }
  return { ...target, data };
}

export interface SlateWriterOptions {
  /** Rows written per step, in the slate's order (its top first). */
  chunk: number;
  /** Pause between steps (ms). */
  everyMs: number;
}

/**
 * Writes each polled slate into the cache a slice of rows at a time (after the watch-along hold, as
 * every live write). A paid poll returns 500 matches, dozens of them new and most with a changed
 * probability: written at once they re-rendered and mounted rows in one task of 60–150 ms. Other
 * caches (detail, score, other lists) get the rows at once; a newer poll replaces the steps left.
 */
export function createSlateWriter(qc: QueryClient, options: SlateWriterOptions) {
  const key = matchQueries.live().queryKey;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function start(list: MatchList): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const cached = qc.getQueryData<MatchList>(key);
    const target = keepNewerScores(list, cached);
    if (!cached || !Array.isArray(cached.data) || target.data.length <= options.chunk) {
      const written = qc.setQueryData(key, target);
      matchesReceived(qc, target.data, written);
      return;
    }
    matchesReceived(qc, target.data, cached);
    const order = target.data.map((m) => m.id);
    // The rows new to the slate join with the first step, beside the rows leaving it: each change of
    // the slate's membership renders the whole slate and restyles most of the page, so a poll
    // changes it once; the later steps only rewrite rows, which keeps the slate's listing.
    const had = new Set(cached.data.map((m) => m.id));
    const joining = order.filter((id) => !had.has(id));
    const earlier = new Set<number>();
    let at = 0;
    const step = () => {
      timer = null;
      const now = new Set(order.slice(at, at + options.chunk));
      if (at === 0) for (const id of joining) now.add(id);
      at += options.chunk;
      const current = qc.getQueryData<MatchList>(key) ?? cached;
      qc.setQueryData(key, slateStep(current, target, now, earlier));
      for (const id of now) earlier.add(id);
      if (at < order.length) timer = setTimeout(step, options.everyMs);
    };
    step();
  }

  return {
    /** A polled slate arrived (this tab's poll or another tab's). */
    received(list: MatchList): void {
      holdLiveWrite(() => start(list));
    },
    /**
     * The poll failed. The slate query does not fetch by itself under a budget, so the failure is
     * written into it for the view to show (kept beside the last good data when there is some).
     */
    failed(error: unknown): void {
      const query = qc.getQueryCache().find({ queryKey: key });
      if (!query || !(error instanceof ApiError)) return;
      query.setState({
        ...query.state,
        error,
        errorUpdatedAt: Date.now(),
        status: query.state.data === undefined ? 'error' : 'success',
        fetchStatus: 'idle',
      });
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
