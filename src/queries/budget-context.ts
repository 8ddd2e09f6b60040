import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { BrowserBudget } from '../budget/browser-budget';
import { dayRemaining } from '../budget/budget-state';

/** The app's installed budget (null in tests and tools that do not budget). */
export const BudgetContext = createContext<BrowserBudget | null>(null);

/** What the status strip shows about requests. */
export interface BudgetStatus {
  tier: string;
  perDay: number;
  requestsLeft: number;
  nextRefreshAt: number | null;
  /** Why polling waits: hidden, no_live_view, day_spent, blocked, scheduled. */
  reason: string;
  blockedUntil: number | null;
  /** True after `abuse_throttled`: nothing is sent until `blockedUntil`. */
  stopped: boolean;
  /** When the user last refreshed by hand (one request outside the schedule). */
  manualAt: number | null;
  /** When a request may go again, while the budget holds them all (day spent, a 429, a stop). */
  resumesAt: number | null;
  /** Whether a live view is open and visible, so a refresh now would show something. */
  liveViewOpen: boolean;
}

function read(b: BrowserBudget): BudgetStatus {
  const s = b.budget.snapshot();
  const p = b.poller.status();
  const verdict = b.budget.verdict();
  const now = Date.now();
  const blocked = Math.max(s.blockedUntil, s.stoppedUntil);
  return {
    tier: s.tier,
    perDay: s.limits.perDay,
    requestsLeft: dayRemaining(s),
    nextRefreshAt: p.nextRefreshAt,
    reason: p.reason,
    blockedUntil: blocked > now ? blocked : null,
    stopped: s.stoppedUntil > now,
    manualAt: p.manualAt,
    resumesAt: verdict.ok ? null : verdict.retryAt,
    liveViewOpen: p.reason !== 'no_live_view' && p.reason !== 'hidden',
  };
}

const same = (a: BudgetStatus, b: BudgetStatus) =>
  (Object.keys(a) as (keyof BudgetStatus)[]).every((k) => a[k] === b[k]);

/** Requests left, the next refresh time and why polling waits; null when no budget is installed. */
export function useBudgetStatus(): BudgetStatus | null {
  const b = useContext(BudgetContext);
  const cache = useRef<BudgetStatus | null>(null);
  // Stable while the budget is, so a render does not unsubscribe and subscribe again.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!b) return () => undefined;
      const u1 = b.budget.subscribe(onChange);
      const u2 = b.poller.subscribe(onChange);
      return () => {
        u1();
        u2();
      };
    },
    [b],
  );
  // A stable object between changes, or React re-renders forever (zustand #2863's lesson).
  const snapshot = () => {
    if (!b) return null;
    const next = read(b);
    if (!cache.current || !same(cache.current, next)) cache.current = next;
    return cache.current;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** "Refresh now": one request for the live list at once (null when no budget is installed). */
export function useRefreshNow(): (() => void) | null {
  const b = useContext(BudgetContext);
  return b ? () => b.poller.refreshNow() : null;
}

/** Marks a live view as open while the calling component is mounted (drives FREE polling). */
export function useLiveViewOpen(): void {
  const b = useContext(BudgetContext);
  useEffect(() => b?.openLiveView(), [b]);
}

const TIER_ORDER = ['free', 'basic', 'pro', 'ultra'];

/** Each installed budget's tier, read once per change of its ledger rather than once per view. */
const tiers = new WeakMap<BrowserBudget, string>();

/**
 * The key's tier (from `GET /usage`, kept with the budget so a reload knows it before any read). The
 * ledger is read from storage, so the tier is kept: its listener is the budget's first, and every
 * view's snapshot reads the kept string.
 */
function tierOf(b: BrowserBudget): string {
  const kept = tiers.get(b);
  if (kept !== undefined) return kept;
  const read = () => b.budget.snapshot().tier;
  // For the budget's lifetime: the app installs one.
  b.budget.subscribe(() => tiers.set(b, read()));
  const tier = read();
  tiers.set(b, tier);
  return tier;
}

/**
 * The key's tier, null with no budget installed. A string, so a view re-renders only when the tier
 * changes, not with every request the budget counts (as `useBudgetStatus` does).
 */
export function useBudgetTier(): string | null {
  const b = useContext(BudgetContext);
  const subscribe = useCallback(
    (onChange: () => void) => (b ? b.budget.subscribe(onChange) : () => undefined),
    [b],
  );
  const tier = () => (b ? tierOf(b) : null);
  return useSyncExternalStore(subscribe, tier, tier);
}

/** The tier's place in TIER_ORDER (-1 with no budget installed, or a tier not one of the four). */
function useTierRank(): number {
  const tier = useBudgetTier();
  return tier === null ? -1 : TIER_ORDER.indexOf(tier);
}

/**
 * Whether the key's tier is below `needed` ("BASIC", "PRO", "ULTRA"), so a locked view draws its
 * notice without spending a request to learn it. False when the tier is not known.
 */
export function useTierBelow(needed: string): boolean {
  const have = useTierRank();
  const need = TIER_ORDER.indexOf(needed.toLowerCase());
  return have >= 0 && need >= 0 && have < need;
}

/** Whether the key's tier is `needed` or above, so a view keeps room for what it will be sent. False when not known. */
export function useTierAtLeast(needed: string): boolean {
  const have = useTierRank();
  const need = TIER_ORDER.indexOf(needed.toLowerCase());
  return have >= 0 && need >= 0 && have >= need;
}
