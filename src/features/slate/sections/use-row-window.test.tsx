// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveStoreProvider } from '../../../live/store/live-hooks';
import { createLiveStore } from '../../../live/store/live-store';
import { MatchRow } from '../rows/match-row';
import { makeRowMatch } from '../test-matches';
import { isDrawn, ROW_RUN, slotOf } from './use-row-window';

// The observer itself is the browser's (the slate journeys and bench:ui run it); these pin the rules
// it feeds, and what an undrawn row still offers.

describe('the row window', () => {
  it('watches only the ends of each run of rows', () => {
    const count = 2 * ROW_RUN + 1;
    const slots = Array.from({ length: count }, (_, i) => slotOf(i, count)).filter((s) => s !== null);
    expect(slots).toEqual(['0:first', '0:last', '1:first', '1:last', '2:first']);
  });

  it('draws a run when either end is near, and the first rows before any report', () => {
    const none = new Map<string, boolean>();
    expect(isDrawn(none, ROW_RUN - 1, ROW_RUN)).toBe(true);
    expect(isDrawn(none, ROW_RUN, ROW_RUN)).toBe(false);
    const reported = new Map([
      ['0:first', false],
      ['0:last', false],
      ['1:first', false],
      ['1:last', true],
    ]);
    expect(isDrawn(reported, 0, 100)).toBe(false);
    expect(isDrawn(reported, ROW_RUN, 0)).toBe(true);
    expect(isDrawn(reported, 2 * ROW_RUN - 1, 0)).toBe(true);
  });
});

describe('a row far from the screen', () => {
  afterEach(cleanup);
  it('is its link alone: a keyboard reaches it and a search finds its players, no score is drawn', () => {
    const match = makeRowMatch({
      id: 5,
      players: {
        p1: { id: 1, name: 'Iga Swiatek', country: 'pol', ranking: 1 },
        p2: { id: 2, name: 'Coco Gauff', country: 'usa', ranking: 3 },
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LiveStoreProvider store={createLiveStore()}>
            <ul>
              <MatchRow match={match} drawn={false} />
              <MatchRow match={{ ...match, id: 6 }} />
            </ul>
          </LiveStoreProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [far, near] = screen.getAllByTestId('live-match');
    expect(far.querySelector('a')?.getAttribute('href')).toBe('/matches/5');
    expect(far.textContent).toBe('Match centre: Iga Swiatek v Coco Gauff');
    expect(far.querySelector('[data-testid="score-sets"]')).toBeNull();
    expect(near.querySelectorAll('[data-testid="score-sets"]')).toHaveLength(2);
  });
});
