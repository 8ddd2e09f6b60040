import { describe, expect, it } from 'vitest';
import type { MatchMoment } from './alert-events';
import { alertText } from './alert-text';

// The wire's games are player-major: [[p1's games per set], [p2's games per set]].
const m: MatchMoment = {
  id: 1,
  status: 'completed',
  tournament: 'Wimbledon',
  format: 'BO3',
  players: { p1: { id: 1, name: 'Anna A' }, p2: { id: 2, name: 'Bea B' } },
  score: {
    sets: [1, 2],
    games: [
      [6, 1, 3],
      [7, 6, 6],
    ],
    points: null,
    server: null,
    is_tiebreak: false,
    sequence: 9,
  },
  winner: 2,
};

describe('alertText', () => {
  it('names the set winner and its games from the player-major wire', () => {
    expect(alertText({ key: 'k', kind: 'set', matchId: 1, sequence: 9, set: 1 }, m, true).body).toBe(
      'Bea B takes set 1 7–6',
    );
  });

  it('gives the result with every set from the winner’s side, and hides it in spoiler-free mode', () => {
    const result = { key: 'r', kind: 'result' as const, matchId: 1, sequence: 9 };
    expect(alertText(result, m, true).body).toBe('Bea B beat Anna A 7–6 6–1 6–3.');
    expect(alertText(result, m, false).body).toBe('The match has finished.');
  });
});
