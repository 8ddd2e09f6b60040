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
});
