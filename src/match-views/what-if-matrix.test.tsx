// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetail } from '../../contract/match';
import type { Score } from '../../contract/score';
import { sampleMatch } from '../../contract/test-samples';
import { oddsFormatStore, resetOddsFormat } from '../lib/odds-format-store';
import { WhatIfMatrix } from './what-if-matrix';

afterEach(() => {
  cleanup();
  resetOddsFormat();
});

const match = () => sampleMatch() as unknown as MatchDetail;
const value = (id: string) => Number(screen.getByTestId(id).dataset.value);

describe('WhatIfMatrix', () => {
  it('infers serve chances that reproduce the published probability when the service gives none', () => {
    const m = match();
    render(<WhatIfMatrix match={m} score={m.score} />);
    const box = screen.getByTestId('what-if');
    // p1 serves at 30-15: "now" is p1's 71%, reproduced by the inferred pair.
    expect(value('what-if-now')).toBeCloseTo(0.71, 6);
    expect(within(box).getByRole('heading')).toHaveTextContent(`What if: ${m.players.p1.name} serving`);
    expect(box).toHaveTextContent('does not say which serve chances');
    for (const row of ['point', 'game', 'next-game', 'set']) {
      expect(value(`what-if-${row}-win`)).toBeGreaterThan(value(`what-if-${row}-lose`));
    }
  });

  it('uses the stated serve chances, from the receiver’s side when p2 serves', () => {
    const m = match();
    const score = {
      ...m.score,
      server: 2,
      win_probability_meta: {
        inputs: { p1_serve_points_won: 0.66, p2_serve_points_won: 0.6, format: { best_of: 3 } },
      },
    } as Score;
    render(<WhatIfMatrix match={m} score={score} />);
    expect(screen.getByTestId('what-if')).toHaveTextContent('as the model uses them');
    // Serving, p2 trails a set and a break: well under half.
    expect(value('what-if-now')).toBeLessThan(0.3);
    expect(value('what-if-point-win')).toBeGreaterThan(value('what-if-now'));
    expect(value('what-if-point-lose')).toBeLessThan(value('what-if-now'));
  });

  it('shows the odds in the user’s format', () => {
    const m = match();
    render(<WhatIfMatrix match={m} score={m.score} />);
    const now = screen.getByTestId('what-if-now');
    expect(now).toHaveTextContent('71.0%');
    act(() => oddsFormatStore.getState().oddsFormatChosen('decimal'));
    expect(now).toHaveTextContent('1.41');
  });

  it('says the match is won or lost where an outcome decides it, instead of a blank price', () => {
    const m = match();
    // p1 serves at 5-3 40-0 a set up in best of 3: winning the game wins the match.
    const score = {
      ...m.score,
      sets: [1, 0],
      games: [
        [6, 5],
        [3, 3],
      ],
      points: ['40', '0'],
    } as Score;
    render(<WhatIfMatrix match={m} score={score} />);
    expect(screen.getByTestId('what-if-game-win')).toHaveTextContent('Match won');
  });

  it('shows nothing for a withheld score (not a guess from love-all)', () => {
    const m = match();
    const { container } = render(<WhatIfMatrix match={m} score={{ ...m.score, points: null } as Score} />);
    expect(container).toBeEmptyDOMElement();
  });
});
