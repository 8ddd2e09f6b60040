import { describe, expect, it } from 'vitest';
import { gamesText, pointsText, setsText, sideName } from './score-text';

// A tape row's score is written in the notation of a finished score (contract/final-score.ts), so
// the last row of a tape reads as its result does. Rows from Lisicki v Serena Williams, Wimbledon 2013.
describe('score text of a tape row', () => {
  it('joins sets, games and points with the en dash, as a finished score', () => {
    const row = {
      sets: [1, 1] as [number, number],
      games: [
        [2, 6, 4],
        [6, 1, 4],
      ],
      points: ['30', '40'] as [string, string],
    };
    expect(setsText(row)).toBe('1–1');
    expect(gamesText(row)).toBe('2–6 6–1 4–4');
    expect(pointsText(row)).toBe('30–40');
  });

  it('reads the closing row as the result reads', () => {
    const games = [
      [6, 7],
      [4, 6],
    ];
    expect(gamesText({ games })).toBe('6–4 7–6');
    expect(pointsText({ points: null })).toBe('—');
  });

  it('keeps withheld games absent, never 0–0, and an unplayed side absent', () => {
    expect(gamesText({ games: null })).toBe('—');
    expect(gamesText({ games: [[], []] })).toBe('—');
    expect(gamesText({ games: [[6, 2], [4]] })).toBe('6–4 2–—');
  });

  it('names a side; anything but 1 or 2 is unknown', () => {
    expect(sideName(2, ['Sabine Lisicki', 'Serena Williams'])).toBe('Serena Williams');
    expect(sideName(3, ['Sabine Lisicki', 'Serena Williams'])).toBe('unknown');
    expect(sideName(null, ['Sabine Lisicki', 'Serena Williams'])).toBe('—');
  });
});
