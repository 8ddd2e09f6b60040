// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRowMatch } from '../test-matches';
import { GlanceRow, type GlanceStatus } from './glance-row';
import type { RowMatch } from './row-match';

afterEach(cleanup);

function show(match: RowMatch, status: GlanceStatus) {
  render(
    <MemoryRouter>
      <ul>
        <GlanceRow match={match} status={status} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId(`${status}-match`);
}

const finished = (over: Partial<RowMatch> = {}) =>
  makeRowMatch({
    id: 77,
    status: 'completed',
    winner: 2,
    outcome: 'completed',
    score: {
      sets: [1, 2],
      games: [
        [6, 6, 3],
        [7, 4, 6],
      ],
      points: [null, null],
      server: null,
      is_tiebreak: false,
      stale: false,
      age_seconds: 900,
    },
    ...over,
  });

describe('GlanceRow', () => {
  it('a finished row opens its match, shows every set and marks the winner', () => {
    const row = show(finished({ tiebreaks: [{ p1: 5, p2: 7 }, null, null] }), 'completed');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/matches/77');
    const sets = within(row).getAllByTestId('score-sets');
    expect(sets.map((s) => s.textContent)).toEqual(['1', '2']);
    // The loser's tiebreak points are raised beside the 6 of the first set.
    expect(row.querySelector('sup')?.textContent).toBe('5');
    expect(within(row).getAllByTestId('winner-mark')).toHaveLength(1);
    const names = within(row).getAllByTestId('player-name');
    expect(names[1]).toHaveClass('font-semibold');
    expect(names[0]).not.toHaveClass('font-semibold');
    expect(within(row).getByRole('link')).toHaveTextContent(/won by Jannik Sinner, 6–7, 6–4, 3–6$/);
  });

  it('reads retirements and walkovers as Ret. and W.O.', () => {
    const ret = show(finished({ outcome: 'retired', event_status: 'Retired' }), 'completed');
    expect(ret).toHaveTextContent('Ret.');
    cleanup();
    const wo = show(finished({ outcome: 'walkover', event_status: 'Walk Over', score: null }), 'completed');
    expect(wo).toHaveTextContent('W.O.');
  });

  it('an upcoming row opens its match and shows the local start time, a doubles team by surnames', () => {
    const row = show(
      makeRowMatch({
        id: 5,
        status: 'upcoming',
        score: null,
        scheduled_time: '2026-11-25T18:30:00Z',
        players: {
          p1: { id: 1, name: 'Leylah Fernandez / Taylor Townsend', country: null, ranking: null },
          p2: { id: 2, name: 'Caroline Garcia / Luisa Stefani', country: null, ranking: null },
        },
      }),
      'upcoming',
    );
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/matches/5');
    const time = row.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-25T18:30:00Z');
    expect(time?.textContent).toMatch(/\d{1,2}:\d{2}/);
    const names = within(row).getAllByTestId('player-name');
    expect(names[0]).toHaveTextContent('Fernandez / Townsend');
    expect(names[0]).toHaveAttribute('title', 'Leylah Fernandez / Taylor Townsend');
    expect(within(row).queryAllByTestId('score-sets')).toHaveLength(0);
  });
});
