// The gateway's page starts the first reads (contract/first-reads.ts) from its config script, while
// the app's code is still downloading: on a phone each read the app made itself waited a round trip
// behind the code and behind the read before it. The fetch layer takes such an answer in place of
// asking, once, after the request budget has let the read go, so the budget counts it as usual.

/** A read the page started early: its answer and when it was asked (performance.now()). */
interface EarlyRead {
  at: number;
  res: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by the gateway's `/courtside-config.js`: early reads by URL, each taken at most once. */
    __COURTSIDE_EARLY__?: Record<string, EarlyRead>;
  }
}

/** An early answer older than this is not the page's first read any more: ask afresh. */
const MAX_AGE_MS = 15_000;

/**
 * The answer the page already asked for at `url`, handed over once (null: none, or too old). A read
 * that failed on its way is asked again by `ask`, so an early read never makes a failure of its own.
 */
export function takeEarlyRead(url: string, ask: () => Promise<Response>): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__COURTSIDE_EARLY__;
  const read = early?.[url];
  if (!early || !read) return null;
  delete early[url];
  if (performance.now() - read.at > MAX_AGE_MS) return null;
  return read.res.catch(ask);
}
