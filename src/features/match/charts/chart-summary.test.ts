import { describe, expect, it } from 'vitest';
import { probabilitySummary } from './chart-summary';

describe('probabilitySummary', () => {
  it('names the start, end, low, high and the breaks per player', () => {
    const data = [
      { p1: 0.55, setGame: 'S1 G1' },
      { p1: null, setGame: 'S1 G2' },
      { p1: 0.41, setGame: 'S1 G5' },
      { p1: 0.81, setGame: 'S2 G3' },
      { p1: 0.76, setGame: 'S2 G4' },
    ];
    const events = [
      { index: 2, at: null, kind: 'break' as const, side: 2 as const, broke: true },
      { index: 3, at: null, kind: 'break' as const, side: 1 as const, broke: true },
      { index: 4, at: null, kind: 'set' as const, side: 1 as const, broke: true },
      { index: 4, at: null, kind: 'set' as const, side: 2 as const, broke: false },
    ];
    expect(probabilitySummary(data, events, ['Sinner', 'Alcaraz'])).toBe(
      'Sinner’s win probability went from 55% to 76% over 4 score changes, lowest 41% (set 1, game 5), highest 81% (set 2, game 3). Breaks: Sinner 2, Alcaraz 1.',
    );
  });
});
