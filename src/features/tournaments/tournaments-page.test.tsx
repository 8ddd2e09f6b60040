// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../test/test-render';
import { makeTournament, makeWireMatch } from './test-data';
import { TournamentsPage } from './tournaments-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TournamentsPage', () => {
  it('sends the filters held in the URL and lists the catalogue', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          makeTournament(),
          makeTournament({ id: '9', name: null, tier: null, surface: null, tour: 'team_cup' }),
        ],
        meta: { count: 2, has_more: false },
      }),
    );
    renderAt(
      '/tournaments?q=ro&tour=atp&draw=singles&tier=grand_slam&bogus=1',
      '/tournaments',
      <TournamentsPage />,
    );
    const rows = await screen.findAllByTestId('tournament');
    const url = String(fetchMock.mock.calls[0][0]);
    expect(url).toContain('search=ro');
    expect(url).toContain('tour=atp');
    expect(url).toContain('draw=singles');
    expect(url).toContain('tier=grand_slam');
    expect(within(rows[0]).getByRole('link', { name: 'Roland Garros' })).toHaveAttribute(
      'href',
      '/tournaments/520',
    );
    expect(within(rows[0]).getByText('Grand Slam')).toBeInTheDocument();
    // A null name is said to be unknown; a tour value this build does not know reads "unknown", as sent on hover.
    expect(within(rows[1]).getByRole('link', { name: /Tournament 9 \(name unknown\)/ })).toBeInTheDocument();
    expect(within(rows[1]).getByText('unknown')).toHaveAttribute(
      'title',
      'Not known to Courtside: “team_cup”',
    );
    expect(within(rows[1]).queryByText(/team/i)).toBeNull();
  });

  it('writes a filter change to the URL and drops an invalid value instead of sending it', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [makeTournament()], meta: { count: 1 } }));
    renderAt('/tournaments?tour=nope', '/tournaments', <TournamentsPage />);
    await screen.findAllByTestId('tournament');
    expect(String(fetchMock.mock.calls[0][0])).not.toContain('tour=');
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'atp_500' } });
    expect(screen.getByTestId('location')).toHaveTextContent('tier=atp_500');
  });

  it('says when no tournament matches', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [], meta: { count: 0 } }));
    renderAt('/tournaments', '/tournaments', <TournamentsPage />);
    expect(await screen.findByText('No tournament matches these filters.')).toBeInTheDocument();
  });

  it('shows a 400 as an error with a retry button', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/tournaments')
        ? json(400, { error: 'bad_tier', detail: 'bad' })
        : json(200, { data: [], meta: { count: 0 } }),
    );
    renderAt('/tournaments', '/tournaments', <TournamentsPage />);
    const error = await screen.findByTestId('view-error');
    expect(error).toHaveTextContent('The data service refused the request.');
    expect(error).not.toHaveTextContent('bad_tier');
    expect(within(error).getByTitle('bad_tier')).toBeInTheDocument();
  });

  it('starts with the tournaments playing now, from the live list, before the A–Z catalogue', async () => {
    const live = (id: number, tournament_id: string, tournament: string) => ({
      ...makeWireMatch({ id, tournament_id, tournament }),
      live_at: '2026-11-26T09:00:00Z',
    });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/matches')
        ? json(200, { data: [live(1, '560', 'Wimbledon'), live(2, '560', 'Wimbledon')], meta: { count: 2 } })
        : json(200, { data: [makeTournament()], meta: { count: 1, has_more: false } }),
    );
    renderAt('/tournaments', '/tournaments', <TournamentsPage />);
    const playing = await screen.findByTestId('live-tournament');
    expect(within(playing).getByRole('link', { name: /^Wimbledon/ })).toHaveAttribute(
      'href',
      '/tournaments/560',
    );
    expect(playing).toHaveTextContent('2 matches in play');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Playing now', 'All tournaments, A–Z']);
  });

  it('then lists what starts next by date, with the date shown, before the A–Z catalogue', async () => {
    const live = {
      ...makeWireMatch({ id: 1, tournament_id: '560', tournament: 'Wimbledon' }),
      live_at: '2026-11-26T09:00:00Z',
    };
    const next = (id: number, tournament_id: string, tournament: string, at: string) => ({
      ...makeWireMatch({ id, tournament_id, tournament }),
      status: 'upcoming',
      scheduled_time: at,
    });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('status=upcoming'))
        return json(200, {
          data: [
            next(5, '700', 'Auckland', '2026-12-03T10:00:00Z'),
            next(6, '701', 'Brisbane', '2026-12-01T10:00:00Z'),
            next(7, '560', 'Wimbledon', '2026-11-30T10:00:00Z'),
          ],
          meta: { count: 3 },
        });
      if (url.includes('/matches')) return json(200, { data: [live], meta: { count: 1 } });
      return json(200, { data: [makeTournament()], meta: { count: 1, has_more: false } });
    });
    renderAt('/tournaments', '/tournaments', <TournamentsPage />);
    const rows = await screen.findAllByTestId('next-tournament');
    // Soonest first; Wimbledon is already listed as playing now.
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Brisbane ATP',
      'Auckland ATP',
    ]);
    const when = rows[0].querySelector('time');
    expect(when).toHaveAttribute('dateTime', '2026-12-01T10:00:00Z');
    // The date is shown, not a time alone.
    expect(when).toHaveTextContent(/Dec/);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Playing now', 'Starting next', 'All tournaments, A–Z']);
  });
});
