import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { sampleMatch, samplePoint, samplePrice } from '../../../contract/test-samples';
import type { CoreTier } from '../../budget/tier-limits';
import { LiveStoreProvider } from '../../live/store/live-hooks';
import { createLiveStore } from '../../live/store/live-store';
import { withTier } from '../../test/test-budget';
import { MatchPage } from './match-page';

// Shared by the match centre's tests: wire-shaped fixtures, a fetch routed by path, and a render
// with a fresh QueryClient (retry off) and a fresh live store per test.

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export { sampleMatch, samplePoint, samplePrice };

type Fallback = (url: URL) => Response | undefined;

/** A fetch mock answering by path; unknown paths answer 404 so a stray request shows in the test. */
export function routeFetch(routes: Record<string, Response | (() => Response)>, fallback?: Fallback) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const hit = routes[path];
    if (hit) return typeof hit === 'function' ? hit() : hit.clone();
    return fallback?.(url) ?? json(404, { error: 'not_found' });
  });
}

function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

/**
 * Renders the match page at `path`; with `tier`, as a key of that tier sees it (tier known from /usage);
 * `seed` fills the query cache first (the slate's live list, as an in-app visit finds it).
 */
export function renderMatch(path: string, tier?: CoreTier, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(client);
  const store = createLiveStore();
  const page = (
    <QueryClientProvider client={client}>
      <LiveStoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/matches/:id" element={<MatchPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </LiveStoreProvider>
    </QueryClientProvider>
  );
  const utils = render(tier ? withTier(tier, page) : page);
  return { ...utils, client, store };
}
