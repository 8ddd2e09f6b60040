import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Score } from '../../../contract/score';
import type { LiveData } from '../merge/apply-frames';
import { type FeedConnection, idleConnection } from './connection-status';

/** Everything live the dashboard shows: per-match data plus the feed connection. */
export interface LiveState extends LiveData {
  connection: FeedConnection;
  /** Matches a REST read answered 410 for: old id → the id it was merged into (null: end unknown). */
  merged: Readonly<Record<number, number | null>>;
}

/** Called with a match whose shown score changed (feed frame, rollback or REST read). */
export type ScoreListener = (matchId: number, score: Score | null) => void;

/**
 * The live store's state and what views do with it (read, watch point rows, listen), without the
 * code that merges frames and reads into it (live-store.ts): the slate's first screen needs only
 * this part, and the merge arrives with the feed clients after the first paint.
 */
export function createLiveCore() {
  const store: StoreApi<LiveState> = createStore<LiveState>(() => ({
    scores: {},
    points: {},
    signals: {},
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

  return {
    store,
    /** Tells the score listeners that a match's shown score changed (the merge calls it). */
    scoreChanged(matchId: number, score: Score | null): void {
      for (const listener of scoreListeners) listener(matchId, score);
    },
    /** Tells the frame listeners that a batch of feed frames arrived (the merge calls it). */
    framesArrived(): void {
      for (const listener of frameListeners) listener();
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
    /** The matches whose point rows some view shows now. */
    watchedPointMatches(): number[] {
      return [...pointWatchers.keys()];
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

export type LiveCore = ReturnType<typeof createLiveCore>;

let appCore: LiveCore | null = null;

/** The dashboard's one live store as views read it; the feed's merge is added by `appLiveStore`. */
export function appLiveCore(): LiveCore {
  appCore ??= createLiveCore();
  return appCore;
}

/** Shorthand for the query layer: listen to the app store's score changes. */
export function onScoreApplied(listener: ScoreListener): () => void {
  return appLiveCore().onScoreApplied(listener);
}
