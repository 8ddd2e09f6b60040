// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import { LiveStoreProvider } from '../../live/store/live-hooks';
import { createLiveStore } from '../../live/store/live-store';
import { watchAlongStore } from '../../live/watch-along/watch-along-store';
import { LiveTradeCard } from './live-trade-card';
import { makeLiveMatch } from './test-rows';
import { TradePage } from './trade-page';
import { toTradeRow } from './trade-row';

const TITLE = 'Carlos Alcaraz v Jannik Sinner';

function card(points: [string, string], announce: (t: string) => void = vi.fn()) {
  const match = makeLiveMatch();
  const score = { ...(match.score as Score), points, server: 1 as const };
  return (
    <LiveStoreProvider store={createLiveStore()}>
      <MemoryRouter>
        <ul>
          <LiveTradeCard row={toTradeRow(match, score, undefined, 0)} alertsOn announce={announce} />
        </ul>
      </MemoryRouter>
    </LiveStoreProvider>
  );
}

const hide = (...ids: number[]) => watchAlongStore.setState({ spoilerFree: true, hiddenMatchIds: ids });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  watchAlongStore.setState({ spoilerFree: false, hiddenMatchIds: [] });
});

describe('TradeCard in spoiler-free mode', () => {
  it('shows only the players and "Score hidden" for a hidden match: no score, probability, mid, edge or ages', () => {
    hide(1);
    render(card(['30', '15']));
    const c = within(screen.getByTestId('trade-card'));
    expect(c.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/matches/1');
    expect(c.getByText('Score hidden')).toBeInTheDocument();
    // The event line ("Roland Garros · R16") is no spoiler; nothing else may carry a number.
    const text = (screen.getByTestId('trade-card').textContent ?? '').replace('Roland Garros · R16', '');
    expect(text).not.toMatch(/\d/);
    for (const id of ['probability', 'mid', 'edge', 'score-age', 'price-age', 'danger']) {
      expect(c.queryByTestId(id)).toBeNull();
    }
  });

  it('reveals the score on request, keeps focus on the button, and hides it again', () => {
    hide(1);
    render(card(['30', '15']));
    const reveal = screen.getByRole('button', { name: `Reveal score of ${TITLE}` });
    reveal.focus();
    fireEvent.click(reveal);

    const c = within(screen.getByTestId('trade-card'));
    expect(c.getByText('1 | 6 3 | 30')).toBeInTheDocument();
    expect(c.getByTestId('probability')).toHaveTextContent('60.0%');
    expect(c.getByTestId('score-age')).toHaveTextContent('8 s ago');
    const hideButton = c.getByRole('button', { name: `Hide score of ${TITLE}` });
    expect(hideButton).toHaveTextContent('Hide');
    expect(hideButton).toHaveFocus();

    fireEvent.click(hideButton);
    expect(c.getByText('Score hidden')).toBeInTheDocument();
    expect(c.queryByTestId('probability')).toBeNull();
    expect(watchAlongStore.getState().hiddenMatchIds).toEqual([1]);
  });

  it('has no spoiler button when the mode is off', () => {
    render(card(['30', '15']));
    expect(screen.getByTestId('probability')).toHaveTextContent('60.0%');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('neither flags nor announces a break point while hidden, nor replays it on reveal', () => {
    hide(1);
    const announce = vi.fn();
    const { rerender } = render(card(['30', '15'], announce));
    rerender(card(['30', '40'], announce));
    expect(announce).not.toHaveBeenCalled();
    expect(screen.queryByText('Break point')).toBeNull();

    act(() => watchAlongStore.getState().matchRevealed(1));
    expect(screen.getByText('Break point')).toBeInTheDocument();
    expect(announce).not.toHaveBeenCalled();

    // Once shown, the next break point is announced as usual.
    rerender(card(['40', '40'], announce));
    rerender(card(['40', 'AD'], announce));
    expect(announce).toHaveBeenCalledWith(TITLE);
  });
});

describe('TradePage in spoiler-free mode', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  function renderGrid(rows: Match[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).startsWith('/api/matches?status=live')
          ? json({ data: rows, meta: { count: rows.length } })
          : new Response(JSON.stringify({ error: 'upgrade_required' }), { status: 403 }),
      ),
    );
    const router = createMemoryRouter([{ path: '/trade', element: <TradePage announce={vi.fn()} /> }], {
      initialEntries: ['/trade?sort=danger'],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <LiveStoreProvider store={createLiveStore()}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LiveStoreProvider>,
    );
  }

  it('puts hidden matches after the shown ones, whatever the sort, and arrows still reach them', async () => {
    const calm = makeLiveMatch({ id: 1 });
    const tense = makeLiveMatch({
      id: 2,
      players: { ...calm.players, p1: { ...calm.players.p1, name: 'Hidden Player' } },
    });
    if (calm.score && tense.score) {
      calm.score = { ...calm.score, danger: 0.1 };
      tense.score = { ...tense.score, danger: 0.9 };
    }
    hide(2);
    renderGrid([calm, tense]);
    const cards = await screen.findAllByTestId('trade-card');
    // Sorted by danger the hidden match would lead, and so tell its score; it comes last instead.
    expect(cards.map((c) => c.dataset.matchId)).toEqual(['1', '2']);
    expect(within(cards[1]).getByText('Score hidden')).toBeInTheDocument();
    expect(
      within(cards[0]).getByRole('button', { name: /Hide score of Carlos Alcaraz/ }),
    ).toBeInTheDocument();

    const links = cards.map((c) => within(c).getByRole('link'));
    links[0].focus();
    fireEvent.keyDown(links[0], { key: 'ArrowRight' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1], { key: 'Home' });
    expect(links[0]).toHaveFocus();
  });
});
