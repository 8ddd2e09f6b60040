import { describe, expect, it } from 'vitest';
import type { WireScoreLike } from '../../../../contract/markov/wire-state';
import { scoreEvents, scoreText } from './score-events';

const s = (games: [number[], number[]], server: 1 | 2, sets: [number, number] = [0, 0]): WireScoreLike => ({
  sets,
  games,
  points: ['0', '0'],
  server,
  is_tiebreak: false,
});

describe('scoreEvents', () => {
  it('marks a game won by the receiver as a break, a hold as nothing, a set as a set', () => {
    const states = [
      s([[2], [2]], 1),
      s([[2], [3]], 2), // p2 broke p1
      s([[2], [4]], 1), // p2 held
      s([[5], [5]], 1),
      s([[6], [5]], 2), // p1 held
      s([[7], [5]], 1, [1, 0]), // p1 broke p2 to win the set: a set, on a break
    ].map((score, i) => ({ score, at: i * 1000 }));
    expect(scoreEvents(states)).toEqual([
      { index: 1, at: 1000, kind: 'break', side: 2, broke: true },
      { index: 5, at: 5000, kind: 'set', side: 1, broke: true },
    ]);
  });
});

describe('scoreText', () => {
  it('reads sets then the points, leaving out love-all', () => {
    expect(
      scoreText({
        ...s(
          [
            [6, 3],
            [4, 2],
          ],
          1,
        ),
        points: ['30', '15'],
      }),
    ).toBe('6–4 3–2 · 30–15');
    expect(
      scoreText(
        s(
          [
            [6, 3],
            [4, 2],
          ],
          1,
        ),
      ),
    ).toBe('6–4 3–2');
  });
});
