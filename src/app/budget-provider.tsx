import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type BrowserBudget, installBrowserBudget } from '../budget/browser-budget';
import { BudgetContext } from './budget-context';

/** Installs the request budget for the app (inside QueryClientProvider) and provides it to the hooks. */
export function BudgetProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [budget, setBudget] = useState<BrowserBudget | null>(null);
  useEffect(() => {
    const b = installBrowserBudget(queryClient);
    setBudget(b);
    return () => b.dispose();
  }, [queryClient]);
  // Children wait one effect tick so no view fetches on its own before the budget exists.
  if (!budget) return null;
  return <BudgetContext.Provider value={budget}>{children}</BudgetContext.Provider>;
}
