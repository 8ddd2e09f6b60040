// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_KEY, themeStore } from '../features/settings/theme-store';
import { watchAlongStore } from '../live/watch-along/watch-along-store';
import { json } from '../test/test-render';
import { resetFirstScreenForTests, watchFirstScreen } from './after-first-screen';
import { ANALYST_ITEMS, AnalystLayout } from './analyst-layout';
import { OfflineBanner } from './offline-banner';
import { NAV_ITEMS, Shell } from './shell';
import { StatusStrip } from './status-strip';
import { BudgetContext } from '../queries/budget-context';
import { tierBudget } from '../test/test-budget';

// What GET /usage answers in these tests; a test replaces it to show another key.
let usage: unknown = { tier: 'ultra', free_history_taste: null };

function renderShell(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <p>live page</p> },
          { path: 'players', element: <p>players page</p> },
          {
            element: <AnalystLayout />,
            children: [{ path: 'archive', element: <p>archive page</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

/** The strip alone: the shell loads it after its first paint. */
function renderStrip() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatusStrip />
    </QueryClientProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });

beforeEach(() => {
  usage = { tier: 'ultra', free_history_taste: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname.endsWith('/usage')
        ? json(200, usage)
        : json(404, { error: 'not_found' }),
    ),
  );
  localStorage.clear();
  sessionStorage.clear();
  themeStore.setState({ preference: 'system' });
  document.documentElement.className = '';
  watchAlongStore.setState({ delaySeconds: 0, spoilerFree: false, hiddenMatchIds: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Shell navigation', () => {
  it('links every view in order and marks only the current one with aria-current', () => {
    renderShell('/players');
    const links = within(nav()).getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.textContent)).toEqual(NAV_ITEMS.map((i) => i.label));
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/trade',
      '/schedule',
      '/players',
      '/tournaments',
      '/history',
      '/rankings',
      '/records',
      '/h2h',
      '/settings',
    ]);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Players']);
  });

  it('marks Live only on the home route (the "/" link must not match every path)', () => {
    renderShell('/');
    expect(within(nav()).getByRole('link', { name: 'Live', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('toggles the phone menu with a disclosure button, closes it on Escape and on navigation', () => {
    renderShell('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav().id);
    // Closed: hidden below `sm`, a row from `sm` up.
    expect(nav()).toHaveClass('hidden', 'sm:block');

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('block');
    expect(nav()).not.toHaveClass('hidden');

    fireEvent.keyDown(within(nav()).getByRole('link', { name: 'Players' }), { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    fireEvent.click(menu);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Players' }));
    expect(screen.getByText('players page')).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Shell theme', () => {
  it('follows the system when nothing is chosen (light where matchMedia reports no dark)', () => {
    renderShell('/');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies a stored explicit choice and switches live when the choice changes', () => {
    themeStore.setState({ preference: 'dark' });
    renderShell('/');
    expect(document.documentElement).toHaveClass('dark');
    act(() => themeStore.getState().themeChosen('light'));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });
});

describe('StatusStrip', () => {
  it('is drawn under the header once the page’s first answer has painted', async () => {
    resetFirstScreenForTests();
    const { client } = renderShell('/');
    watchFirstScreen(client);
    // Until then its place is held and nothing of it is read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Connection status' })).toBeNull();
    act(() => client.setQueryData(['matches', 'live'], { data: [] }));
    const strip = await screen.findByRole('region', { name: 'Connection status' });
    expect(await within(strip).findByText('ULTRA')).toBeInTheDocument();
  });

  it('shows the tier the service reports, not the budget’s FREE default, and no history counter for paid keys', async () => {
    renderStrip();
    const strip = screen.getByRole('region', { name: 'Connection status' });
    expect(within(strip).getByText('Tier').nextSibling).toHaveTextContent('checking…');
    expect(await within(strip).findByText('ULTRA')).toBeInTheDocument();
    expect(within(strip).queryByTestId('history-taste')).not.toBeInTheDocument();
  });

  it('says in words what is known when /usage fails, when it retries, and retries on demand', async () => {
    let failing = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        failing ? json(503, { error: 'unavailable' }) : json(200, { tier: 'pro', free_history_taste: null }),
      ),
    );
    renderStrip();
    const tier = await screen.findByTestId('strip-tier');
    const sentence = /^not known — usage unavailable · retrying at \d\d:\d\d( [AP]M)?$/;
    await waitFor(() => expect(within(tier).getByText(sentence)).toBeInTheDocument());
    expect(tier).not.toHaveTextContent('unknown');
    failing = false;
    fireEvent.click(within(tier).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(tier).toHaveTextContent(/^PRO$/));
  });

  it('says a failed usage read in short words on a phone, the full sentence for screen readers and on hover', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: 'unavailable' })),
    );
    renderStrip();
    const tier = await screen.findByTestId('strip-tier');
    const sentence = /^not known — usage unavailable · retrying at \d\d:\d\d( [AP]M)?$/;
    const full = await within(tier).findByText(sentence);
    // The sentence is read out at every width and shown from sm up; below sm only screen readers keep it.
    expect(full).toHaveClass('max-sm:sr-only');
    expect(full).not.toHaveAttribute('aria-hidden');
    // A phone shows short words instead (the sentence wrapped the strip to three lines), hidden from
    // screen readers, which read the sentence; the retry time is in the tooltip.
    const short = within(tier).getByText('not known');
    expect(short).toHaveClass('sm:hidden');
    expect(short).toHaveAttribute('aria-hidden', 'true');
    expect(short.parentElement).toHaveAttribute('title', expect.stringMatching(sentence));
    // The button says "Retry" on a phone and is named "Retry now" everywhere.
    const retry = within(tier).getByRole('button', { name: 'Retry now' });
    expect(within(retry).getByText('Retry')).toHaveClass('sm:hidden');
    expect(retry).toHaveAttribute('title', expect.stringMatching(sentence));
  });

  it('starts on the tier this tab kept from its last load, and marks it when the read then fails', async () => {
    sessionStorage.setItem('courtside.usage', JSON.stringify({ tier: 'pro', free_history_taste: null }));
    // The read does not answer until the test says: the kept tier shows meanwhile, not "checking…".
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderStrip();
    const tier = screen.getByTestId('strip-tier');
    expect(tier).toHaveTextContent(/^PRO$/);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    act(() => answer(json(503, { error: 'unavailable' })));
    await waitFor(() =>
      expect(
        within(tier).getByText(/^PRO \(last known; usage unavailable\) · retrying at/),
      ).toBeInTheDocument(),
    );
    expect(within(tier).getByText('PRO (last known)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the tier the service answered for the next load in this tab', async () => {
    renderStrip();
    expect(await screen.findByText('ULTRA')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('courtside.usage') ?? '{}').tier).toBe('ultra'),
    );
  });

  it('counts a FREE key’s monthly history reads', async () => {
    usage = { tier: 'free', free_history_taste: { allowance: 20, used: 7 } };
    renderStrip();
    expect(await screen.findByTestId('history-taste')).toHaveTextContent('7 of 20 this month');
  });

  it('holds "Refresh now" back until the service has said the key is FREE, so the strip keeps its lines', async () => {
    // The budget starts on FREE's limits (its default before /usage answers), with the slate open.
    const b = tierBudget('free');
    b.poller.setVisible(true);
    b.poller.start();
    b.poller.openLiveView();
    // /usage answers only when the test says, with the tier it names.
    const waiting: ((tier: string) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            waiting.push((tier) => resolve(json(200, { tier, free_history_taste: null })));
          }),
      ),
    );
    const answer = async (tier: string) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      for (const resolve of waiting.splice(0)) resolve(tier);
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const strip = (
      <QueryClientProvider client={client}>
        <BudgetContext.Provider value={b}>
          <StatusStrip />
        </BudgetContext.Provider>
      </QueryClientProvider>
    );
    const { unmount } = render(strip);
    const region = screen.getByRole('region', { name: 'Connection status' });
    expect(within(region).getByText('Tier').nextSibling).toHaveTextContent('checking…');
    expect(within(region).queryByRole('button', { name: /Refresh now/ })).toBeNull();
    // A paid key: the control never appears.
    await act(() => answer('pro'));
    expect(await within(region).findByText('PRO')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Refresh now/ })).toBeNull();
    unmount();
    // A FREE key: it appears once, with the tier.
    client.clear();
    render(strip);
    expect(screen.queryByRole('button', { name: /Refresh now/ })).toBeNull();
    await act(() => answer('free'));
    expect(await screen.findByRole('button', { name: /Refresh now/ })).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    b.dispose();
  });

  it('says when the dashboard is held back for TV and when spoiler-free mode is on', () => {
    renderStrip();
    const strip = screen.getByRole('region', { name: 'Connection status' });
    expect(within(strip).queryByText('TV delay')).not.toBeInTheDocument();
    act(() => {
      watchAlongStore.getState().delayChosen(30);
      watchAlongStore.getState().spoilerFreeToggled(true);
    });
    expect(within(strip).getByText('TV delay').nextSibling).toHaveTextContent(
      'Held 30 s (watch-along) · 0 updates waiting',
    );
    expect(within(strip).getByText('Spoiler-free')).toBeInTheDocument();
  });
});

describe('AnalystLayout', () => {
  it('gives the history family a secondary navigation marking the current view', () => {
    renderShell('/archive');
    const sub = screen.getByRole('navigation', { name: 'History' });
    const links = within(sub).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(ANALYST_ITEMS.map((i) => i.to));
    expect(within(sub).getByRole('link', { name: 'Archive 1968–2022' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('archive page')).toBeInTheDocument();
  });
});

describe('OfflineBanner', () => {
  it('says when the connection was lost and goes away when it returns', () => {
    // The banner alone: the shell loads it after its first paint.
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      /You are offline since .*under a minute.*last data/,
    );
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });
});
