import { useEffect, useRef, useState } from 'react';
import { useFeedConnection, useLiveStoreApi } from '../../live/store/live-hooks';

/** A feed without a frame this long while matches are live is marked stale on trader views. */
export const FEED_QUIET_MS = 3_000;

/**
 * Whole seconds the feed has been quiet when that makes the trader's numbers stale (null otherwise):
 * only while a feed is expected (the key has one) and matches are live. Before the first frame, the
 * quiet is counted from when the view started listening.
 */
export function feedQuietSeconds(
  lastFrameAt: number,
  now: number,
  feedExpected: boolean,
  liveMatches: number,
): number | null {
  if (!feedExpected || liveMatches === 0) return null;
  const quiet = now - lastFrameAt;
  return quiet > FEED_QUIET_MS ? Math.floor(quiet / 1000) : null;
}

/**
 * How long the live feed has been quiet, per `feedQuietSeconds`, re-checked every 500 ms. Any write
 * to the live store (scores, points, signals: each a batch of frames) counts as a frame. A key
 * without a feed (below ULTRA: stopped, or idle) never reads as stale.
 */
export function useFeedQuiet(liveMatches: number, clock: () => number = Date.now): number | null {
  const live = useLiveStoreApi();
  const connection = useFeedConnection();
  // A feed is expected while it runs or is being (re)opened; a stopped one (a key below ULTRA, a
  // refusal) is polled instead and the status strip says why.
  const expected =
    connection.state === 'open' || connection.state === 'connecting' || connection.state === 'backoff';
  const [quiet, setQuiet] = useState<number | null>(null);
  // Read by the timer, so a new count of live matches does not restart the quiet.
  const state = useRef({ expected, liveMatches });
  state.current = { expected, liveMatches };
  useEffect(() => {
    let last = clock();
    // Every store write but a connection change is a batch of frames.
    const unsubscribe = live.store.subscribe((next, prev) => {
      if (next.connection === prev.connection) last = clock();
    });
    const timer = setInterval(() => {
      const { expected: e, liveMatches: n } = state.current;
      setQuiet(feedQuietSeconds(last, clock(), e, n));
    }, 500);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [live, clock]);
  return quiet;
}
