import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type BrowserBudget, installBrowserBudget } from '../budget/browser-budget';
import { BudgetContext } from '../queries/budget-context';
import { matchQueries } from '../queries/match-queries';
import { createSlateWriter } from '../queries/slate-steps';
import { keptUsage } from './kept-usage';

/** A polled slate reaches the cache this many rows per step (see queries/slate-steps.ts). */
const SLATE_WRITE = { chunk: 100, everyMs: 50 };

/**
 * Installs the request budget for the app (inside QueryClientProvider) and provides it to the hooks.
 * Composition: the budget plans and sends the slate poll, the query cache receives it.
 */
export function BudgetProvider({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const queryClient = useQueryClient();
  const [budget, setBudget] = useState<BrowserBudget | null>(null);
  useEffect(() => {
    // The poller writes the live list whether or not the slate is on screen; it must outlive a visit
    // elsewhere, or a fan back from a match page meets a skeleton until the next planned refresh
    // (minutes away on a FREE key) instead of the list polled a minute ago.
    queryClient.setQueryDefaults(matchQueries.live().queryKey, { gcTime: Number.POSITIVE_INFINITY });
    const b = installBrowserBudget(createSlateWriter(queryClient, SLATE_WRITE));
    let disposed = false;
    let started = false;
    const start = () => {
      if (disposed || started) return;
      started = true;
      // A FREE key's 100 requests a day go by plan only: returning to the tab or the network coming
      // back must not re-read every open view on its own.
      if (b.budget.snapshot().tier === 'free') {
        const queries = queryClient.getDefaultOptions().queries;
        queryClient.setDefaultOptions({
          queries: { ...queries, refetchOnWindowFocus: false, refetchOnReconnect: false },
        });
      }
      setBudget(b);
    };
    // A tier this tab already learned (its last /usage answer, and the ledger's tier from it) starts
    // the views at once; otherwise they wait for the first usage read (or its time limit).
    if (keptUsage()) start();
    else void b.ready.then(start);
    return () => {
      disposed = true;
      b.dispose();
    };
  }, [queryClient]);
  // Children wait for the budget and its first usage read (unless this tab knows the tier from an
  // earlier load), so no view asks before the tier is known
  // (a locked view draws its notice without spending a request to learn it). Meanwhile `pending` is
  // drawn: the page's frame, so a phone paints the first screen a round trip sooner.
  if (!budget) return pending;
  return <BudgetContext.Provider value={budget}>{children}</BudgetContext.Provider>;
}
