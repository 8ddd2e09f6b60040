// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_KEY } from './favourites';
import { LiveSlate } from './live-slate';
import { makeSlateMatch } from './test-matches';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fetchMock = vi.fn<typeof fetch>();

const live = [
  makeSlateMatch({ id: 1 }),
  makeSlateMatch({
    id: 2,
    tournament: 'Rome',
    tournament_id: '416',
    tour: 'wta',
    gender: 'women',
    tier: 'wta_1000',
    indoor: true,
    surface: 'clay',
    players: {
      p1: { id: 30, name: 'Iga Swiatek', country: 'pol', ranking: 1 },
      p2: { id: 40, name: 'Coco Gauff', country: 'usa', ranking: 3 },
    },
  }),
];

type Answer = () => Response;
function serve(answers: { upcoming?: Answer; completed?: Answer } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('status=upcoming'))
      return (
        answers.upcoming?.() ??
        json(200, { data: [makeSlateMatch({ id: 9, status: 'upcoming', tournament: 'Halle' })], meta: {} })
      );
    if (url.includes('status=completed'))
      return answers.completed?.() ?? json(403, { error: 'upgrade_required', capability: 'history' });
    return json(200, { data: live, meta: { count: live.length } });
  });
}

function renderSlate(url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <LiveSlate /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const shownNames = () =>
  screen.getAllByTestId('live-match').map((r) => within(r).getAllByTestId('player-name')[0].textContent);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveSlate filters, badges, favourites and side sections', () => {
  it('applies the filters in the URL and writes a changed filter back', async () => {
    serve();
    const router = renderSlate('/?tour=wta');
    await screen.findAllByTestId('live-match');
    expect(shownNames()).toEqual(['Iga Swiatek']);
    // The filter bar's code arrives beside the first list, here possibly just after it.
    expect(await screen.findByLabelText('Tour')).toHaveValue('wta');

    fireEvent.change(screen.getByLabelText('Tour'), { target: { value: '' } });
    expect(router.state.location.search).toBe('');
    expect(shownNames()).toEqual(['Carlos Alcaraz', 'Iga Swiatek']);

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'ita' } });
    expect(router.state.location.search).toBe('?country=ita');
    expect(shownNames()).toEqual(['Carlos Alcaraz']);
  });

  it('says so when no live match meets the filters, and clears them', async () => {
    serve();
    renderSlate('/?gender=women&tier=grand_slam');
    expect(await screen.findByText('No live match meets these filters.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('live-match')).toHaveLength(2);
  });

  it('badges tournament headers with tier, surface and indoor', async () => {
    serve();
    renderSlate();
    const rome = await screen.findByRole('heading', { name: /Rome/ });
    expect(rome).toHaveTextContent('WTA 1000');
    expect(rome).toHaveTextContent('Clay');
    expect(rome).toHaveTextContent('Indoor');
    expect(screen.getByRole('heading', { name: /Roland Garros/ })).toHaveTextContent('Outdoor');
  });

  it('puts a starred player first and remembers the star', async () => {
    serve();
    renderSlate();
    await screen.findAllByTestId('live-match');
    // Player stars live in the row's menu; the row's own star favourites the match.
    fireEvent.click(screen.getByRole('button', { name: /^More: .*Iga Swiatek/ }));
    // The menu escapes its row (a row's content-visibility clipped it in half).
    const row = screen.getAllByTestId('live-match').find((r) => r.textContent?.includes('Iga Swiatek'));
    // The menu's code loads the first time a menu opens.
    const star = await screen.findByRole('button', { name: 'Favourite Iga Swiatek' });
    expect(row).not.toContainElement(star);
    fireEvent.click(star);

    const favourites = within(screen.getByTestId('favourites-section'));
    expect(favourites.getAllByTestId('player-name')[0]).toHaveTextContent('Iga Swiatek');
    expect(shownNames()).toEqual(['Iga Swiatek', 'Carlos Alcaraz']);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}').players).toEqual([30]);
    // The starred row moved to Favourites (a new row): open its menu to read the star.
    fireEvent.click(favourites.getByRole('button', { name: /^More: .*Iga Swiatek/ }));
    expect(await screen.findByRole('button', { name: 'Favourite Iga Swiatek' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists upcoming matches and hides a refused finished list behind a one-line notice', async () => {
    serve();
    renderSlate();
    const upcoming = within(await screen.findByTestId('upcoming-section'));
    expect(await upcoming.findByTestId('upcoming-match')).toHaveTextContent('Halle');
    const finished = within(screen.getByTestId('completed-section'));
    expect(await finished.findByText(/BASIC key or above/)).toBeInTheDocument();
    expect(finished.queryByTestId('completed-match')).toBeNull();
  });

  it('adds the finished list only once the upcoming list has landed, so it never moves down', async () => {
    let land: (r: Response) => void = () => {};
    const upcomingAnswer = new Promise<Response>((resolve) => {
      land = resolve;
    });
    serve({
      completed: () => json(200, { data: [makeSlateMatch({ id: 8, status: 'completed' })], meta: {} }),
    });
    const served = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('status=upcoming')
        ? upcomingAnswer
        : (served?.(input, init) ?? Promise.reject()),
    );
    renderSlate();
    const upcoming = within(await screen.findByTestId('upcoming-section'));
    expect(upcoming.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByTestId('completed-section')).toBeNull();
    land(json(200, { data: [makeSlateMatch({ id: 9, status: 'upcoming', tournament: 'Halle' })], meta: {} }));
    expect(await upcoming.findByTestId('upcoming-match')).toHaveTextContent('Halle');
    const finished = within(await screen.findByTestId('completed-section'));
    expect(await finished.findByTestId('completed-match')).toBeInTheDocument();
  });

  it('says when a rate-limited side section may retry', async () => {
    serve({ upcoming: () => json(429, { error: 'rate_limited', scope: 'minute' }, { 'Retry-After': '42' }) });
    renderSlate();
    const upcoming = within(await screen.findByTestId('upcoming-section'));
    expect(await upcoming.findByText(/try again in 42 s/i)).toBeInTheDocument();
  });
});
