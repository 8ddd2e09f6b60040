// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDayKey } from '../../lib/local-time';
import { json, renderAt } from '../../test/test-render';
import { SchedulePage } from './schedule-page';

const fetchMock = vi.fn<typeof fetch>();

const fixture = (over: Record<string, unknown>) => ({
  id: 1,
  event_date: '2026-11-22',
  start_time: '2026-11-22T10:00:00Z',
  player1_id: 1,
  player2_id: 2,
  player1_name: 'Carlos Alcaraz',
  player2_name: 'Jannik Sinner',
  tour: 'atp',
  tournament: 'Turin',
  round: 'Final',
  round_code: 'F',
  surface: 'hard',
  status: 'upcoming',
  ...over,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SchedulePage', () => {
  const twoDays = () =>
    json(200, {
      data: [
        fixture({ id: 1, start_time: '2026-11-22T10:00:00Z' }),
        fixture({
          id: 2,
          start_time: '2026-11-24T10:00:00Z',
          player1_name: 'Iga Swiatek',
          player2_name: null,
        }),
        fixture({ id: 3, start_time: null, event_date: '2026-11-24' }),
      ],
      meta: { count: 3 },
    });

  it('groups fixtures by day in the viewer zone and shows an unknown player as absent', async () => {
    fetchMock.mockResolvedValue(twoDays());
    renderAt('/schedule', '/schedule', <SchedulePage />);
    expect(await screen.findAllByTestId('fixture')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const second = screen.getAllByTestId('fixture').find((f) => f.textContent?.includes('Iga'));
    expect(within(second as HTMLElement).getByText('not available')).toBeInTheDocument();
    expect(screen.getByText('Time TBA')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/fixtures?');
  });

  it('lists a favourite player’s match first in its day, starred', async () => {
    localStorage.setItem('courtside.favourites', JSON.stringify({ players: [44], matches: [] }));
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          fixture({ id: 1, start_time: '2026-11-22T10:00:00Z' }),
          fixture({ id: 2, start_time: '2026-11-22T12:00:00Z', player2_id: 44, player2_name: 'Ben Shelton' }),
        ],
        meta: { count: 2 },
      }),
    );
    renderAt('/schedule', '/schedule', <SchedulePage />);
    const rows = await screen.findAllByTestId('fixture');
    expect(rows[0]).toHaveTextContent('Ben Shelton');
    expect(rows[0]).toHaveTextContent('(favourite)');
    expect(rows[1]).not.toHaveTextContent('(favourite)');
    localStorage.clear();
  });

  it('filters by the day held in the URL and writes a new choice back to it', async () => {
    fetchMock.mockResolvedValue(twoDays());
    const day = localDayKey('2026-11-24T10:00:00Z') as string;
    renderAt(`/schedule?day=${day}`, '/schedule', <SchedulePage />);
    await screen.findAllByTestId('fixture');
    expect(screen.getAllByTestId('fixture').length).toBeLessThan(3);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '' } });
    expect(screen.getAllByTestId('fixture')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Tour'), { target: { value: 'wta' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule?tour=wta');
  });

  it('says when nothing is scheduled', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], meta: { count: 0 } }));
    renderAt('/schedule', '/schedule', <SchedulePage />);
    expect(await screen.findByText('No matches are scheduled.')).toBeInTheDocument();
  });

  it('says when to retry after a 429', async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: 'rate_limited', scope: 'minute', detail: 'slow down' }, { 'Retry-After': '30' }),
    );
    renderAt('/schedule', '/schedule', <SchedulePage />);
    const alert = await screen.findByTestId('rate-limited');
    expect(alert).toHaveTextContent(/Try again in 30 s/);
  });

  it('shows the error with a retry button', async () => {
    fetchMock.mockResolvedValue(json(500, { error: 'internal', detail: 'boom' }));
    renderAt('/schedule', '/schedule', <SchedulePage />);
    const alert = await screen.findByTestId('view-error');
    expect(alert).toHaveTextContent('The schedule could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
