import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
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
}

function read(b: BrowserBudget): BudgetStatus {
  const s = b.budget.snapshot();
  const p = b.poller.status();
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
  };
}

const same = (a: BudgetStatus, b: BudgetStatus) =>
  (Object.keys(a) as (keyof BudgetStatus)[]).every((k) => a[k] === b[k]);

/** Requests left, the next refresh time and why polling waits; null when no budget is installed. */
export function useBudgetStatus(): BudgetStatus | null {
  const b = useContext(BudgetContext);
  const cache = useRef<BudgetStatus | null>(null);
  const subscribe = (onChange: () => void) => {
    if (!b) return () => undefined;
    const u1 = b.budget.subscribe(onChange);
    const u2 = b.poller.subscribe(onChange);
    return () => {
      u1();
      u2();
    };
  };
  // A stable object between changes, or React re-renders forever (zustand #2863's lesson).
  const snapshot = () => {
    if (!b) return null;
    const next = read(b);
    if (!cache.current || !same(cache.current, next)) cache.current = next;
    return cache.current;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Marks a live view as open while the calling component is mounted (drives FREE polling). */
export function useLiveViewOpen(): void {
  const b = useContext(BudgetContext);
  useEffect(() => b?.openLiveView(), [b]);
}
