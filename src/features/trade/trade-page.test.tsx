// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDGE_EXPLANATION } from '../../lib/odds-format';
import { oddsFormatStore, resetOddsFormat } from '../../lib/odds-format-store';
import { LiveStoreProvider } from '../../live/store/live-hooks';
import { createLiveStore } from '../../live/store/live-store';
import { makeMarket } from '../../queries/test-markets';
import { ALERTS_KEY } from './break-point-alerts';
import { PINS_KEY } from './pins';
import { makeLiveMatch } from './test-rows';
import { TradePage } from './trade-page';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fetchMock = vi.fn<typeof fetch>();

/** Answers the slate with `rows` and each market read from `mids` (id → mid; missing id → 403). */
function serve(rows: unknown[], mids: Record<number, number> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/matches?status=live'))
      return json(200, { data: rows, meta: { count: rows.length } });
    const m = url.match(/\/api\/markets\/(\d+)\/prices/);
    if (m && Number(m[1]) in mids) return json(200, makeMarket(mids[Number(m[1])], Date.now()));
    return json(403, { error: 'upgrade_required', capability: 'markets' });
  });
}

function renderTrade(url = '/trade', announce = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/trade', element: <TradePage announce={announce} /> },
      { path: '/matches/:id', element: <p>match page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <LiveStoreProvider store={createLiveStore()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LiveStoreProvider>,
  );
  return { router, announce };
}

const names = () => screen.getAllByTestId('trade-card').map((c) => within(c).getByRole('link').textContent);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetOddsFormat();
});

describe('TradePage', () => {
  it('shows model, market mid, edge and the two ages apart', async () => {
    serve([makeLiveMatch({ id: 1 })], { 1: 0.55 });
    renderTrade();
    const card = within(await screen.findByTestId('trade-card'));
    expect(card.getByTestId('probability')).toHaveTextContent('60.0%');
    await waitFor(() => expect(card.getByTestId('mid')).toHaveTextContent('55.0%'));
    expect(card.getByTestId('edge')).toHaveTextContent('+5.0 pp');
    expect(card.getByTestId('edge').closest('[title]')).toHaveAttribute('title', EDGE_EXPLANATION);
    // "P1 win" reads as the player's name.
    expect(
      card.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Carlos Alcaraz to win'),
    ).toBeInTheDocument();
    expect(card.queryByText(/P1 win/)).toBeNull();
    expect(card.getByTestId('score-age')).toHaveTextContent('8 s ago');
    expect(card.getByTestId('price-age')).toHaveTextContent('just read');
  });

  it('shows absent model and market as absent, never 0, and names the tier that adds them', async () => {
    const row = makeLiveMatch({ id: 1 });
    if (row.score) {
      delete row.score.win_probability_p1;
      delete row.score.danger;
    }
    serve([row]);
    renderTrade();
    const card = within(await screen.findByTestId('trade-card'));
    await waitFor(() => expect(screen.getByTestId('tier-notice')).toHaveTextContent(/PRO adds market mids/));
    for (const id of ['mid', 'price-age']) {
      expect(card.getByTestId(id)).toHaveTextContent('not available');
      expect(card.getByTestId(id)).not.toHaveTextContent('0');
    }
    // Without the model its columns are left out rather than filled with dashes.
    for (const id of ['probability', 'edge', 'danger']) expect(card.queryByTestId(id)).toBeNull();
  });

  it('sorts by the ?sort= in the URL and writes a new choice back', async () => {
    const fresh = makeLiveMatch({ id: 1 });
    const old = makeLiveMatch({
      id: 2,
      players: { ...fresh.players, p1: { ...fresh.players.p1, name: 'Old Score' } },
    });
    if (fresh.score && old.score) {
      fresh.score = { ...fresh.score, age_seconds: 2, danger: 0.1 };
      old.score = { ...old.score, age_seconds: 90, danger: 0.9 };
    }
    serve([fresh, old]);
    const { router } = renderTrade('/trade?sort=recency');
    await screen.findAllByTestId('trade-card');
    expect(names()[0]).toMatch(/^Carlos Alcaraz/);
    expect(screen.getByRole('radio', { name: 'Last point' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Point importance' }));
    expect(router.state.location.search).toBe('?sort=importance');
    await waitFor(() => expect(names()[0]).toMatch(/^Old Score/));
  });

  it('prices in the chosen odds format, with back and lay from a live book', async () => {
    const market = makeMarket(0.55, Date.now());
    market.prices = [
      { ...market.prices[0], bid: 0.5, ask: 0.6, synthetic: false } as (typeof market.prices)[0],
    ];
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/matches?status=live')
        ? json(200, { data: [makeLiveMatch({ id: 1 })], meta: { count: 1 } })
        : json(200, market),
    );
    oddsFormatStore.getState().oddsFormatChosen('decimal');
    renderTrade();
    const card = within(await screen.findByTestId('trade-card'));
    // 0.6 → 1.67; backing takes the ask (0.6 → 1.67), laying the bid (0.5 → 2.00).
    expect(card.getByTestId('probability')).toHaveTextContent('1.67');
    await waitFor(() => expect(card.getByTestId('back')).toHaveTextContent('1.67'));
    expect(card.getByTestId('lay')).toHaveTextContent('2.00');
    expect(card.queryByTestId('mid')).toBeNull();
    // Edge stays in percentage points whatever the format: model 60% − mid 55%.
    expect(card.getByTestId('edge')).toHaveTextContent('+5.0 pp');
  });

  it('sorts by edge with the model and by the last point without it, unless the URL says', async () => {
    serve([makeLiveMatch({ id: 1 })]);
    renderTrade();
    await screen.findByTestId('trade-card');
    expect(screen.getByRole('radio', { name: 'Edge' })).toBeChecked();
    cleanup();

    const pro = makeLiveMatch({ id: 1 });
    if (pro.score) delete pro.score.win_probability_p1;
    serve([pro]);
    renderTrade();
    await screen.findByTestId('trade-card');
    expect(screen.getByRole('radio', { name: 'Last point' })).toBeChecked();
    cleanup();

    serve([pro]);
    renderTrade('/trade?sort=tournament');
    await screen.findByTestId('trade-card');
    expect(screen.getByRole('radio', { name: 'Tournament' })).toBeChecked();
  });

  it('pins a match to the top and remembers it', async () => {
    const rows = [1, 2, 3].map((id) =>
      makeLiveMatch({
        id,
        players: { ...makeLiveMatch().players, p1: { ...makeLiveMatch().players.p1, name: `Player ${id}` } },
      }),
    );
    serve(rows);
    renderTrade('/trade?sort=tournament');
    await screen.findAllByTestId('trade-card');
    expect(names()).toEqual([
      'Player 1 v Jannik Sinner',
      'Player 2 v Jannik Sinner',
      'Player 3 v Jannik Sinner',
    ]);
    const pin = screen.getByRole('button', { name: 'Pin Player 3 v Jannik Sinner to the top' });
    fireEvent.click(pin);
    await waitFor(() => expect(names()[0]).toBe('Player 3 v Jannik Sinner'));
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(PINS_KEY) ?? '[]')).toEqual([3]);
    cleanup();

    serve(rows);
    renderTrade('/trade?sort=tournament');
    await screen.findAllByTestId('trade-card');
    expect(names()[0]).toBe('Player 3 v Jannik Sinner');
  });

  it('moves focus between cards with arrow keys and opens a match with its link', async () => {
    serve([makeLiveMatch({ id: 1 }), makeLiveMatch({ id: 2 })]);
    renderTrade();
    const links = (await screen.findAllByTestId('trade-card')).map((c) => within(c).getByRole('link'));
    links[0].focus();
    fireEvent.keyDown(links[0], { key: 'ArrowRight' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1], { key: 'Home' });
    expect(links[0]).toHaveFocus();
    expect(links[1]).toHaveAttribute('href', '/matches/2');
  });

  it('flags a break point from the score and announces a new one only after opting in', async () => {
    const onBreak = makeLiveMatch({ id: 1 });
    if (onBreak.score) onBreak.score = { ...onBreak.score, points: ['15', '40'], server: 1 };
    serve([onBreak]);
    const { announce } = renderTrade();
    const card = within(await screen.findByTestId('trade-card'));
    expect(card.getByText('Break point')).toBeInTheDocument();
    // Already open when shown: no announcement, and none before opting in.
    expect(announce).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /Alert me on break points/ }));
    expect(localStorage.getItem(ALERTS_KEY)).toBe('on');
  });

  it('says when to retry after a rate limit', async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: 'rate_limited', scope: 'minute' }, { 'Retry-After': '30' }),
    );
    renderTrade();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/try again in 30 s/i);
  });

  it('says so when nothing is live', async () => {
    serve([]);
    renderTrade();
    expect(await screen.findByText(/No matches are live right now/)).toBeInTheDocument();
  });

  it('asks prices only for the cards on screen (one request per market), keeping a scrolled-away quote', async () => {
    // A page that lays out (the grid reads its cards' boxes where IntersectionObserver exists): the
    // test decides which cards are on screen, above it the rest, and scrolls to have them read.
    vi.stubGlobal('IntersectionObserver', class {});
    let shown = new Set<number>();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = shown.has(Number(this.dataset.matchId)) ? 0 : -100_000;
      return { top, bottom: top + 200, left: 0, right: 300, width: 300, height: 200 } as DOMRect;
    });
    const report = (ids: number[], on: boolean) => {
      shown = new Set(on ? [...shown, ...ids] : [...shown].filter((id) => !ids.includes(id)));
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    const rows = Array.from({ length: 16 }, (_, i) => makeLiveMatch({ id: i + 1 }));
    serve(rows, Object.fromEntries(rows.map((r) => [r.id, 0.5])));
    renderTrade();
    await screen.findAllByTestId('trade-card', {}, { timeout: 5000 });
    const asked = () =>
      fetchMock.mock.calls
        .map(([u]) => String(u).match(/\/markets\/(\d+)\/prices/)?.[1])
        .filter((id): id is string => id !== undefined)
        .map(Number);
    report([15, 16], true);
    await waitFor(() => expect(new Set(asked())).toEqual(new Set([15, 16])));
    const card15 = () =>
      screen.getAllByTestId('trade-card').find((c) => c.dataset.matchId === '15') as HTMLElement;
    await waitFor(() => expect(within(card15()).getByTestId('mid')).toHaveTextContent('50.0%'));
    report([15, 16], false);
    report([3], true);
    await waitFor(() => expect(asked()).toContain(3));
    // Far from the screen a card is its link alone; brought back, it shows the quote it kept.
    expect(card15()).toHaveAttribute('data-undrawn');
    const askedFor15 = asked().filter((id) => id === 15).length;
    report([15], true);
    await waitFor(() => expect(card15()).not.toHaveAttribute('data-undrawn'));
    expect(within(card15()).getByTestId('mid')).toHaveTextContent('50.0%');
    expect(asked().filter((id) => id === 15).length).toBe(askedFor15);
    expect(asked()).not.toContain(1);
  });

  it('expands a card to the what-if matrix from the score, in the URL, and folds it again', async () => {
    serve([makeLiveMatch({ id: 1 }), makeLiveMatch({ id: 2 })]);
    const { router } = renderTrade();
    const [first] = await screen.findAllByTestId('trade-card');
    const button = within(first).getByRole('button', { name: /^What if:/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('what-if')).toBeNull();
    fireEvent.click(button);
    const matrix = await within(first).findByTestId('what-if');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toContain('card=1');
    expect(within(matrix).getByRole('heading', { level: 3 })).toHaveTextContent(
      'What if: Carlos Alcaraz serving',
    );
    // Alcaraz serves at 30-15 with 60%: the pair reproducing it is inferred and the card says so.
    expect(Number(within(matrix).getByTestId('what-if-now').dataset.value)).toBeCloseTo(0.6, 6);
    expect(matrix).toHaveTextContent('does not say which serve chances');
    const value = (id: string) => Number(within(matrix).getByTestId(id).dataset.value);
    expect(value('what-if-point-win')).toBeGreaterThan(value('what-if-point-lose'));
    // One card at a time: the second card's button moves the matrix there.
    fireEvent.click(
      within(screen.getAllByTestId('trade-card')[1]).getByRole('button', { name: /^What if:/ }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('card=2'));
    expect(screen.getAllByTestId('what-if')).toHaveLength(1);
    fireEvent.click(
      within(screen.getAllByTestId('trade-card')[1]).getByRole('button', { name: /^What if:/ }),
    );
    await waitFor(() => expect(screen.queryByTestId('what-if')).toBeNull());
  });

  it('offers no what-if without the model (PRO)', async () => {
    const row = makeLiveMatch({ id: 1 });
    if (row.score) delete (row.score as Partial<typeof row.score>).win_probability_p1;
    serve([row], { 1: 0.55 });
    renderTrade();
    const card = await screen.findByTestId('trade-card');
    expect(within(card).queryByRole('button', { name: /^What if:/ })).toBeNull();
  });

  it('sorts a match interrupted hours ago below live play and says how long ago, its large edge aside', async () => {
    const since = new Date(Date.now() - 3 * 3600_000).toISOString();
    serve(
      [
        makeLiveMatch({ id: 1, event_status: 'Interrupted', event_status_updated_at: since }),
        makeLiveMatch({ id: 2 }),
      ],
      { 1: 0.2, 2: 0.55 },
    );
    renderTrade('/trade?sort=edge');
    const card = (id: string) => screen.getAllByTestId('trade-card').find((c) => c.dataset.matchId === id);
    await waitFor(() =>
      expect(within(card('1') as HTMLElement).getByTestId('mid')).toHaveTextContent('20.0%'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Re-sort: / }));
    await waitFor(() =>
      expect(screen.getAllByTestId('trade-card').map((c) => c.dataset.matchId)).toEqual(['2', '1']),
    );
    const paused = screen.getAllByTestId('trade-card')[1];
    expect(within(paused).getByTestId('interrupted')).toHaveTextContent('Int. 3 h');
    expect(paused).toHaveTextContent('Interrupted 3 h ago');
  });
});
