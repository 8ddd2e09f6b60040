import type { ReactElement } from 'react';
import type { BrowserBudget } from '../budget/browser-budget';
import { LivePoller } from '../budget/live-poller';
import { RequestBudget } from '../budget/request-budget';
import type { CoreTier } from '../budget/tier-limits';
import { realTimers } from '../budget/timers';
import { BudgetContext } from '../queries/budget-context';

/**
 * Test scaffolding: a request budget that already knows the key's tier (as after the first `/usage`),
 * with a poller that never runs, so a view can be rendered as a FREE or PRO key sees it.
 */
export function tierBudget(tier: CoreTier): BrowserBudget {
  const budget = new RequestBudget({ tier, now: realTimers.now });
  const poller = new LivePoller({
    budget,
    timers: realTimers,
    expectedVisibleMs: 12 * 3_600_000,
    refresh: async () => undefined,
  });
  return {
    budget,
    poller,
    tabs: null as unknown as BrowserBudget['tabs'],
    ready: Promise.resolve(),
    openLiveView: () => () => undefined,
    dispose: () => poller.stop(),
  };
}

/** Wraps a page in a budget of `tier`. */
export function withTier(tier: CoreTier, page: ReactElement): ReactElement {
  return <BudgetContext.Provider value={tierBudget(tier)}>{page}</BudgetContext.Provider>;
}
