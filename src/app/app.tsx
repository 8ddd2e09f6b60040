import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { appLiveCore, onScoreApplied } from '../live/store/live-core';
import { FollowSlotContext, type FollowTarget } from '../match-views/follow-slot';
import { createScoreCacheWriter } from '../queries/score-cache-writer';
import { afterFirstScreen, useAfterFirstScreen, watchFirstScreen } from './after-first-screen';
import { BudgetProvider } from './budget-provider';
import { restartFeedWhenTierReturns } from './feed-tier-watch';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { Shell } from './shell';

// The alert engine, its toasts and the push subscription start once the first screen's data has
// painted (after-first-screen.ts): they watch the live list, which a fan sees first.
const AlertsHost = lazy(() => import('./alerts-host').then((m) => ({ default: m.AlertsHost })));

function LateAlertsHost() {
  return useAfterFirstScreen() ? (
    <Suspense fallback={null}>
      <AlertsHost />
    </Suspense>
  ) : null;
}

// The follow bell (the alerts' choices and the favourites) too: until its code arrives, a box of
// the bell's size holds its place, so no row moves when it appears.
const FollowControl = lazy(() => import('./follow-control').then((m) => ({ default: m.FollowControl })));

function FollowSlotControl({ match }: { match: FollowTarget }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-flex h-7 w-6 shrink-0" />}>
      <FollowControl match={match} />
    </Suspense>
  );
}

/** Feed scores go into the cached lists 48 matches per 80 ms step: 600 matches a second at most. */
const CACHE_WRITE = { chunk: 48, everyMs: 80 };

/** The composition root: providers around the router, and the live feed for the app's lifetime. */
export function App() {
  // Created once per mount (not at module load) so tests and HMR get fresh instances.
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // The page's first answer, painted, lets the rest of the app start (after-first-screen.ts).
    watchFirstScreen(queryClient);
    // Feed frames update the React Query cache too, so REST reads and live frames never disagree.
    // Views on screen read each match's live score from the store per frame; the cached lists (and
    // what sorts or groups by them) follow in slices (score-cache-writer).
    const writer = createScoreCacheWriter(queryClient, CACHE_WRITE);
    let unmounted = false;
    // The last live list is kept for a start without a network (shown with its age). Its code
    // (IndexedDB) loads once the first screen has painted, beside the offline banner that shows it.
    let stopSnapshot = () => {};
    void afterFirstScreen()
      .then(() => import('./slate-snapshot'))
      .then(({ keepSlateSnapshot }) => {
        if (!unmounted) stopSnapshot = keepSlateSnapshot(queryClient);
      });
    const unlisten = onScoreApplied((id, score) => {
      if (score) writer.add(id, score);
    });
    // The feed clients (and their worker) load once the first screen's data has painted: on a phone
    // their code and the worker's start ran between the first answer and its paint. The first
    // screen is read by REST; the feed catches up from there.
    let stop: (() => void) | null = null;
    let unwatchTier = () => {};
    void afterFirstScreen()
      .then(() => Promise.all([import('../live/start-app-live-feed'), import('./shared-match-points')]))
      .then(([{ startAppLiveFeed }, { sharedMatchPoints }]) => {
        if (unmounted) return;
        const start = () => startAppLiveFeed(sharedMatchPoints(queryClient));
        stop = start();
        // A feed refused for the tier tries again when /usage says the tier is back.
        unwatchTier = restartFeedWhenTierReturns({
          queryClient,
          connection: () => appLiveCore().store.getState().connection,
          restart: () => {
            stop?.();
            stop = start();
          },
        });
      });
    return () => {
      unmounted = true;
      unwatchTier();
      stop?.();
      unlisten();
      writer.stop();
      stopSnapshot();
    };
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {/* Until /usage answers, the page's frame and its first screen (the shell, pending). */}
        <BudgetProvider pending={<Shell pending />}>
          <FollowSlotContext.Provider value={FollowSlotControl}>
            <AppRoutes />
            <LateAlertsHost />
          </FollowSlotContext.Provider>
        </BudgetProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
