import { describe, expect, it } from 'vitest';
import { alertEvents, appearedLive, isMatchPoint, isTight, type MatchMoment } from './alert-events';

/** Games per set as the wire holds them: player-major (`[p1 per set, p2 per set]`). */
const pm = (...sets: number[][]) => [sets.map((s) => s[0]), sets.map((s) => s[1])];

type ScoreIn = Partial<NonNullable<MatchMoment['score']>>;

function at(status: string, score: ScoreIn | null = {}, format: string | null = 'BO3'): MatchMoment {
  return {
    id: 7,
    status,
    tournament: 'Paris',
    format,
    players: { p1: { id: 1, name: 'Anna A' }, p2: { id: 2, name: 'Bea B' } },
    winner: null,
    score:
      score === null
        ? null
        : {
            sets: [0, 0],
            games: pm([0, 0]),
            points: ['0', '0'],
            server: 1,
            is_tiebreak: false,
            sequence: 10,
            ...score,
          },
  };
}

const kinds = (before: MatchMoment | null, after: MatchMoment) =>
  alertEvents(before, after).map((e) => e.key);

describe('alertEvents', () => {
  it('says a match came on court when it moves from upcoming to live', () => {
    expect(kinds(at('upcoming', null), at('live'))).toEqual(['7:on_court']);
  });

  it('treats the first reading of a live match as a baseline, not news', () => {
    expect(
      kinds(
        null,
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [5, 5]),
        }),
      ),
    ).toEqual([]);
    expect(appearedLive(at('live')).key).toBe('7:on_court');
  });

  it('names each set that ended, one alert per set even when a slow read missed one', () => {
    const before = at('live', { sets: [0, 0], games: pm([5, 4]) });
    expect(
      kinds(
        before,
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [0, 0]),
        }),
      ),
    ).toEqual(['7:set:1']);
    expect(
      kinds(
        before,
        at('live', {
          sets: [1, 1],
          games: pm([6, 4], [3, 6], [0, 0]),
        }),
      ),
    ).toEqual(['7:set:1', '7:set:2']);
  });

  it('says nothing when the score goes back (a rollback)', () => {
    const after = at('live', {
      sets: [1, 0],
      games: pm([6, 4], [0, 0]),
    });
    expect(kinds(after, at('live', { sets: [0, 0], games: pm([5, 4]) }))).toEqual([]);
  });

  it('gives the result once the match is completed, not a set alert for the last set', () => {
    const before = at('live', {
      sets: [1, 0],
      games: pm([6, 4], [5, 3]),
    });
    expect(
      kinds(
        before,
        at('completed', {
          sets: [2, 0],
          games: pm([6, 4], [6, 3]),
        }),
      ),
    ).toEqual(['7:result']);
    expect(kinds(null, at('completed'))).toEqual([]);
  });

  it('opens one break point alert per game, not one per point', () => {
    const deuce = at('live', { games: pm([2, 2]), points: ['40', '40'], server: 1 });
    const bp = at('live', { games: pm([2, 2]), points: ['40', 'AD'], server: 1 });
    expect(kinds(deuce, bp)).toEqual(['7:break_point:1:2-2']);
    const bpAgain = at('live', { games: pm([2, 2]), points: ['15', '40'], server: 1 });
    expect(kinds(bp, bpAgain)).toEqual([]);
    expect(
      kinds(
        at('live', { games: pm([2, 2]), points: ['0', '40'] }),
        at('live', { games: pm([2, 2]), points: ['40', '40'] }),
      ),
    ).toEqual([]);
    // A break point for the server's opponent in a tiebreak is not a break point.
    expect(kinds(deuce, at('live', { games: pm([6, 6]), points: ['1', '5'], is_tiebreak: true }))).toEqual(
      [],
    );
  });

  it('says the match got tight when the next point starts to swing it, once a set', () => {
    const calm = at('live', { danger: 0.04 });
    const tight = at('live', { danger: 0.2 });
    expect(kinds(calm, tight)).toEqual(['7:tight:1']);
    expect(kinds(tight, at('live', { danger: 0.25 }))).toEqual([]);
  });
});

describe('isTight without a model', () => {
  it('reads a deciding set at 5-5 or in its tiebreak from the score alone', () => {
    expect(
      isTight(
        at('live', {
          sets: [1, 1],
          games: pm([6, 4], [4, 6], [5, 5]),
        }),
      ),
    ).toBe(true);
    expect(
      isTight(
        at('live', {
          sets: [1, 1],
          games: pm([6, 4], [4, 6], [5, 4]),
        }),
      ),
    ).toBe(false);
    expect(
      isTight(
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [5, 5]),
        }),
      ),
    ).toBe(false);
    expect(
      isTight(
        at(
          'live',
          {
            sets: [1, 1],
            games: pm([6, 4], [4, 6], [5, 5]),
          },
          null,
        ),
      ),
    ).toBe(false);
  });

  it('reads the win probability in a deciding set when the key has it', () => {
    expect(
      isTight(
        at('live', {
          sets: [1, 1],
          games: pm([6, 4], [4, 6], [1, 1]),
          win_probability_p1: 0.55,
        }),
      ),
    ).toBe(true);
    expect(
      isTight(
        at('live', {
          sets: [1, 1],
          games: pm([6, 4], [4, 6], [4, 1]),
          win_probability_p1: 0.9,
        }),
      ),
    ).toBe(false);
  });
});

describe('isMatchPoint', () => {
  it('is one point from the match: a set from victory and a game or tiebreak point for the set', () => {
    expect(
      isMatchPoint(
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [5, 3]),
          points: ['40', '15'],
        }),
      ),
    ).toBe(true);
    expect(
      isMatchPoint(
        at('live', {
          sets: [1, 1],
          games: pm([6, 4], [3, 6], [5, 5]),
          points: ['30', 'AD'],
        }),
      ),
    ).toBe(true);
    expect(
      isMatchPoint(
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [6, 6]),
          points: ['6', '4'],
          is_tiebreak: true,
        }),
      ),
    ).toBe(true);
  });

  it('is not a point for the set before the last, nor deuce, nor an unknown format', () => {
    expect(isMatchPoint(at('live', { sets: [0, 0], games: pm([5, 3]), points: ['40', '15'] }))).toBe(false);
    expect(
      isMatchPoint(
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [5, 3]),
          points: ['40', '40'],
        }),
      ),
    ).toBe(false);
    expect(
      isMatchPoint(
        at('live', {
          sets: [1, 0],
          games: pm([6, 4], [4, 3]),
          points: ['40', '15'],
        }),
      ),
    ).toBe(false);
    expect(
      isMatchPoint(
        at(
          'live',
          {
            sets: [1, 0],
            games: pm([6, 4], [5, 3]),
            points: ['40', '15'],
          },
          null,
        ),
      ),
    ).toBe(false);
  });
});
