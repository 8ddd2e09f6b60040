import { useEffect, useRef, useState } from 'react';
import { useFeedConnection, useLiveStoreApi } from './live-hooks';

/** A feed without a frame this long while matches are live is marked stale on trader views. */
export const FEED_STALE_MS = 3_000;

/** How often the quiet is re-measured: the mark appears at most this late after the 3 s. */
const CHECK_MS = 500;

/**
 * Whole seconds the feed has been quiet when that makes a trader's numbers stale (null otherwise):
 * only while a feed is expected (the key has one) and matches are live.
 */
export function feedStaleSeconds(
  lastFrameAt: number,
  now: number,
  feedExpected: boolean,
  liveMatches: number,
): number | null {
  if (!feedExpected || liveMatches === 0) return null;
  const quiet = now - lastFrameAt;
  return quiet > FEED_STALE_MS ? Math.floor(quiet / 1000) : null;
}

/**
 * How long the live feed has been quiet, per `feedStaleSeconds`, re-measured every 500 ms and
 * cleared the moment the next batch of frames reaches the store (a REST read does not count: it says
 * nothing about the feed). Before the first frame the quiet counts from when the view started
 * listening. A key without a feed (below ULTRA: stopped, or idle) never reads as stale. `clock` is
 * injected by tests.
 */
export function useFeedStale(liveMatches: number, clock: () => number = Date.now): number | null {
  const live = useLiveStoreApi();
  const connection = useFeedConnection();
  // A feed is expected while it runs or is being (re)opened; a stopped one (a key below ULTRA, a
  // refusal) is polled instead and the status strip says why.
  const expected =
    connection.state === 'open' || connection.state === 'connecting' || connection.state === 'backoff';
  const [stale, setStale] = useState<number | null>(null);
  // Read by the timer, so a new count of live matches does not restart the quiet.
  const state = useRef({ expected, liveMatches });
  state.current = { expected, liveMatches };
  useEffect(() => {
    let last = clock();
    const measure = () => {
      const { expected: e, liveMatches: n } = state.current;
      setStale(feedStaleSeconds(last, clock(), e, n));
    };
    const unsubscribe = live.onFramesReceived(() => {
      last = clock();
      setStale(null);
    });
    const timer = setInterval(measure, CHECK_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [live, clock]);
  // Matches ending or the feed stopping clear the mark at once, not at the next measure.
  return expected && liveMatches > 0 ? stale : null;
}
