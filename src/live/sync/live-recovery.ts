import type { LiveState, LiveStore } from '../store/live-store';
import { failureOf, type LiveFetchers } from './live-fetchers';

export interface RecoveryOptions {
  /** A gap may still fill from late frames; recover only once it has lasted this long. */
  gapGraceMs?: number;
  /** Wait before trying a failed read again (429, network). */
  retryMs?: number;
  now?: () => number;
  /**
   * `watched`: backfill a match's point rows only while a view shows them (the app: with 500 live
   * matches, reading every match's history from 0 after connecting is most of the page's work for
   * rows nobody looks at). `all` (default): every match the feed speaks about.
   */
  pointsFor?: 'all' | 'watched';
}

type Job = 'score' | 'points';

/**
 * Keeps the live store honest over REST: refetches the score after a withdrawal, pages
 * `/points?after_seq=` from the last contiguous seq when a gap does not fill, and re-reads a match's
 * points from 0 when its basis changed. A 410 moves the match to the id it was merged into.
 */
export function startLiveRecovery(live: LiveStore, fetchers: LiveFetchers, options: RecoveryOptions = {}) {
  const gapGraceMs = options.gapGraceMs ?? 1_500;
  const retryMs = options.retryMs ?? 5_000;
  const now = options.now ?? Date.now;
  const wanted = (matchId: number) => options.pointsFor !== 'watched' || live.isWatchingPoints(matchId);
  const running = new Set<string>();
  const gapWatch = new Set<number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const abort = new AbortController();

  const later = (ms: number, run: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (!abort.signal.aborted) run();
    }, ms);
    timers.add(t);
  };

  async function attempt(job: Job, matchId: number, run: () => Promise<void>) {
    const id = `${job}:${matchId}`;
    if (running.has(id) || abort.signal.aborted) return;
    running.add(id);
    try {
      await run();
    } catch (err) {
      if (abort.signal.aborted) return;
      const { status, mergedInto } = failureOf(err);
      if (status === 410) live.matchMerged(matchId, mergedInto);
      else if (status !== 404) later(retryMs, () => check(live.store.getState()));
    } finally {
      running.delete(id);
    }
  }

  const refetchScore = (matchId: number) =>
    attempt('score', matchId, async () => {
      const requestedAt = now();
      const score = await fetchers.score(matchId, abort.signal);
      live.scoreRead(matchId, score, requestedAt);
    });

  const readPoints = (matchId: number) =>
    attempt('points', matchId, async () => {
      for (let guard = 0; guard < 1_000; guard++) {
        const entry = live.store.getState().points[matchId];
        if (!entry) return;
        const afterSeq = entry.needsReread ? 0 : entry.contiguousSeq;
        const page = await fetchers.points(matchId, afterSeq, abort.signal);
        live.pointsPageRead(matchId, page, afterSeq);
        const next = live.store.getState().points[matchId];
        const more = page.has_more && page.last_seq > afterSeq;
        if (!more && !next?.needsReread) return;
      }
    });

  function check(state: LiveState, prev?: LiveState) {
    if (state.scores !== prev?.scores)
      for (const key in state.scores) {
        const entry = state.scores[key];
        if (entry.needsRefetch && entry !== prev?.scores[key]) void refetchScore(entry.matchId);
      }
    if (state.points !== prev?.points)
      for (const key in state.points) {
        const entry = state.points[key];
        if (entry !== prev?.points[key]) checkPoints(entry.matchId);
      }
  }

  function checkPoints(matchId: number) {
    const entry = live.store.getState().points[matchId];
    if (!entry || !wanted(matchId)) return;
    if (entry.needsReread) void readPoints(matchId);
    else if (entry.gapSince !== null && !gapWatch.has(matchId)) {
      gapWatch.add(matchId);
      const wait = Math.max(0, entry.gapSince + gapGraceMs - now());
      later(wait, () => {
        gapWatch.delete(matchId);
        const current = live.store.getState().points[matchId];
        if (current && current.gapSince !== null && wanted(matchId)) void readPoints(matchId);
      });
    }
  }

  const unsubscribe = live.store.subscribe((state, prev) => check(state, prev));
  const unwatch = live.onPointsWatchStarted(checkPoints);
  check(live.store.getState());
  return () => {
    abort.abort();
    unsubscribe();
    unwatch();
    for (const t of timers) clearTimeout(t);
    timers.clear();
  };
}
