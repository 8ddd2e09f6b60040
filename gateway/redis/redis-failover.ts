import type { DeskLedger } from '../budget/desk-ledger';
import type { RestCache } from '../rest/rest-cache';
import type { RedisLink } from './redis-link';

// While Redis is gone each instance keeps the desk going on its own: its own cache (answers are
// still shared between its browsers, so an outage does not turn every browser's read into a call
// on the key) and its own ledger. Nothing waits on a Redis that does not answer: the client fails
// a command at once when disconnected and after its command timeout when Redis hangs, and once
// the link says `alone` Redis is not asked at all.

/** The shared cache while Redis answers, this instance's own while it does not. */
export function failoverRestCache(link: RedisLink, shared: RestCache, local: RestCache): RestCache {
  const pick = () => (link.shared ? shared : local);
  return {
    get: (key) => pick().get(key),
    set: (key, answer, ttlMs) => pick().set(key, answer, ttlMs),
    claimFill: (key, forMs) => pick().claimFill(key, forMs),
    releaseFill: (key) => pick().releaseFill(key),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}

/**
 * The shared ledger while Redis answers; this instance's own when it does not, or the moment a
 * command fails. Every call is also written to the local ledger, so the instance that goes on
 * alone still knows the minute it has just spent.
 */
export function failoverLedger(link: RedisLink, shared: DeskLedger, local: DeskLedger): DeskLedger {
  const read =
    <A extends unknown[], R>(fn: (l: DeskLedger) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (link.shared)
        try {
          return await fn(shared)(...args);
        } catch {
          // Redis failed this command: answer from what this instance knows.
        }
      return fn(local)(...args);
    };
  const write =
    <A extends unknown[]>(fn: (l: DeskLedger) => (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      await fn(local)(...args);
      if (link.shared) await fn(shared)(...args).catch(() => undefined);
    };
  return {
    minute: read((l) => l.minute),
    dayUsed: read((l) => l.dayUsed),
    block: read((l) => l.block),
    limits: read((l) => l.limits),
    record: write((l) => l.record),
    setDayUsed: write((l) => l.setDayUsed),
    setBlock: write((l) => l.setBlock),
    setLimits: write((l) => l.setLimits),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
