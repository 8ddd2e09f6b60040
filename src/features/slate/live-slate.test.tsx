// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MISSING } from '../../lib/missing';
import { LiveSlate } from './live-slate';
import { makeMatch } from './test-matches';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function renderSlate() {
  // retry: false so an error answer shows at once (TanStack's testing guide).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // The slate keeps its filters in the URL, so it needs a router.
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
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveSlate', () => {
  it('asks for live matches and renders one row per match, grouped by tournament', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          makeMatch({ id: 1 }),
          makeMatch({
            id: 2,
            tournament: 'Rome',
            tournament_id: '416',
            tour: 'wta',
            players: {
              p1: { id: 30, name: 'Iga Swiatek', country: 'pol', ranking: 1 },
              p2: { id: 40, name: 'Coco Gauff', country: 'usa', ranking: 3 },
            },
          }),
        ],
        meta: { count: 2, total: 2, has_more: false },
      }),
    );
    renderSlate();

    const rows = await screen.findAllByTestId('live-match');
    expect(rows).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/matches?status=live&limit=200');
    expect(screen.getByRole('heading', { name: /Roland Garros/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Rome/ })).toBeInTheDocument();

    const first = within(rows[0]);
    expect(first.getAllByTestId('player-name').map((n) => n.textContent)).toEqual([
      'Carlos Alcaraz',
      'Jannik Sinner',
    ]);
    expect(first.getByText('ESP')).toBeInTheDocument();
    expect(first.getAllByTestId('score-sets').map((n) => n.textContent)).toEqual(['1', '0']);
    expect(first.getByText('30')).toBeInTheDocument();
    expect(first.getAllByTestId('server-marker')).toHaveLength(1);
    expect(first.getByText(/Carlos Alcaraz serving\./)).toBeInTheDocument();
  });

  it("renders withheld games and points as '–', never 0, and flags a stale score", async () => {
    const withheld = makeMatch();
    withheld.score = {
      sets: [0, 0],
      games: null,
      points: null,
      server: null,
      is_tiebreak: false,
      stale: true,
      age_seconds: 240,
    };
    fetchMock.mockResolvedValue(json(200, { data: [withheld], meta: {} }));
    renderSlate();

    const row = within(await screen.findByTestId('live-match'));
    // Per player: one games cell and one points cell, all MISSING.
    expect(row.getAllByText(MISSING)).toHaveLength(4);
    expect(row.queryByTestId('server-marker')).toBeNull();
    expect(row.getByText('Stale · 4 min')).toBeInTheDocument();
    expect(row.getByText(/Games unknown\..*out of date: unchanged for 4 min/)).toBeInTheDocument();
  });

  it('tolerates unknown fields and enum values', async () => {
    const odd = { ...makeMatch({ tour: 'team_cup', surface: 'carpet', status: 'suspended' }), new_field: 1 };
    fetchMock.mockResolvedValue(json(200, { data: [odd], meta: { count: 1 } }));
    renderSlate();

    await screen.findByTestId('live-match');
    // The surface is a tournament fact: the compact slate says it once, in the section heading; a
    // tour or surface this build does not know reads "unknown", never as if it were known.
    const heading = screen.getByRole('heading', { name: /unknown/ });
    expect(heading).not.toHaveTextContent(/carpet|team/i);
  });

  it('says when nothing is live', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], meta: { count: 0 } }));
    renderSlate();
    expect(await screen.findByText(/No matches are live right now/)).toBeInTheDocument();
  });

  it('shows the error state in words, the service error code on hover only', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized', detail: 'Unknown key.' }));
    renderSlate();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live matches could not be loaded.');
    expect(alert).toHaveTextContent('did not accept the API key');
    expect(alert).not.toHaveTextContent('unauthorized');
    expect(within(alert).getByTitle('unauthorized')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('reports a body that breaks the contract as an error, not a crash', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [{ id: 'x' }] }));
    renderSlate();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('does not understand');
    expect(within(alert).getByTitle('contract_mismatch')).toBeInTheDocument();
  });
});
