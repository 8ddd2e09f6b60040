// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { json, renderAt } from '../../test/test-render';
import { PlayersPage } from './players-page';
import { makePlayer } from './test-players';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlayersPage', () => {
  it('searches the term held in ?q= and lists country, ranking and movement', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          makePlayer({ ranking_points: 11830 }),
          makePlayer({
            id: 8,
            name: 'Unranked Junior',
            ranking: null,
            ranking_points: null,
            ranking_movement: null,
            country: null,
            tour: 'WTA',
          }),
        ],
        meta: { count: 2, total: 135976 },
      }),
    );
    renderAt('/players?q=car', '/players', <PlayersPage />);
    const rows = await screen.findAllByTestId('player-result');
    expect(String(fetchMock.mock.calls[0][0])).toContain('search=car');
    expect(screen.getByRole('searchbox')).toHaveValue('car');
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Carlos Alcaraz' })).toHaveAttribute('href', '/players/7');
    expect(first.getByText('ESP')).toBeInTheDocument();
    // Ranked lists mix the tours: each row says which.
    expect(first.getByTestId('player-tour')).toHaveTextContent('ATP');
    expect(within(rows[1]).getByTestId('player-tour')).toHaveTextContent('WTA');
    expect(first.getByText('#2')).toBeInTheDocument();
    expect(first.getByText(/Up/)).toBeInTheDocument();
    // Counts read with thousands separators, as everywhere else.
    expect(first.getByText('· 11,830 pts')).toBeInTheDocument();
    expect(screen.getByText(/· 135,976 in all/)).toBeInTheDocument();
    // Null ranking, country and movement are absent, never 0.
    const second = within(rows[1]);
    expect(second.getAllByText('not available')).toHaveLength(3);
    expect(second.queryByText('#0')).toBeNull();
  });

  it('puts a submitted search in the URL', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [makePlayer()], meta: { count: 1 } }));
    renderAt('/players', '/players', <PlayersPage />);
    await screen.findAllByTestId('player-result');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sinner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/players?q=sinner');
    await eventually(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('search=sinner'));
  });

  it('says when no player matches', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], meta: { count: 0 } }));
    renderAt('/players?q=zzz', '/players', <PlayersPage />);
    expect(await screen.findByText('No player matches “zzz”.')).toBeInTheDocument();
  });

  it('shows the daily limit with the reset time', async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        error: 'rate_limited',
        scope: 'day',
        limit_per_day: 100,
        resets_at: '2026-11-23T00:00:00Z',
      }),
    );
    renderAt('/players', '/players', <PlayersPage />);
    expect(await screen.findByTestId('rate-limited')).toHaveTextContent(/quota resets at/);
  });
});
