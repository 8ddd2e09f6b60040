// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { makeTournament, makeWireMatch } from './test-data';
import { TournamentPage } from './tournament-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// /matches answers by status, as the service does.
function matchesBy(status: Record<string, () => Response>) {
  return (input: RequestInfo | URL) => {
    const s = new URL(String(input), 'http://localhost').searchParams.get('status') ?? 'live';
    return status[s]();
  };
}

function setup(url: string, matches: Record<string, () => Response>) {
  const byPath = routedFetch({ '/api/tournaments/520': () => json(200, makeTournament()) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === '/api/matches'
        ? matchesBy(matches)(input)
        : byPath(input),
    ),
  );
  return renderAt(url, '/tournaments/:id', <TournamentPage />);
}

const list = (rows: unknown[]) => () => json(200, { data: rows, meta: { count: rows.length } });

describe('TournamentPage', () => {
  it('shows the live tab from the slate, only this tournament’s matches', async () => {
    setup('/tournaments/520', {
      live: list([
        makeWireMatch({ id: 1 }),
        makeWireMatch({ id: 2, tournament_id: '999', tournament: 'Other' }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Roland Garros');
    expect(await screen.findAllByTestId('match-summary')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists a favourite player’s match first', async () => {
    localStorage.setItem('courtside.favourites', JSON.stringify({ players: [], matches: [3] }));
    setup('/tournaments/520?tab=upcoming', {
      live: list([]),
      upcoming: list([
        makeWireMatch({ id: 2, status: 'upcoming' }),
        makeWireMatch({ id: 3, status: 'upcoming' }),
      ]),
    });
    const cards = await screen.findAllByTestId('match-summary');
    expect(cards.map((c) => c.querySelector('a')?.getAttribute('href'))).toEqual([
      '/matches/3',
      '/matches/2',
    ]);
    localStorage.clear();
  });

  it('renders a tier notice naming BASIC when completed matches are refused', async () => {
    setup('/tournaments/520?tab=completed', {
      live: list([]),
      completed: () => json(403, { error: 'upgrade_required', detail: 'BASIC' }),
    });
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a BASIC key');
    expect(notice).toHaveTextContent('completed matches');
  });

  it('moves between tabs with arrow keys and keeps the tab in the URL', async () => {
    setup('/tournaments/520', {
      live: list([]),
      upcoming: list([makeWireMatch({ id: 5, status: 'upcoming' })]),
    });
    const liveTab = await screen.findByRole('tab', { name: 'Live' });
    expect(await screen.findByText(/No match of this tournament is live/)).toBeInTheDocument();
    fireEvent.keyDown(liveTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('tab=upcoming');
    expect(await screen.findAllByTestId('match-summary')).toHaveLength(1);
  });

  it('says when to retry when the upcoming list is rate limited', async () => {
    setup('/tournaments/520?tab=upcoming', {
      live: list([]),
      upcoming: () => json(429, { error: 'rate_limited', scope: 'minute' }, { 'Retry-After': '12' }),
    });
    expect(await screen.findByTestId('rate-limited')).toHaveTextContent(/Try again in 12 s/);
  });

  it('draws an archive edition as a bracket: rounds, seeds, tiebreak superscripts, Ret., the champion', async () => {
    const p = (name: string, seed: number | null = null) => ({
      name,
      seed,
      rank: null,
      entry: null,
      country: 'SUI',
    });
    const row = (
      id: number,
      round: string,
      w: string,
      l: string,
      score: string,
      ws: number | null = null,
    ) => ({
      id,
      winner: p(w, ws),
      loser: p(l),
      score,
      event_date: '2012-05-27',
      tournament: 'Roland Garros',
      round,
    });
    const edition = [
      row(3, 'F', 'Nadal', 'Djokovic', '6-4 6-3 2-6 7-5', 2),
      row(1, 'SF', 'Nadal', 'Ferrer', '6-2 6-2 6-1', 2),
      row(2, 'SF', 'Djokovic', 'Federer', '6-4 7-5 6-3'),
      row(4, 'QF', 'Djokovic', 'Tsonga', '6-1 5-7 5-7 7-6(6) 6-1'),
      row(5, 'QF', 'Federer', 'Del Potro', '3-6 6-7(4) 6-2 6-0 6-3'),
      row(6, 'QF', 'Nadal', 'Almagro', '7-6(4) 7-6(1) 6-3', 2),
      row(7, 'QF', 'Ferrer', 'Murray', '6-4 6-7(3) 6-3 6-2 RET'),
    ];
    const archive = vi.fn(async (input: RequestInfo | URL) => {
      const q = new URL(String(input), 'http://localhost').searchParams;
      if (q.get('round') === 'F')
        return json(200, { data: [row(9, 'F', 'Other', 'X', '6-1 6-1'), edition[0]], meta: { count: 2 } });
      return json(200, { data: edition, meta: { count: edition.length, has_more: false } });
    });
    const byPath = routedFetch({ '/api/tournaments/520': () => json(200, makeTournament()) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/history/archive/matches') return archive(input);
        if (path === '/api/matches') return list([])();
        return byPath(input);
      }),
    );
    renderAt('/tournaments/520?tab=draw&edition=2012', '/tournaments/:id', <TournamentPage />);
    expect(await screen.findByTestId('champion')).toHaveTextContent('Champion: Nadal (2)');
    const finals = new URL(String(archive.mock.calls[0][0]), 'http://localhost').searchParams;
    expect([finals.get('round'), finals.get('level'), finals.get('from'), finals.get('to')]).toEqual([
      'F',
      'G',
      '2012-01-01',
      '2012-12-31',
    ]);
    const edition2 = new URL(String(archive.mock.calls[1][0]), 'http://localhost').searchParams;
    expect([edition2.get('from'), edition2.get('to')]).toEqual(['2012-05-27', '2012-05-27']);
    // The quarter-finals first, in bracket order: each pair feeds the semi-final beside it.
    const qf = screen.getByRole('region', { name: 'Quarter-finals' });
    const links = qf.querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/archive/matches/6',
      '/archive/matches/7',
      '/archive/matches/4',
      '/archive/matches/5',
    ]);
    expect(links[1]).toHaveAccessibleName('Ferrer beat Murray, 6–4, 6–7(3), 6–3, 6–2, retired');
    expect(links[1]).toHaveTextContent('Ret.');
    // The tiebreak loser's points are raised beside the 6.
    expect(links[1].querySelector('sup')).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('tab', { name: 'Final' }));
    expect(screen.getByTestId('location')).toHaveTextContent('round=F');
  });
});
