/** One answer as the browser gets it: status, the headers worth keeping, the body (text or base64). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body is base64 (a binary download); otherwise text as sent. */
  binary: boolean;
  /** When the gateway received it (ms). */
  storedAt: number;
  /** A score answer's `sequence`, so a newer state on the feed makes it stale. */
  sequence?: number | null;
}

/**
 * Where shared GET answers are kept: in-process a map, with `REDIS_URL` one Redis for every instance
 * (`redis-rest-cache.ts`). `claimFill` lets one instance fetch what several miss at once; the
 * in-process cache always grants it, since its in-flight map already coalesces.
 */
export interface RestCache {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** True when this caller should fetch `key`; false when another instance already is. */
  claimFill(key: string, forMs: number): Promise<boolean>;
  releaseFill(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Entries kept at most; the oldest go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 5_000;

export function memoryRestCache(now: () => number = Date.now): RestCache {
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  return {
    async get(key) {
      const e = entries.get(key);
      if (!e) return null;
      if (e.expires <= now()) {
        entries.delete(key);
        return null;
      }
      return e.answer;
    },
    async set(key, answer, ttlMs) {
      entries.delete(key);
      entries.set(key, { answer, expires: now() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    async claimFill() {
      return true;
    },
    async releaseFill() {},
    async close() {
      entries.clear();
    },
  };
}
