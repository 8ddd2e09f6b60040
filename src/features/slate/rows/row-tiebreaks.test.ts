import { describe, expect, it } from 'vitest';
import type { RowScore } from './row-match';
import { tiebreakUnknown, wentToTiebreak } from './row-tiebreaks';

const score = (sets: [number, number], games: [number[], number[]] | null) =>
  ({
    sets,
    games,
    points: ['0', '0'],
    server: 1,
    is_tiebreak: false,
    stale: false,
    age_seconds: 8,
  }) as RowScore;

describe('tiebreakUnknown', () => {
  it('is true for a finished 7–6 set whose tiebreak points are not known, either way round', () => {
    expect(
      tiebreakUnknown(
        score(
          [1, 0],
          [
            [7, 2],
            [6, 1],
          ],
        ),
        null,
      ),
    ).toBe(true);
    expect(
      tiebreakUnknown(
        score(
          [1, 1],
          [
            [6, 6, 0],
            [3, 7, 0],
          ],
        ),
        [null, null],
      ),
    ).toBe(true);
  });

  it('is false once the points are known, for other sets, for a tiebreak in play and for no games', () => {
    expect(
      tiebreakUnknown(
        score(
          [1, 0],
          [
            [7, 2],
            [6, 1],
          ],
        ),
        [{ p1: 7, p2: 4 }],
      ),
    ).toBe(false);
    expect(
      tiebreakUnknown(
        score(
          [1, 0],
          [
            [6, 2],
            [4, 1],
          ],
        ),
        null,
      ),
    ).toBe(false);
    // 6–6 in the set in play: a tiebreak being played, whose count the points cells show.
    expect(
      tiebreakUnknown(
        score(
          [1, 0],
          [
            [6, 6],
            [3, 6],
          ],
        ),
        null,
      ),
    ).toBe(false);
    expect(tiebreakUnknown(score([0, 0], null), null)).toBe(false);
  });
});

describe('wentToTiebreak', () => {
  it('names the finished 7–6 sets, not a 6–6 set in play nor a 7–5 set', () => {
    const s = score(
      [1, 1],
      [
        [7, 5, 6],
        [6, 7, 6],
      ],
    );
    expect([0, 1, 2, 3].map((set) => wentToTiebreak(s, set))).toEqual([true, false, false, false]);
    expect(wentToTiebreak(null, 0)).toBe(false);
  });
});
