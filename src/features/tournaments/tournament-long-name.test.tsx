// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, routedFetch } from '../../test/test-render';
import { makeTournament, makeWireMatch } from './test-data';
import { TournamentPage } from './tournament-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 300 characters without a break: jsdom draws nothing, so the test holds what lets a phone wrap it
// (an overflow-wrap that breaks anywhere); the 360 px screenshots check the drawing.
const LONG = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(9).slice(0, 300);

describe('TournamentPage with a 300-character name', () => {
  it('lets the heading and the champion’s name break anywhere instead of pushing the page sideways', async () => {
    const final = {
      ...makeWireMatch({ id: 9, tournament_id: '520', tournament: LONG }),
      status: 'completed',
      round: 'Final',
      round_code: 'F',
      winner: 1,
    };
    final.players.p1.name = LONG;
    const byPath = routedFetch({ '/api/tournaments/520': () => json(200, makeTournament({ name: LONG })) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/api/matches'
          ? json(200, { data: [final], meta: { count: 1, has_more: false } })
          : byPath(input),
      ),
    );
    renderAt('/tournaments/520?tab=draw', '/tournaments/:id', <TournamentPage />);
    expect(await screen.findByRole('heading', { level: 1, name: LONG })).toHaveClass(
      '[overflow-wrap:anywhere]',
    );
    expect(await screen.findByTestId('champion')).toHaveClass('[overflow-wrap:anywhere]');
  });
});
