import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../data/results';
import { dayOf, isoOf } from '../day-number';
import { entryAt } from './elo-engine';
import { buildEloTape, isPlayed } from './elo-tape';

// Invented rows (an ordering check, not tennis data): one event listed final-first, as old files do.
function row(round: string, winner: number, loser: number, score = '6-4 6-4'): ResultRow {
  const side = (id: number) => ({ id, name: `P${id}` }) as ResultRow['winner'];
  return {
    tourneyId: '2001-001',
    date: '2001-05-16', // a Wednesday: the week begins Monday 2001-05-14
    surface: 'clay',
    round,
    matchNum: null,
    score,
    winner: side(winner),
    loser: side(loser),
  } as ResultRow;
}

describe('the Elo tape of a tour', () => {
  it('walks rounds in draw order, skips walkovers and lags by 14 days from the Monday', () => {
    const tape = buildEloTape('atp', [
      row('F', 1, 2),
      row('SF', 2, 3),
      row('SF', 1, 4),
      row('QF', 3, 4, 'W/O'),
    ]);
    expect(isoOf(tape.oldest)).toBe('2001-05-28');
    const t1 = tape.ladders.overall.get(1);
    const t2 = tape.ladders.overall.get(2);
    expect(t1 && t2).toBeTruthy();
    // Semi-finals first: 1 and 2 both arrive at the final with one win, so the final is an
    // even match between two one-match players and must split K(1) symmetrically.
    const k1 = 250 / 6 ** 0.4;
    const semi = 1500 + (250 / 5 ** 0.4) * 0.5;
    const final = semi + k1 * 0.5;
    expect(t1?.rating[entryAt(t1, dayOf('2001-05-28'))]).toBeCloseTo(final, 9);
    expect(t2?.rating[entryAt(t2, dayOf('2001-05-28'))]).toBeCloseTo(semi - k1 * 0.5, 9);
    expect(t1 && entryAt(t1, dayOf('2001-05-27'))).toBe(-1);
    // The walkover QF counted for nobody: player 4 played only its semi-final.
    expect(tape.ladders.overall.get(4)?.matches).toEqual([1]);
  });

  it('reads played scores, not walkovers or blanks', () => {
    expect(isPlayed('6-4 3-6 7-6(5)')).toBe(true);
    expect(isPlayed('6-3 2-1 RET')).toBe(true);
    expect(isPlayed('W/O')).toBe(false);
    expect(isPlayed('')).toBe(false);
  });
});
