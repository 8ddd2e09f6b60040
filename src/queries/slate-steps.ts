import type { QueryClient } from '@tanstack/react-query';
import type { Match, MatchList } from '../../contract/match';
import { ApiError } from '../api/api-error';
import { holdLiveWrite } from '../live/watch-along/held-read';
import { keepNewerScores, matchesReceived, withNewerScore } from './cache-sync';
import { matchQueries } from './match-queries';

/**
 * One step of writing a polled slate into the cached one: the poll's membership and order, its rows
 * for the matches in `now`, the cached rows for everything else (feed scores written since included),
 * and matches new to the slate left out until their step. Rows that left the slate go, except those
 * in `staying` (their step has not come): they keep their place after the row they followed.
 */
export function slateStep(
  cached: MatchList,
  target: MatchList,
  now: ReadonlySet<number>,
  earlier: ReadonlySet<number>,
  staying: ReadonlySet<number> = new Set(),
): MatchList {
  const before = new Map(cached.data.map((m) => [m.id, m]));
  const kept = staying.size > 0 ? stayingAfter(cached, target, staying) : new Map<number | null, Match[]>();
  const data: Match[] = [...(kept.get(null) ?? [])];
  for (const m of target.data) {
    const old = before.get(m.id);
    if (now.has(m.id)) data.push(withNewerScore(m, old));
    else if (old) data.push(old);
    else if (earlier.has(m.id)) data.push(m);
    const after = kept.get(m.id);
    if (after) data.push(...after);
  }
  return { ...target, data };
}

/**
 * The cached rows in `staying` (not in the poll), by the poll's row they follow in the cached list
 * (null: before any). That row is cached, so every step writes it, and the staying rows with it.
 */
function stayingAfter(cached: MatchList, target: MatchList, staying: ReadonlySet<number>) {
  const polled = new Set(target.data.map((m) => m.id));
  const after = new Map<number | null, Match[]>();
  let anchor: number | null = null;
  for (const m of cached.data) {
    if (polled.has(m.id)) anchor = m.id;
    else if (staying.has(m.id)) {
      const rows = after.get(anchor);
      if (rows) rows.push(m);
      else after.set(anchor, [m]);
    }
  }
  return after;
}

/**
 * The step (0 to `steps` - 1) at which each of `ids` is written: an even share per step, in order.
 * A busy slate loses ~80 finished matches between polls and gains dozens of new ones, which the poll
 * lists last: the first step removed every finished row and the last mounted every new one, each a
 * React commit and a layout of 60–200 ms, where the other steps changed a few rows.
 */
export function shareSteps(ids: readonly number[], steps: number): Map<number, number> {
  return new Map(ids.map((id, i) => [id, Math.floor((i * steps) / ids.length)]));
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
 * probability: written at once they re-rendered and mounted rows in one task of 60–150 ms. The rows
 * that leave the slate and the rows new to it are spread over the same steps, a share each
 * (`shareSteps`). Other caches (detail,
 * score, other lists) get the rows at once; a newer poll replaces the steps left.
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
    const steps = Math.ceil(order.length / options.chunk);
    const had = new Set(cached.data.map((m) => m.id));
    const polled = new Set(order);
    // The rows that leave and the rows that join, a share per step; the rest in slices of the order.
    const leaving = shareSteps(
      cached.data.filter((m) => !polled.has(m.id)).map((m) => m.id),
      steps,
    );
    const joining = shareSteps(
      order.filter((id) => !had.has(id)),
      steps,
    );
    const earlier = new Set<number>();
    let index = 0;
    const step = () => {
      timer = null;
      const now = new Set<number>();
      for (const id of order.slice(index * options.chunk, (index + 1) * options.chunk))
        if (!joining.has(id)) now.add(id);
      for (const [id, at] of joining) if (at === index) now.add(id);
      const staying = new Set<number>();
      for (const [id, at] of leaving) if (at > index) staying.add(id);
      const current = qc.getQueryData<MatchList>(key) ?? cached;
      qc.setQueryData(key, slateStep(current, target, now, earlier, staying));
      for (const id of now) earlier.add(id);
      index++;
      if (index < steps) timer = setTimeout(step, options.everyMs);
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
