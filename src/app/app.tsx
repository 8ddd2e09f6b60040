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

/** How often feed scores are written into the cached lists (rows repaint from the store at once). */
const CACHE_WRITE_MS = 1_000;

/** The composition root: providers around the router, and the live feed for the app's lifetime. */
export function App() {
  // Created once per mount (not at module load) so tests and HMR get fresh instances.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  useEffect(() => {
    // Feed frames update the React Query cache too, so REST reads and live frames never disagree.
    // Views read each match's live score from the store per frame; the cached lists (and what sorts
    // or groups by them) are rewritten with the scores gathered over about a second, not per frame.
    let pending: Map<number, Score> | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unlisten = onScoreApplied((id, score) => {
      if (!score) return;
      pending ??= new Map();
      pending.set(id, score);
      timer ??= setTimeout(() => {
        const batch = pending;
        pending = null;
        timer = null;
        if (batch) scoresReceived(queryClient, batch);
      }, CACHE_WRITE_MS);
    });
    const stop = startAppLiveFeed();
    return () => {
      stop();
      unlisten();
      if (timer) clearTimeout(timer);
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
