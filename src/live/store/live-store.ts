import type { FeedFrame } from '../../../contract/feed-frames';
import type { MatchPoints } from '../../../contract/points';
import type { Score } from '../../../contract/score';
import { applyFrames, type LiveData, nextSettleAt, settleDue } from '../merge/apply-frames';
import { emptyPointsEntry } from '../merge/points-merge';
import { applyPointsPage, markPointsForReread } from '../merge/points-page';
import { emptyScoreEntry } from '../merge/score-entry';
import { reconcileRestScore, withdrawalGap } from '../merge/score-merge';
import { WITHDRAWAL_WINDOW_FLOOR_MS, widenedWindow } from '../merge/withdrawal-window';
import { appLiveCore, createLiveCore, type LiveCore } from './live-core';
import { clearFrameTimer, timerThenFrame } from './frame-timer';

export type { LiveState } from './live-core';

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
 * The live store: the core (live-core.ts: a zustand vanilla store, watchers and listeners) plus the
 * actions that merge into it, named as events. Feed clients and recovery call the actions outside
 * React; components read the core through the hooks in `live-hooks`.
 */
export function createLiveStore(
  clock: () => number = Date.now,
  options: LiveStoreOptions = {},
  core: LiveCore = createLiveCore(),
) {
  const { store } = core;
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
    if (next.scores === prev.scores) return;
    for (const id in next.scores) {
      const entry = next.scores[id];
      if (entry.score !== prev.scores[id]?.score) core.scoreChanged(entry.matchId, entry.score);
    }
  }

  return {
    ...core,
    /** A batch of feed frames arrived (already checked against the contract). */
    framesReceived(frames: readonly FeedFrame[]): void {
      learnWindow(frames);
      commit(applyFrames(store.getState(), frames, clock(), windowMs));
      if (frames.length > 0) core.framesArrived();
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
      core.scoreChanged(matchId, null);
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

let appStore: LiveStore | null = null;

/** The dashboard's one live store with its merge (tests create their own with `createLiveStore`),
 * over the core the views already read (live-core.ts); its feed scores wait the withdrawal window,
 * so no view paints a state that is withdrawn within it. The window's settle timer ends on an
 * animation frame, after the feed's batch of that frame, which settles the same scores first
 * (frame-timer.ts): one store write a frame, not two. */
export function appLiveStore(): LiveStore {
  appStore ??= createLiveStore(
    Date.now,
    {
      withdrawalWindowMs: WITHDRAWAL_WINDOW_FLOOR_MS,
      setTimer: (run, ms) => timerThenFrame(run, ms),
      clearTimer: clearFrameTimer,
    },
    appLiveCore(),
  );
  return appStore;
}
