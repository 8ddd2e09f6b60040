// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawMatchCard } from './draw-match-card';
import type { DrawMatch } from './draw-model';

afterEach(cleanup);

// The 2014 Australian Open second round as the replay draws it: a long name beside five sets.
const match: DrawMatch = {
  key: 'r64-5',
  round: 'R64',
  sides: [
    { name: 'Fernando Verdasco', seed: 24, entry: null, country: 'ESP' },
    { name: 'Teymuraz Gabashvili', seed: null, entry: null, country: 'RUS' },
  ],
  winner: 1,
  sets: [
    { games: [6, 7], tiebreak: null },
    { games: [6, 3], tiebreak: null },
    { games: [6, 2], tiebreak: null },
    { games: [4, 6], tiebreak: null },
    { games: [4, 6], tiebreak: null },
  ],
  status: 'completed',
  href: null,
  scheduled: null,
} as DrawMatch;

describe('DrawMatchCard', () => {
  it('wraps a long name rather than cutting it', () => {
    render(
      <MemoryRouter>
        <DrawMatchCard match={match} />
      </MemoryRouter>,
    );
    const names = screen.getAllByTestId('draw-side-name');
    expect(names[1]).toHaveTextContent('Teymuraz GabashviliRUS');
    for (const n of names) expect(n).not.toHaveClass('truncate');
  });
});
