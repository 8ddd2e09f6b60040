import { historyAfterSeq, type PointsEntry } from '../merge/points-merge';
import type { LiveState, LiveStore } from '../store/live-store';
import { failureOf, type LiveFetchers } from './live-fetchers';

export interface RecoveryOptions {
  /** A gap may still fill from late frames; recover only once it has lasted this long. */
  gapGraceMs?: number;
  /** Wait before trying a failed read again when the answer did not say how long (network, 5xx). */
  retryMs?: number;
  now?: () => number;
  /**
   * Whose gaps (holes between the rows held) are read: `watched` (the app) only those of matches a
   * view shows (with 500 live matches, reading for rows nobody looks at is most of the page's REST
   * work); `all` (default) every match the feed speaks about. History below a match's first frame
   * is never a gap: it is read only as deep as a view asks (`watchPoints(id, depth)`), in both.
   */
  pointsFor?: 'all' | 'watched';
}

/**
 * Keeps the live store honest over REST: refetches the score after a withdrawal, pages
 * `/points?after_seq=` when a gap between held rows does not fill within the grace or when a view
 * asks for history the feed never sent (the page joined mid-match, or no point of the match has
 * come since: a slate row's tiebreak set finished before the page opened), and re-reads a match's
 * points from 0 when its basis changed. At most one read per match at a time, and one waiting timer per
 * match; every read goes through the fetch layer, so the request budget decides when it may go,
 * and a refusal's or 429's time to wait is honoured. A 410 moves the match to the id it was merged
 * into.
 */
export function startLiveRecovery(live: LiveStore, fetchers: LiveFetchers, options: RecoveryOptions = {}) {
  const gapGraceMs = options.gapGraceMs ?? 1_500;
  const retryMs = options.retryMs ?? 5_000;
  const now = options.now ?? Date.now;
  const gapsWanted = (matchId: number) => options.pointsFor !== 'watched' || live.isWatchingPoints(matchId);
  const abort = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const scoresRunning = new Set<number>();
  const pointsRunning = new Set<number>();
  /** Per match, the one timer waiting to look at its points again, and when it fires. */
  const pointsTimers = new Map<number, { timer: ReturnType<typeof setTimeout>; at: number }>();
  /** Per match, no points read before this (a failed read, a gap the service did not fill). */
  const notBefore = new Map<number, number>();
  /** Per match, the lowest `after_seq` a history read was answered from: never asked again above it. */
  const historyRead = new Map<number, number>();

  const later = (ms: number, run: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (!abort.signal.aborted) run();
    }, ms);
    timers.add(t);
    return t;
  };

  /** When a failed read may be tried again; Infinity: never (the match is unknown). */
  function retryAt(err: unknown, matchId: number): number {
    const t = now();
    const { status, mergedInto, retryAtMs } = failureOf(err, t);
    if (status === 410) live.matchMerged(matchId, mergedInto);
    // 403: the key's tier does not read the route (points are ULTRA); asking again will not change it.
    if (status === 410 || status === 404 || status === 403) return Number.POSITIVE_INFINITY;
    return Math.max(t + 100, retryAtMs ?? t + retryMs);
  }

  async function refetchScore(matchId: number) {
    if (scoresRunning.has(matchId) || abort.signal.aborted) return;
    scoresRunning.add(matchId);
    let retry: number | null = null;
    try {
      const requestedAt = now();
      const score = await fetchers.score(matchId, abort.signal);
      live.scoreRead(matchId, score, requestedAt);
    } catch (err) {
      if (!abort.signal.aborted) retry = retryAt(err, matchId);
    } finally {
      scoresRunning.delete(matchId);
    }
    if (retry !== null && Number.isFinite(retry))
      later(retry - now(), () => {
        if (live.store.getState().scores[matchId]?.needsRefetch) void refetchScore(matchId);
      });
  }

  /** History the views of this match still lack, unless it was already read from there or below. */
  function historyNeed(entry: PointsEntry): number | null {
    const after = historyAfterSeq(entry, live.pointsDepth(entry.matchId));
    const asked = historyRead.get(entry.matchId);
    return after !== null && (asked === undefined || after < asked) ? after : null;
  }

  /** Where a points read of this match would start now, and when it is due; null: nothing to read. */
  function plan(entry: PointsEntry): { afterSeq: number; history: number | null; at: number } | null {
    const t = now();
    if (entry.needsReread) return gapsWanted(entry.matchId) ? { afterSeq: 0, history: null, at: t } : null;
    const history = historyNeed(entry);
    const gap = entry.gapSince !== null && gapsWanted(entry.matchId);
    if (history !== null)
      return { afterSeq: gap ? Math.min(history, entry.contiguousSeq) : history, history, at: t };
    if (gap) return { afterSeq: entry.contiguousSeq, history: null, at: (entry.gapSince ?? t) + gapGraceMs };
    return null;
  }

  /**
   * A match the store holds no row of, whose view wants all of it (a slate row with a finished 7–6
   * set and no tiebreak points): read once from the start. Only while the feed is open: feeds and
   * `/points` are both ULTRA, so an open feed says the key may read it, and a key that may not (a
   * FREE key through the gateway) spends no request on a refusal; its rows show the set without points.
   */
  function wholeMatchPlan(matchId: number): { afterSeq: number; history: number; at: number } | null {
    if (live.pointsDepth(matchId) !== Number.POSITIVE_INFINITY || historyRead.has(matchId)) return null;
    if (live.store.getState().connection.state !== 'open') return null;
    return { afterSeq: 0, history: 0, at: now() };
  }

  function checkPoints(matchId: number) {
    if (abort.signal.aborted || pointsRunning.has(matchId)) return;
    const entry = live.store.getState().points[matchId];
    const next = entry ? plan(entry) : wholeMatchPlan(matchId);
    if (!next) return;
    const at = Math.max(next.at, notBefore.get(matchId) ?? 0);
    if (!Number.isFinite(at)) return;
    if (at <= now()) {
      void readPoints(matchId, next.afterSeq, next.history);
      return;
    }
    const waiting = pointsTimers.get(matchId);
    if (waiting && waiting.at <= at) return;
    if (waiting) {
      clearTimeout(waiting.timer);
      timers.delete(waiting.timer);
    }
    const timer = later(at - now(), () => {
      pointsTimers.delete(matchId);
      checkPoints(matchId);
    });
    pointsTimers.set(matchId, { timer, at });
  }

  /** `checkPoints` for each of `matchIds`, one a task, in order. */
  function checkInTurn(matchIds: number[]) {
    const next = () => {
      const matchId = matchIds.shift();
      if (matchId === undefined) return;
      checkPoints(matchId);
      if (matchIds.length > 0) later(0, next);
    };
    if (matchIds.length > 0) later(0, next);
  }

  async function readPoints(matchId: number, from: number, history: number | null) {
    pointsRunning.add(matchId);
    const waiting = pointsTimers.get(matchId);
    if (waiting) {
      clearTimeout(waiting.timer);
      timers.delete(waiting.timer);
      pointsTimers.delete(matchId);
    }
    const gapBefore = live.store.getState().points[matchId]?.contiguousSeq;
    try {
      let afterSeq = from;
      // History from the start is what the match page's Points tab reads too: through the cache it
      // shares, one read serves both. A new basis is read afresh, never from a cache.
      const fromStart = from === 0 && history !== null && !live.store.getState().points[matchId]?.needsReread;
      const shared = [...((fromStart && (await fetchers.sharedPoints?.(matchId, abort.signal))) || [])];
      for (let guard = 0; guard < 1_000; guard++) {
        // The shared pages first (the cache may hold fewer than the match has: read on from the last).
        const page = shared.shift() ?? (await fetchers.points(matchId, afterSeq, abort.signal));
        live.pointsPageRead(matchId, page, afterSeq);
        const entry = live.store.getState().points[matchId];
        if (!entry) return;
        // A new basis read from a later seq cannot be merged: start again from 0, from the service.
        if (entry.needsReread && afterSeq > 0) {
          afterSeq = 0;
          shared.length = 0;
        } else if (page.has_more && page.last_seq > afterSeq) afterSeq = page.last_seq;
        else break;
      }
      notBefore.delete(matchId);
      if (history !== null) historyRead.set(matchId, Math.min(history, historyRead.get(matchId) ?? history));
      // The service did not have the missing rows either: do not ask again at once.
      const entry = live.store.getState().points[matchId];
      if (entry && entry.gapSince !== null && entry.contiguousSeq === gapBefore)
        notBefore.set(matchId, now() + retryMs);
    } catch (err) {
      if (abort.signal.aborted) return;
      notBefore.set(matchId, retryAt(err, matchId));
    } finally {
      pointsRunning.delete(matchId);
    }
    // Whatever arrived meanwhile (a deeper view, a new gap), or the retry.
    checkPoints(matchId);
  }

  function check(state: LiveState, prev?: LiveState) {
    // Views may have asked before the feed opened, or before recovery started (the slate's rows
    // mount before the feed loads): once it is open, the matches they watch with no row held.
    // Each in a task of its own: starting a read (the fetch layer, the budget, the query cache) takes
    // a phone several milliseconds, the feed opens about when a fan first taps, and a tap then waits
    // for one read's start rather than for every watched row's at once.
    if (state.connection !== prev?.connection && state.connection.state === 'open')
      checkInTurn(live.watchedPointMatches().filter((matchId) => !state.points[matchId]));
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

  const unsubscribe = live.store.subscribe((state, prev) => check(state, prev));
  const unwatch = live.onPointsWatchStarted(checkPoints);
  check(live.store.getState());
  return () => {
    abort.abort();
    unsubscribe();
    unwatch();
    for (const t of timers) clearTimeout(t);
    timers.clear();
    pointsTimers.clear();
  };
}
