import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { startAppLiveFeed } from '../live/start-app-live-feed';
import { onScoreApplied } from '../live/store/live-store';
import { BudgetProvider } from '../queries/budget-provider';
import type { Score } from '../../contract/score';
import { scoresReceived } from '../queries/cache-sync';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** The composition root: providers around the router, and the live feed for the app's lifetime. */
export function App() {
  // Created once per mount (not at module load) so tests and HMR get fresh instances.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  useEffect(() => {
    // Feed frames update the React Query cache too, so REST reads and live frames never disagree.
    // Scores applied in one store update are written to the cache together, once per batch.
    let pending: Map<number, Score> | null = null;
    const unlisten = onScoreApplied((id, score) => {
      if (!score) return;
      if (!pending) {
        pending = new Map();
        queueMicrotask(() => {
          const batch = pending;
          pending = null;
          if (batch) scoresReceived(queryClient, batch);
        });
      }
      pending.set(id, score);
    });
    const stop = startAppLiveFeed();
    return () => {
      stop();
      unlisten();
    };
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <BudgetProvider>
        <RouterProvider router={router} />
      </BudgetProvider>
    </QueryClientProvider>
  );
}
