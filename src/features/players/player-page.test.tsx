// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { withTier } from '../../test/test-budget';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { PlayerPage } from './player-page';
import { makePlayer } from './test-players';

const upgrade = () => json(403, { error: 'upgrade_required', detail: 'PRO needed' });
const empty = () => json(200, { data: [], meta: { count: 0 } });
const detail =
  (over: Record<string, unknown> = {}) =>
  () =>
    json(200, {
      ...makePlayer(over),
      stats: {
        ratings: {
          scale: 'ranking_points',
          ranking_points: 2150.4,
          hard: null,
          note: 'Not on the Elo tape scale.',
        },
        season: [{ season: 2026, wins: 40, losses: 0 }],
        ratings_as_of: '2026-11-16',
      },
    });

const stoppages = () =>
  json(200, {
    data: [
      {
        type: 'medical_timeout_start',
        player: 1,
        at: '2026-10-01T12:00:00Z',
        score: null,
        reason: null,
        match_id: 55,
        id: 9,
      },
    ],
    meta: {
      next_cursor: null,
      latest_medical_timeout: null,
      previous_medical_timeout: null,
      record_starts: '2026-09-12',
    },
  });

function setup(routes: Record<string, () => Response>, url = '/players/7') {
  vi.stubGlobal('fetch', vi.fn(routedFetch(routes)));
  return renderAt(url, '/players/:id', <PlayerPage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.unstubAllGlobals());

describe('PlayerPage', () => {
  it('shows bio, ranking, ratings with the scale note; null facts are absent', async () => {
    setup({
      '/api/players/7': detail({ birthday: null, ranking_movement: 'sideways' }),
      '/api/players/7/stoppages': upgrade,
      '/api/matches': empty,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Carlos Alcaraz');
    const bio = screen.getByRole('region', { name: 'Profile and ranking' });
    expect(within(bio).getByText('#2')).toBeInTheDocument();
    expect(within(bio).getByText('unknown')).toHaveAttribute('title', 'Not known to Courtside: “sideways”');
    expect(within(bio).getByText('not available')).toBeInTheDocument();
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getByText('2,150.4')).toBeInTheDocument();
    expect(within(ratings).getByText('not available')).toBeInTheDocument();
    const note = within(ratings).getByTestId('scale-note');
    expect(note).toHaveTextContent(/Scale: ranking points\. Not on the Elo tape scale\./);
    expect(note).toHaveTextContent(/Refreshed weekly \(last on 16 Nov 2026\), on a scale of their own/);
    expect(note).not.toHaveTextContent(/as-of|tape in history/);
    // A present 0 is a real zero and stays 0.
    const row = within(ratings).getByRole('row', { name: /2026/ });
    expect(row).toHaveTextContent('400');
  });

  it('reads the tour, points and birthday as a fan would, not as sent', async () => {
    setup({
      '/api/players/7': detail({ ranking_points: 11830, ranking_movement: 'same' }),
      '/api/players/7/stoppages': upgrade,
      '/api/matches': empty,
    });
    const bio = await screen.findByRole('region', { name: 'Profile and ranking' });
    const fact = (term: string) => within(bio).getByText(term).nextElementSibling;
    expect(fact('Tour')).toHaveTextContent(/^ATP$/);
    expect(fact('Ranking points')).toHaveTextContent(/^11,830$/);
    expect(fact('Born')).toHaveTextContent(/^5 May 2003$/);
    expect(fact('Movement')).toHaveTextContent(/^= No change$/);
  });

  it('replaces PRO stoppages with a tier notice on a 403 and BASIC results likewise', async () => {
    setup({
      '/api/players/7': detail(),
      '/api/players/7/stoppages': upgrade,
      '/api/matches': () => upgrade(),
    });
    await eventually(() => expect(screen.getAllByTestId('tier-notice')).toHaveLength(2));
    const notices = screen.getAllByTestId('tier-notice');
    expect(notices.map((n) => n.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Available with a PRO key'),
        expect.stringContaining('Available with a BASIC key'),
      ]),
    );
  });

  it('lists stoppages and switches to injuries through the URL with arrow keys', async () => {
    const injuries = vi.fn(stoppages);
    setup({
      '/api/players/7': detail(),
      '/api/players/7/stoppages': stoppages,
      '/api/players/7/injuries': injuries,
      '/api/matches': empty,
    });
    const row = await screen.findByTestId('stoppage');
    expect(row).toHaveTextContent('Medical timeout');
    const tab = screen.getByRole('tab', { name: 'Stoppages' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Injuries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('log=injuries');
    await eventually(() => expect(injuries).toHaveBeenCalled());
  });

  it('stars the player on their page, in the one favourites list the slate reads', async () => {
    localStorage.clear();
    setup({ '/api/players/7': detail(), '/api/players/7/stoppages': upgrade, '/api/matches': empty });
    const star = await screen.findByRole('button', { name: 'Favourite Carlos Alcaraz' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('courtside.favourites') ?? '{}').players).toEqual([7]);
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('costs a FREE key two requests: no refused stoppages read, results only when asked', async () => {
    const fetchMock = vi.fn(
      routedFetch({
        '/api/players/7': detail(),
        '/api/players/7/stoppages': upgrade,
        '/api/matches': empty,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/players/7', '/players/:id', withTier('free', <PlayerPage />));
    expect(await screen.findByText('No upcoming matches.')).toBeInTheDocument();
    // The PRO notice is drawn from the usage read, not from a 403.
    expect(screen.getByTestId('tier-notice')).toHaveTextContent('Available with a PRO key');
    const paths = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    expect(
      paths()
        .map((u) => `${u.pathname}?${u.searchParams.get('status') ?? ''}`)
        .sort(),
    ).toEqual(['/api/matches?upcoming', '/api/players/7?']);
    fireEvent.click(screen.getByRole('button', { name: 'Show recent results' }));
    expect(await screen.findByText('No completed matches.')).toBeInTheDocument();
    expect(paths().filter((u) => u.searchParams.get('status') === 'completed')).toHaveLength(1);
  });

  it('offers the surviving record for a merged player', async () => {
    setup({
      '/api/players/7': () =>
        json(410, { error: 'player_merged', merged_into: 70, merged_at: '2026-10-01T00:00:00Z' }),
    });
    expect(await screen.findByRole('link', { name: 'Open the current record' })).toHaveAttribute(
      'href',
      '/players/70',
    );
  });

  it('shows an unknown player as an error with retry', async () => {
    setup({ '/api/players/7': () => json(404, { error: 'not_found' }) });
    const alert = await screen.findByTestId('view-error');
    expect(alert).toHaveTextContent('Nothing with this id exists.');
  });
});
