import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type BrowserBudget, installBrowserBudget } from '../budget/browser-budget';
import { BudgetContext } from '../queries/budget-context';
import { createSlateWriter } from '../queries/slate-steps';

/** A polled slate reaches the cache this many rows per step (see queries/slate-steps.ts). */
const SLATE_WRITE = { chunk: 100, everyMs: 50 };

/**
 * Installs the request budget for the app (inside QueryClientProvider) and provides it to the hooks.
 * Composition: the budget plans and sends the slate poll, the query cache receives it.
 */
export function BudgetProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [budget, setBudget] = useState<BrowserBudget | null>(null);
  useEffect(() => {
    const b = installBrowserBudget(createSlateWriter(queryClient, SLATE_WRITE));
    setBudget(b);
    return () => b.dispose();
  }, [queryClient]);
  // Children wait one effect tick so no view fetches on its own before the budget exists.
  if (!budget) return null;
  return <BudgetContext.Provider value={budget}>{children}</BudgetContext.Provider>;
}
