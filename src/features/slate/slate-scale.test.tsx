// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSlate } from './live-slate';
import type { RowMatch } from './rows/row-match';
import { makeRowMatch } from './test-matches';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

// 500 live matches across 25 tournaments, each with its own players and score state.
function slate(changedId: number | null = null): RowMatch[] {
  return Array.from({ length: 500 }, (_, i) => {
    const id = i + 1;
    const t = i % 25;
    return makeRowMatch(
      {
        id,
        tournament: `Event ${t}`,
        tournament_id: String(1000 + t),
        players: {
          p1: { id: id * 2, name: `Player ${id}a`, country: 'esp', ranking: null },
          p2: { id: id * 2 + 1, name: `Player ${id}b`, country: 'ita', ranking: null },
        },
      },
      id === changedId ? { sequence: 41, points: ['AD', '40'] } : {},
    );
  });
}

let client: QueryClient;

function renderSlate() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <LiveSlate />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveSlate with 500 live matches', () => {
  it('renders every match, and a refresh that changes one score shows the change', async () => {
    let answer = slate();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('status=live')
        ? json(200, { data: answer, meta: { count: answer.length } })
        : json(200, { data: [], meta: {} }),
    );
    renderSlate();

    // jsdom builds DOM far slower than a browser; the wait is generous, the assertion exact.
    const rows = await screen.findAllByTestId('live-match', {}, { timeout: 45_000, interval: 500 });
    expect(rows).toHaveLength(500);
    expect(screen.getByText('500 matches in play')).toBeInTheDocument();
    expect(within(rows[499]).getAllByTestId('player-name')[0]).toHaveTextContent('Player 500a');

    answer = slate(250);
    await act(() => client.refetchQueries({ queryKey: ['matches'] }));
    const row250 = screen
      .getAllByTestId('live-match')
      .find((r) => within(r).getAllByTestId('player-name')[0].textContent === 'Player 250a');
    expect(row250 && within(row250).getByText('AD')).toBeInTheDocument();
    expect(screen.getAllByText('AD')).toHaveLength(1);
  }, 90_000);
});
