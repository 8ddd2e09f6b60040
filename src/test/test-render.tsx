import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

// Shows the router's current search so tests can assert what the URL holds.
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page under a router at `url` with a fresh QueryClient (retry off, so errors show at once). */
export function renderAt(url: string, path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch stub answering by path (longest matching prefix wins); an unrouted path is a 404. */
export function routedFetch(routes: Record<string, () => Response>) {
  const paths = Object.keys(routes).sort((a, b) => b.length - a.length);
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const key = paths.find((p) => url.pathname === p || url.pathname.startsWith(`${p}?`));
    return key ? routes[key]() : json(404, { error: 'not_found' });
  };
}
