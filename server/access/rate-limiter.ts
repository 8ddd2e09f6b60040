import { LIMITS, type Tier } from './keys';

const MINUTE = 60_000;
const DAY = 86_400_000;

export type LimitVerdict =
  | { ok: true; minuteRemaining: number; minuteResetMs: number; dayRemaining: number }
  | { ok: false; kind: 'minute'; retryAfterS: number; minuteResetMs: number }
  | { ok: false; kind: 'day'; retryAfterS: number; resetsAtMs: number; limitPerDay: number }
  | { ok: false; kind: 'abuse'; retryAfterS: number; retryAtMs: number };

interface KeyWindow {
  minuteStart: number;
  minuteCount: number;
  /** Refused calls in the current minute: the measure of "hammering far past the cap". */
  minuteRefused: number;
  dayStart: number;
  dayCount: number;
  blockedUntil: number;
}

/**
 * Fixed-window per-minute and per-day limits per key, plus the 24-hour abuse block for a
 * client that keeps calling after being refused. `scale` shortens every window for tests.
 */
export class RateLimiter {
  private readonly windows = new Map<string, KeyWindow>();
  constructor(private readonly scale = 1) {}

  private get minuteMs() {
    return MINUTE / this.scale;
  }
  private get dayMs() {
    return DAY / this.scale;
  }

  /** Counts one call (when allowed) and says whether it may proceed. */
  take(key: string, tier: Tier, now: number): LimitVerdict {
    const w = this.window(key, now);
    if (w.blockedUntil > now) {
      return {
        ok: false,
        kind: 'abuse',
        retryAfterS: secondsUntil(w.blockedUntil, now),
        retryAtMs: w.blockedUntil,
      };
    }
    const limits = LIMITS[tier];
    const minuteResetMs = w.minuteStart + this.minuteMs;
    if (w.dayCount >= limits.perDay) {
      const resetsAtMs = w.dayStart + this.dayMs;
      return this.refuse(w, limits.perMinute, now, {
        ok: false,
        kind: 'day',
        retryAfterS: secondsUntil(resetsAtMs, now),
        resetsAtMs,
        limitPerDay: limits.perDay,
      });
    }
    if (w.minuteCount >= limits.perMinute) {
      return this.refuse(w, limits.perMinute, now, {
        ok: false,
        kind: 'minute',
        retryAfterS: secondsUntil(minuteResetMs, now),
        minuteResetMs,
      });
    }
    w.minuteCount++;
    w.dayCount++;
    return {
      ok: true,
      minuteRemaining: limits.perMinute - w.minuteCount,
      minuteResetMs,
      dayRemaining: limits.perDay - w.dayCount,
    };
  }

  /** Calls counted today for a key, without counting one. */
  peek(key: string, tier: Tier, now: number): { dayCount: number; dayRemaining: number; dayStart: number } {
    const w = this.window(key, now);
    return {
      dayCount: w.dayCount,
      dayRemaining: Math.max(0, LIMITS[tier].perDay - w.dayCount),
      dayStart: w.dayStart,
    };
  }

  private refuse(w: KeyWindow, perMinute: number, now: number, verdict: LimitVerdict): LimitVerdict {
    w.minuteRefused++;
    // Far past the cap: more refused calls in one minute than the whole minute allows, three times over.
    if (w.minuteRefused > perMinute * 3) {
      w.blockedUntil = now + this.dayMs;
      return {
        ok: false,
        kind: 'abuse',
        retryAfterS: secondsUntil(w.blockedUntil, now),
        retryAtMs: w.blockedUntil,
      };
    }
    return verdict;
  }

  private window(key: string, now: number): KeyWindow {
    const minuteStart = Math.floor(now / this.minuteMs) * this.minuteMs;
    const dayStart = Math.floor(now / this.dayMs) * this.dayMs;
    let w = this.windows.get(key);
    if (!w) {
      w = { minuteStart, minuteCount: 0, minuteRefused: 0, dayStart, dayCount: 0, blockedUntil: 0 };
      this.windows.set(key, w);
    }
    if (w.minuteStart !== minuteStart) {
      w.minuteStart = minuteStart;
      w.minuteCount = 0;
      w.minuteRefused = 0;
    }
    if (w.dayStart !== dayStart) {
      w.dayStart = dayStart;
      w.dayCount = 0;
    }
    return w;
  }
}

const secondsUntil = (t: number, now: number) => Math.max(1, Math.ceil((t - now) / 1000));
