// One minute's requests of the key, shared between the desk's browsers. The rule is
// max-min fairness on a sliding minute: every browser active in the minute is owed an equal share, a
// browser may go past its share only into room no other active browser is still owed, and nobody
// passes the key's own limit. So a browser that polls hard cannot starve one that asks rarely.

/** One upstream request counted against the key: which browser caused it, and when. */
export interface SpentCall {
  browser: string;
  at: number;
}

export type ShareVerdict =
  | { ok: true; remaining: number }
  /** `share`: this browser used its part; `minute`: the key's minute is full. */
  | { ok: false; reason: 'share' | 'minute'; retryAt: number };

export const WINDOW_MS = 60_000;

/**
 * Whether `browser` may spend one more request now, given the calls of the last minute (`calls`,
 * any order, already pruned to the window) and the minute limit the desk keeps to.
 */
export function fairShare(browser: string, calls: readonly SpentCall[], limit: number): ShareVerdict {
  const byBrowser = new Map<string, number[]>();
  for (const c of calls) {
    const list = byBrowser.get(c.browser);
    if (list) list.push(c.at);
    else byBrowser.set(c.browser, [c.at]);
  }
  const total = calls.length;
  const oldest = (xs: readonly number[]) => Math.min(...xs) + WINDOW_MS;
  if (total >= limit) return { ok: false, reason: 'minute', retryAt: oldest(calls.map((c) => c.at)) };
  const mine = byBrowser.get(browser) ?? [];
  const active = byBrowser.has(browser) ? byBrowser.size : byBrowser.size + 1;
  const share = Math.max(1, Math.floor(limit / active));
  // Room other active browsers are still owed, which nobody else may take.
  let owed = 0;
  for (const [id, list] of byBrowser) if (id !== browser) owed += Math.max(0, share - list.length);
  if (mine.length < share || total + owed < limit) return { ok: true, remaining: limit - total - 1 };
  return { ok: false, reason: 'share', retryAt: oldest(mine) };
}
