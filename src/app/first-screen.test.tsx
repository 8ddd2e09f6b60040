// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConnection } from '../api/connection';
import { json } from '../test/test-render';
import { BudgetProvider } from './budget-provider';
import { Shell } from './shell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setConnection(null);
});

/** The app's frame around a page, with /usage answering only when `answer` is called. */
function renderApp(path: string) {
  let answer = () => {};
  const fetchMock = vi.fn<typeof fetch>(
    (url) =>
      new Promise((resolve) => {
        if (String(url).includes('/usage'))
          answer = () => resolve(json(200, { tier: 'ultra', limits: { per_minute: 600, per_day: null } }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setConnection({ mode: 'gateway', baseUrl: '/api' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <BudgetProvider pending={<Shell pending />}>
          <p>the page</p>
        </BudgetProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, answer: () => answer() };
}

describe('the first screen, before /usage answers', () => {
  it('draws the frame, the slate heading and its placeholder rows, and asks nothing but /usage', async () => {
    const { fetchMock, answer } = renderApp('/');
    expect(screen.getByRole('banner')).toHaveTextContent('Courtside');
    expect(screen.getByRole('heading', { level: 1, name: 'Live matches' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading live matches…');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Tennis Abstract/);
    expect(screen.queryByText('the page')).toBeNull();
    const asked = () => fetchMock.mock.calls.map(([u]) => String(u));
    await waitFor(() => expect(asked()).toContain('/api/usage'));
    expect(asked().every((u) => u === '/api/usage')).toBe(true);
    expect(screen.queryByText('the page')).toBeNull();
    answer();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('draws a loading state, not the slate, on any other route', () => {
    renderApp('/trade');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(screen.queryByRole('heading', { name: 'Live matches' })).toBeNull();
  });

  it('on a match page, the scoreboard’s frame, under the names the page was served with', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(
      'data-first-screen-match',
      JSON.stringify({
        id: 12,
        p1: 'Andreas Seppi',
        p2: 'Donald Young',
        replay: { event: '2014 Australian Open', date: null },
      }),
    );
    document.body.append(root);
    try {
      renderApp('/matches/12');
      const heading = screen.getByRole('heading', { level: 1, name: 'Andreas Seppi v Donald Young' });
      // One text node, as the gateway's HTML writes it, so the page's own heading measures the same.
      expect(heading.childNodes).toHaveLength(1);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the match…');
      expect(screen.getByTestId('replay-note')).toHaveTextContent('A real match from 2014 Australian Open,');
      cleanup();
      // Names served for another match are not this one's.
      renderApp('/matches/13');
      expect(screen.getByRole('status')).toHaveTextContent('Loading the match…');
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    } finally {
      root.remove();
    }
  });
});
