// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../contract/match';
import { sampleRetiredMatch } from '../../contract/test-samples';
import { watchAlongStore } from '../live/watch-along/watch-along-store';
import { MatchSummaryRow } from './match-summary-row';

// A completed match: its sets, winner and ending are exactly what spoiler-free mode must hide.
const match = sampleRetiredMatch() as unknown as Match;

function renderRow() {
  return render(
    <MemoryRouter>
      <ul>
        <MatchSummaryRow match={match} />
      </ul>
    </MemoryRouter>,
  );
}

// The store is the app's singleton and test files share a module graph: start from the defaults.
beforeEach(() => {
  watchAlongStore.getState().spoilerFreeToggled(false);
  watchAlongStore.getState().allRevealed();
});

afterEach(() => {
  cleanup();
  watchAlongStore.getState().spoilerFreeToggled(false);
  watchAlongStore.getState().allRevealed();
  localStorage.clear();
});

describe('MatchSummaryRow in spoiler-free mode', () => {
  it('shows sets and the winner when spoiler-free mode is off, even for a hidden match', () => {
    watchAlongStore.getState().matchHidden(match.id);
    renderRow();
    expect(screen.getByTestId('summary-score')).toBeInTheDocument();
    expect(screen.getByTestId('match-summary')).toHaveTextContent('winner');
    expect(screen.queryByText('Score hidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hide score/i })).not.toBeInTheDocument();
  });

  it('hides score and result of a hidden match until Reveal is pressed', () => {
    watchAlongStore.getState().spoilerFreeToggled(true);
    watchAlongStore.getState().matchHidden(match.id);
    renderRow();
    const row = screen.getByTestId('match-summary');
    expect(row).toHaveTextContent('Score hidden');
    expect(screen.queryByTestId('summary-score')).toBeNull();
    expect(row).not.toHaveTextContent(/winner/);
    expect(row).not.toHaveTextContent(String(match.event_status));
    // The players and the link stay: only the outcome is a spoiler.
    expect(
      screen.getByRole('link', { name: `${match.players.p1.name} vs ${match.players.p2.name}` }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /reveal score of/i }));
    expect(screen.getByTestId('summary-score')).toBeInTheDocument();
    expect(row).toHaveTextContent('winner');
    expect(screen.queryByText('Score hidden')).not.toBeInTheDocument();
    expect(watchAlongStore.getState().hiddenMatchIds).toEqual([]);
  });

  it('in spoiler-free mode a shown match can be hidden from the row', () => {
    watchAlongStore.getState().spoilerFreeToggled(true);
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: /hide score of/i }));
    expect(screen.getByTestId('match-summary')).toHaveTextContent('Score hidden');
    expect(screen.getByRole('button', { name: /reveal score of/i })).toBeInTheDocument();
  });
});

describe('MatchSummaryRow score', () => {
  const draw = (m: Match) =>
    render(
      <MemoryRouter>
        <ul>
          <MatchSummaryRow match={m} />
        </ul>
      </MemoryRouter>,
    );
  const score = {
    ...match.score,
    sets: [2, 1],
    games: [
      [6, 3, 7],
      [4, 6, 6],
    ],
    points: ['30', '15'],
    server: 2,
  } as Match['score'];

  it('shows a result with its set scores and the winner, not a bare count of sets', () => {
    draw({ ...match, status: 'completed', winner: 1, event_status: null, score });
    const lines = screen.getByTestId('summary-score');
    expect(lines).toHaveTextContent(/2\s*637/);
    expect(lines).toHaveTextContent(/1\s*466/);
    expect(screen.getByTestId('match-summary')).not.toHaveTextContent(/Sets \d/);
    expect(lines).not.toHaveTextContent('30');
  });

  it('shows a live match like the slate: games, the game’s points and who serves', () => {
    draw({ ...match, status: 'live', winner: null, event_status: null, score });
    const lines = screen.getByTestId('summary-score');
    expect(lines).toHaveTextContent('30');
    expect(lines).toHaveTextContent('15');
    expect(lines).toHaveTextContent('serving');
    expect(screen.getByTestId('match-summary')).toHaveTextContent(/^.*Live ·/);
  });
});
