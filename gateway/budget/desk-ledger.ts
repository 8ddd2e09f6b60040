import { type SpentCall, WINDOW_MS } from './fair-share';

/** The key's limits as the desk last learned them (`GET /usage`, `X-RateLimit-Limit`). */
export interface DeskLimits {
  perMinute: number;
  perDay: number;
}

/** A stop the service ordered (Retry-After, a day spent, `abuse_throttled`), with the body to relay. */
export interface DeskBlock {
  until: number;
  /** The service's own 429 body when it refused; the gateway's per-minute body otherwise. */
  body: Record<string, unknown> | null;
}

/**
 * What the desk's gateways share about the key's spending: in-process one instance's memory, with
 * `REDIS_URL` one Redis for every instance (`redis-desk-ledger.ts`). The decisions are made by
 * `desk-budget.ts` over what this returns, so both stores follow the same rules.
 */
export interface DeskLedger {
  /** The calls of the last minute (older ones are dropped). */
  minute(now: number): Promise<SpentCall[]>;
  /** Counts one upstream call in the minute and the UTC day. */
  record(call: SpentCall): Promise<void>;
  dayUsed(day: number): Promise<number>;
  /** The service's own count of the day (its `X-Quota-Remaining-Day`), which replaces ours. */
  setDayUsed(day: number, used: number): Promise<void>;
  block(): Promise<DeskBlock | null>;
  /** Keeps the later of the held stop and this one (`now`: when it is set, for its expiry). */
  setBlock(block: DeskBlock, now: number): Promise<void>;
  limits(): Promise<DeskLimits | null>;
  setLimits(limits: DeskLimits): Promise<void>;
  close(): Promise<void>;
}

/** One gateway instance's ledger. */
export function memoryDeskLedger(): DeskLedger {
  let calls: SpentCall[] = [];
  const days = new Map<number, number>();
  let held: DeskBlock | null = null;
  let lim: DeskLimits | null = null;
  return {
    async minute(now) {
      calls = calls.filter((c) => c.at > now - WINDOW_MS);
      return calls;
    },
    async record(call) {
      calls.push(call);
      const day = dayOf(call.at);
      days.set(day, (days.get(day) ?? 0) + 1);
      for (const d of days.keys()) if (d < day - 1) days.delete(d);
    },
    async dayUsed(day) {
      return days.get(day) ?? 0;
    },
    async setDayUsed(day, used) {
      days.set(day, used);
    },
    async block() {
      return held;
    },
    async setBlock(block) {
      if (!held || block.until > held.until) held = block;
    },
    async limits() {
      return lim;
    },
    async setLimits(limits) {
      lim = limits;
    },
    async close() {},
  };
}

/** The UTC day index an instant belongs to (the service's day quota resets at UTC midnight). */
export const dayOf = (t: number) => Math.floor(t / 86_400_000);
