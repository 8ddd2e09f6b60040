import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import { useStore } from 'zustand';
import { shownScore } from '../merge/score-order';
import type { FeedConnection } from './connection-status';
import { appLiveCore, type LiveCore, type LiveState } from './live-core';

// Each hook selects one value of one match, so a frame for match A re-renders only A's subscribers
// (selectors return stored objects, never new ones: zustand v5 loops on fresh objects, #2863).

const LiveStoreContext = createContext<LiveCore | null>(null);

/** Gives a subtree its own store (tests); without it the app's store is used. */
export function LiveStoreProvider({ store, children }: { store: LiveCore; children: ReactNode }) {
  return createElement(LiveStoreContext.Provider, { value: store }, children);
}

/** The live store in scope (a test's own, else the app's), for views that listen outside React renders. */
export function useLiveStoreApi(): LiveCore {
  return useContext(LiveStoreContext) ?? appLiveCore();
}

function useLive<T>(selector: (state: LiveState) => T): T {
  return useStore(useLiveStoreApi().store, selector);
}

const unsubscribed = () => () => {};

/**
 * Like `useLive` while `subscribed`; otherwise the value as it stands whenever the component renders
 * for another reason, without re-rendering on frames. Off-screen slate rows and grid cards use this:
 * with 500 live matches most frames are about matches nobody can see. Unsubscribed means not
 * subscribed at all (not a selector that returns nothing): the store calls every listener on every
 * write, and 500 rows' idle listeners were most of the cost of a write.
 */
export function useLiveWhile<T>(subscribed: boolean, selector: (state: LiveState) => T): T {
  const live = useContext(LiveStoreContext) ?? appLiveCore();
  const subscribe = useCallback(
    (listener: () => void) => (subscribed ? live.store.subscribe(listener) : unsubscribed()),
    [live, subscribed],
  );
  const read = () => selector(live.store.getState());
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The score every view shows for a match: the live store's state or `rest` (the listing row's or the
 * detail read's score), chosen by `shownScore` (live/merge/score-order.ts). Followed per frame only
 * while `subscribed` (see `useLiveWhile`); off-screen rows pass false.
 */
export function useShownScore<S extends { sequence?: number | null }>(
  matchId: number,
  rest: S | null | undefined,
  subscribed = true,
) {
  const entry = useLiveWhile(subscribed, (s) => s.scores[matchId]);
  return shownScore(rest, entry);
}

/** The live store's own state of a match, or undefined when the feed has not spoken about it. */
export const useLiveScore = (matchId: number) => useLive((s) => s.scores[matchId]?.score);

/**
 * Registers a view of a match's newest `depth` point rows while `showing`: recovery reads history
 * only for watched matches, and only that deep.
 */
function useWatchPoints(matchId: number, showing: boolean, depth: number): void {
  const live = useContext(LiveStoreContext) ?? appLiveCore();
  useEffect(() => (showing ? live.watchPoints(matchId, depth) : undefined), [live, matchId, showing, depth]);
}

/**
 * Point rows of a match, followed per frame (and backfilled over REST to the newest `depth` rows)
 * only while `subscribed`.
 */
export function useLivePointsWhile(matchId: number, subscribed: boolean, depth = Number.POSITIVE_INFINITY) {
  useWatchPoints(matchId, subscribed, depth);
  return useLiveWhile(subscribed, (s) => s.points[matchId]?.points);
}

/** The whole score entry (sequence, last withdrawal, receivedAt) for detail views. */
export const useLiveScoreEntry = (matchId: number) => useLive((s) => s.scores[matchId]);

/** Point rows of a match in seq order (same array until a row of this match changes). */
export function useLivePoints(matchId: number) {
  useWatchPoints(matchId, true, Number.POSITIVE_INFINITY);
  return useLive((s) => s.points[matchId]?.points);
}

/** Recent signal frames of a match (break points, stoppages, divergence), newest last. */
export const useLiveSignals = (matchId: number) => useLive((s) => s.signals[matchId]);

/** `useLiveSignals`, followed per frame only while `subscribed` (see `useLiveWhile`). */
export const useLiveSignalsWhile = (matchId: number, subscribed: boolean) =>
  useLiveWhile(subscribed, (s) => s.signals[matchId]);

/** The feed connection for the status strip. */
export const useFeedConnection = (): FeedConnection => useLive((s) => s.connection);
