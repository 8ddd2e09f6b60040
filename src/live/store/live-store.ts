import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FeedFrame } from '../../../contract/feed-frames';
import type { MatchPoints } from '../../../contract/points';
import type { Score } from '../../../contract/score';
import { applyFrames, emptyLiveData, type LiveData, nextSettleAt, settleDue } from '../merge/apply-frames';
import { emptyPointsEntry } from '../merge/points-merge';
import { applyPointsPage, markPointsForReread } from '../merge/points-page';
import { emptyScoreEntry } from '../merge/score-entry';
import { reconcileRestScore, withdrawalGap } from '../merge/score-merge';
import { WITHDRAWAL_WINDOW_FLOOR_MS, widenedWindow } from '../merge/withdrawal-window';
import { type FeedConnection, idleConnection } from './connection-status';
import { clearFrameTimer, timerThenFrame } from './frame-timer';

/** Everything live the dashboard shows: per-match data plus the feed connection. */
export interface LiveState extends LiveData {
  connection: FeedConnection;
  /** Matches a REST read answered 410 for: old id → the id it was merged into (null: end unknown). */
  merged: Readonly<Record<number, number | null>>;
}

/** Called with a match whose shown score changed (feed frame, rollback or REST read). */
export type ScoreListener = (matchId: number, score: Score | null) => void;

export interface LiveStoreOptions {
  /**
   * How long a feed score state waits before it is shown, so that its `score_withdrawn` can drop it
   * unseen (merge/withdrawal-window.ts); it widens to the slowest withdrawal seen. Without it a state
   * is shown in the batch it arrived in (tests of everything else).
   */
  withdrawalWindowMs?: number;
  /** Timers for states waiting out the window (tests: their own). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The live store: a zustand vanilla store plus its actions, named as events. Feed clients and
 * recovery call the actions outside React; components read it through the hooks in `live-hooks`.
 */
export function createLiveStore(clock: () => number = Date.now, options: LiveStoreOptions = {}) {
  const store: StoreApi<LiveState> = createStore<LiveState>(() => ({
    ...emptyLiveData(),
    connection: idleConnection,
    merged: {},
  }));
  const scoreListeners = new Set<ScoreListener>();
  // Told of every batch of feed frames, changed or not: a duplicate still proves the feed is alive,
  // and a REST read, which also writes the store, proves nothing about it.
  const frameListeners = new Set<() => void>();
  // The depth (newest rows) each view of a match's point rows shows; recovery reads history only
  // for watched matches, and only as deep as the deepest view (see live-recovery).
  const pointWatchers = new Map<number, number[]>();
  const deepest = (depths: readonly number[] | undefined) => (depths ? Math.max(0, ...depths) : 0);
  const watchStartListeners = new Set<(matchId: number) => void>();
  const waits = options.withdrawalWindowMs !== undefined;
  let windowMs = options.withdrawalWindowMs ?? 0;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let settleTimer: { at: number; handle: unknown } | null = null;

  // One timer, for the earliest state still waiting; re-armed after every write.
  function armSettle(): void {
    if (!waits) return;
    const at = nextSettleAt(store.getState(), windowMs);
    if (settleTimer && settleTimer.at === at) return;
    if (settleTimer) clearTimer(settleTimer.handle);
    settleTimer = null;
    if (at === null) return;
    const handle = setTimer(
      () => {
        settleTimer = null;
        commit(settleDue(store.getState(), clock(), windowMs));
      },
      Math.max(0, at - clock()),
    );
    settleTimer = { at, handle };
  }

  function learnWindow(frames: readonly FeedFrame[]): void {
    if (!waits) return;
    const { scores } = store.getState();
    for (const f of frames)
      if (f.type === 'score_withdrawn')
        windowMs = widenedWindow(windowMs, withdrawalGap(scores[f.match_id], f, clock()));
  }

  function commit(next: LiveData): void {
    const prev = store.getState();
    if (next.scores === prev.scores && next.points === prev.points && next.signals === prev.signals) {
      armSettle();
      return;
    }
    store.setState({ scores: next.scores, points: next.points, signals: next.signals });
    armSettle();
    if (scoreListeners.size === 0 || next.scores === prev.scores) return;
    for (const id in next.scores) {
      const entry = next.scores[id];
      if (entry.score !== prev.scores[id]?.score)
        for (const listener of scoreListeners) listener(entry.matchId, entry.score);
    }
  }

  return {
    store,
    /** A batch of feed frames arrived (already checked against the contract). */
    framesReceived(frames: readonly FeedFrame[]): void {
      learnWindow(frames);
      commit(applyFrames(store.getState(), frames, clock(), windowMs));
      if (frames.length > 0) for (const listener of frameListeners) listener();
    },
    /** The withdrawal window now (ms): how long a feed score state waits before it is shown. */
    withdrawalWindowMs(): number {
      return windowMs;
    },
    /** A REST score read arrived; `requestedAt` is when it was sent (decides a backwards move). */
    scoreRead(matchId: number, score: Score, requestedAt: number): void {
      const state = store.getState();
      const prev = state.scores[matchId] ?? emptyScoreEntry(matchId);
      const next = reconcileRestScore(prev, score, requestedAt, clock());
      if (next !== state.scores[matchId]) commit({ ...state, scores: { ...state.scores, [matchId]: next } });
    },
    /** A `/points` page read with `after_seq` arrived. */
    pointsPageRead(matchId: number, page: MatchPoints, afterSeq: number): void {
      const state = store.getState();
      const next = applyPointsPage(
        state.points[matchId] ?? emptyPointsEntry(matchId),
        page,
        afterSeq,
        clock(),
      );
      if (next !== state.points[matchId]) commit({ ...state, points: { ...state.points, [matchId]: next } });
    },
    /** A match was seen completed: its point rows may have become a reconstruction. */
    matchCompleted(matchId: number): void {
      const state = store.getState();
      const prev = state.points[matchId];
      if (!prev) return;
      const next = markPointsForReread(prev);
      if (next !== prev) commit({ ...state, points: { ...state.points, [matchId]: next } });
    },
    /** A read of this match answered 410: forget its live data and point the view at its new id. */
    matchMerged(matchId: number, into: number | null): void {
      const state = store.getState();
      const { [matchId]: _s, ...scores } = state.scores;
      const { [matchId]: _p, ...points } = state.points;
      const { [matchId]: _g, ...signals } = state.signals;
      store.setState({ scores, points, signals, merged: { ...state.merged, [matchId]: into } });
      for (const listener of scoreListeners) listener(matchId, null);
    },
    /** The feed connection changed. */
    connectionChanged(change: Partial<FeedConnection>): void {
      const prev = store.getState().connection;
      const next = { ...prev, ...change };
      const same = (Object.keys(next) as (keyof FeedConnection)[]).every((k) => next[k] === prev[k]);
      if (!same) store.setState({ connection: next });
    },
    /**
     * A view shows this match's newest `depth` point rows (default: all of them) until the returned
     * function is called.
     */
    watchPoints(matchId: number, depth = Number.POSITIVE_INFINITY): () => void {
      const depths = pointWatchers.get(matchId) ?? [];
      const before = deepest(depths);
      pointWatchers.set(matchId, [...depths, depth]);
      if (depths.length === 0 || depth > before)
        for (const listener of watchStartListeners) listener(matchId);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = [...(pointWatchers.get(matchId) ?? [])];
        const at = left.indexOf(depth);
        if (at >= 0) left.splice(at, 1);
        if (left.length > 0) pointWatchers.set(matchId, left);
        else pointWatchers.delete(matchId);
      };
    },
    /** Whether any view shows this match's point rows now. */
    isWatchingPoints(matchId: number): boolean {
      return pointWatchers.has(matchId);
    },
    /** How many of the newest rows of this match the views show (0: no view, Infinity: the whole match). */
    pointsDepth(matchId: number): number {
      return deepest(pointWatchers.get(matchId));
    },
    /** Tell `listener` when a match's point rows gain their first view, or a deeper one; returns the unsubscribe. */
    onPointsWatchStarted(listener: (matchId: number) => void): () => void {
      watchStartListeners.add(listener);
      return () => watchStartListeners.delete(listener);
    },
    /** Tell `listener` whenever a batch of feed frames arrives (applied or not); returns the unsubscribe. */
    onFramesReceived(listener: () => void): () => void {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    /** Tell `listener` whenever a match's shown score changes; returns the unsubscribe. */
    onScoreApplied(listener: ScoreListener): () => void {
      scoreListeners.add(listener);
      return () => scoreListeners.delete(listener);
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

let appStore: LiveStore | null = null;

/** The dashboard's one live store (tests create their own with `createLiveStore`); its feed
 * scores wait the withdrawal window, so no view paints a state that is withdrawn within it. The
 * window's settle timer ends on an animation frame, after the feed's batch of that frame, which
 * settles the same scores first (frame-timer.ts): one store write a frame, not two. */
export function appLiveStore(): LiveStore {
  appStore ??= createLiveStore(Date.now, {
    withdrawalWindowMs: WITHDRAWAL_WINDOW_FLOOR_MS,
    setTimer: (run, ms) => timerThenFrame(run, ms),
    clearTimer: clearFrameTimer,
  });
  return appStore;
}

/** Shorthand for the query layer: listen to the app store's score changes. */
export function onScoreApplied(listener: ScoreListener): () => void {
  return appLiveStore().onScoreApplied(listener);
}
