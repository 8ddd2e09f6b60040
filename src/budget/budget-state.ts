import type { ApiProblem } from '../api/error-model';
import { backoffDelay } from '../lib/backoff';
import { type CoreTier, type Limits, TIER_LIMITS } from './tier-limits';

// The request ledger as plain data and pure functions, so the scheduler can share it between tabs
// (one stored copy behind a lock) and tests can drive it with a fake clock.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const MAX_BACKOFF_MS = 15 * MINUTE_MS;

/** Everything the budget knows about the key's spending; JSON-serialisable. */
export interface BudgetState {
  tier: CoreTier;
  limits: Limits;
  /** Send times within the last minute (a sliding minute: it also keeps every fixed minute under the cap). */
  recent: number[];
  /** UTC day index (`floor(t / DAY_MS)`) the day count belongs to. */
  day: number;
  /** Requests counted today: ours, or the service's count when the usage read says more. */
  dayUsed: number;
  /** No request before this instant (Retry-After, a 429, the per-day reset). */
  blockedUntil: number;
  /** `abuse_throttled`: stop entirely until this instant. */
  stoppedUntil: number;
  /** Consecutive 429s, for exponential backoff. */
  strikes: number;
  /**
   * The service's own day reset (`resets_at` of a day-scope 429), when it said one: the day count
   * starts again then, not at a midnight of ours. Stored with the ledger, so a reload keeps it.
   */
  dayResetsAt?: number;
}

/** Why a request may not go now, and when it may. */
export type SendVerdict =
  | { ok: true }
  | { ok: false; reason: 'day_spent' | 'minute_full' | 'blocked' | 'stopped'; retryAt: number };

const dayOf = (t: number) => Math.floor(t / DAY_MS);

/** A fresh ledger for a tier. */
export function initialBudget(tier: CoreTier, now: number): BudgetState {
  return {
    tier,
    limits: TIER_LIMITS[tier],
    recent: [],
    day: dayOf(now),
    dayUsed: 0,
    blockedUntil: 0,
    stoppedUntil: 0,
    strikes: 0,
  };
}

/** Drops sends older than a minute and starts a new day's count after UTC midnight. */
export function settle(s: BudgetState, now: number): BudgetState {
  const recent = s.recent.filter((t) => t > now - MINUTE_MS);
  const day = dayOf(now);
  if (s.dayResetsAt !== undefined && now >= s.dayResetsAt) {
    const { dayResetsAt: _passed, ...rest } = s;
    return { ...rest, recent, day, dayUsed: 0 };
  }
  return day === s.day || s.dayResetsAt !== undefined ? { ...s, recent } : { ...s, recent, day, dayUsed: 0 };
}

/** Requests left today (never negative). */
export function dayRemaining(s: BudgetState): number {
  return Math.max(0, s.limits.perDay - s.dayUsed);
}

/** Whether one more request may be sent at `now`; `reserve` keeps that many day requests back. */
export function canSend(s: BudgetState, now: number, reserve = 0): SendVerdict {
  if (s.stoppedUntil > now) return { ok: false, reason: 'stopped', retryAt: s.stoppedUntil };
  if (s.blockedUntil > now) return { ok: false, reason: 'blocked', retryAt: s.blockedUntil };
  if (s.dayUsed + reserve >= s.limits.perDay) {
    return { ok: false, reason: 'day_spent', retryAt: s.dayResetsAt ?? (dayOf(now) + 1) * DAY_MS };
  }
  if (s.recent.length >= s.limits.perMinute) {
    return { ok: false, reason: 'minute_full', retryAt: s.recent[0] + MINUTE_MS };
  }
  return { ok: true };
}

/** Counts one request sent at `now`. */
export function recordSend(s: BudgetState, now: number): BudgetState {
  return { ...s, recent: [...s.recent, now], dayUsed: s.dayUsed + 1 };
}

/** What an answer tells the budget: status, the typed problem, and the quota header if sent. */
export interface AnswerFacts {
  status: number;
  problem: ApiProblem | null;
  retryAfterS: number | null;
  /** `X-Quota-Remaining-Day`, when the service sends it. */
  quotaRemainingDay: number | null;
  /**
   * The figure is the whole desk's (a gateway shared by several browsers says so with
   * `X-Courtside-Budget: desk`): it replaces this browser's count, which also counts answers the
   * gateway served from its cache without spending the key.
   */
  desk?: boolean;
}

/** Applies an answer: Retry-After and 429s block (with backoff), abuse_throttled stops, success clears strikes. */
export function recordAnswer(s: BudgetState, now: number, a: AnswerFacts): BudgetState {
  let next = { ...s };
  if (a.quotaRemainingDay !== null) {
    const said = Math.max(0, next.limits.perDay - a.quotaRemainingDay);
    next.dayUsed = a.desk ? said : Math.max(next.dayUsed, said);
  }
  const p = a.problem;
  if (p?.type === 'abuse_throttled') {
    const until = p.retryAtMs ?? now + DAY_MS;
    return { ...next, stoppedUntil: Math.max(next.stoppedUntil, until), strikes: next.strikes + 1 };
  }
  if (a.status === 429) {
    const strikes = next.strikes + 1;
    const backoff = backoffDelay(5_000, strikes - 1, MAX_BACKOFF_MS);
    let until = now + Math.max((a.retryAfterS ?? 0) * 1000, backoff);
    if (p?.type === 'rate_limited_day') {
      const reset = p.resetsAt ? Date.parse(p.resetsAt) : Number.NaN;
      if (!(Number.isFinite(reset) && reset <= now)) next.dayUsed = next.limits.perDay;
      // The service's reset, when later than now, is when the day starts again; a reset already past
      // (a clock skew, a stale answer) must not hold anything.
      if (Number.isFinite(reset) && reset > now) {
        until = Math.max(until, reset);
        next.dayResetsAt = reset;
      }
    }
    next = { ...next, strikes, blockedUntil: Math.max(next.blockedUntil, until) };
    return next;
  }
  if (a.retryAfterS !== null) next.blockedUntil = Math.max(next.blockedUntil, now + a.retryAfterS * 1000);
  if (a.status < 400) next.strikes = 0;
  return next;
}

/** Folds the key's own usage read in: tier, limits and today's count (the larger count wins). */
export function syncUsage(
  s: BudgetState,
  u: { tier: CoreTier; limits: Partial<Limits>; callsToday: number | null; remainingDay: number | null },
): BudgetState {
  const limits: Limits = {
    perMinute: u.limits.perMinute ?? TIER_LIMITS[u.tier].perMinute,
    perDay: u.limits.perDay ?? TIER_LIMITS[u.tier].perDay,
  };
  let dayUsed = s.dayUsed;
  if (u.callsToday !== null) dayUsed = Math.max(dayUsed, u.callsToday);
  if (u.remainingDay !== null) dayUsed = Math.max(dayUsed, limits.perDay - u.remainingDay);
  return { ...s, tier: u.tier, limits, dayUsed };
}
