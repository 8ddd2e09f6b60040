import { describe, expect, it } from 'vitest';
import type { LivePoint } from '../../../../contract/points';
import { samplePoint } from '../../../../contract/test-samples';
import { gamesAfter, playedPoints } from './played-points';

const row = (o: Partial<LivePoint>): LivePoint => ({ ...(samplePoint() as LivePoint), ...o });

// Rows as the service sends them: the state after each point, `server` of the next point. One set,
// no set won yet: the game number, points recorded in it, score, games won, next server, point winner.
const inSet1 = (
  seq: number,
  game: number,
  number: number,
  [p1, p2]: [string, string],
  [g1, g2]: [number, number],
  server: 1 | 2,
  winner: 1 | 2,
) => row({ seq, set: 1, game, number, score: { p1, p2 }, games: [[g1], [g2]], sets: [0, 0], server, winner });

const HOLD_TO_LOVE_15 = [
  inSet1(1, 1, 1, ['15', '0'], [0, 0], 1, 1),
  inSet1(2, 1, 2, ['30', '0'], [0, 0], 1, 1),
  inSet1(3, 1, 3, ['40', '0'], [0, 0], 1, 1),
  inSet1(4, 1, 4, ['40', '15'], [0, 0], 1, 2),
  // The game's winning point: the state after it is game 2's opening state, served by player 2.
  inSet1(5, 2, 0, ['0', '0'], [1, 0], 2, 1),
  inSet1(6, 2, 1, ['0', '15'], [1, 0], 2, 2),
];

describe('playedPoints', () => {
  it('puts a game’s winning point in that game, served by that game’s server, as its last point', () => {
    const played = playedPoints(HOLD_TO_LOVE_15);
    expect(played.map((p) => [p.set, p.game, p.ordinal, p.server, p.ended])).toEqual([
      [1, 1, 1, 1, null],
      [1, 1, 2, 1, null],
      [1, 1, 3, 1, null],
      [1, 1, 4, 1, null],
      [1, 1, 5, 1, 'game'],
      [1, 2, 1, 2, null],
    ]);
    expect(gamesAfter(played[4])).toBe('1–0');
  });

  it('marks a set’s winning point and reads the set’s final games', () => {
    const before = row({
      seq: 40,
      set: 1,
      game: 10,
      number: 3,
      score: { p1: '40', p2: '0' },
      games: [[5], [4]],
      sets: [0, 0],
      server: 1,
    });
    const after = row({
      seq: 41,
      set: 2,
      game: 1,
      number: 0,
      score: { p1: '0', p2: '0' },
      games: [
        [6, 0],
        [4, 0],
      ],
      sets: [1, 0],
      server: 2,
      winner: 1,
    });
    const [, won] = playedPoints([before, after]);
    expect([won.set, won.game, won.ordinal, won.server, won.ended]).toEqual([1, 10, 4, 1, 'set']);
    expect(gamesAfter(won)).toBe('6–4');
  });

  it('does not guess a tiebreak point’s server without the state it was played from', () => {
    const [tb] = playedPoints([
      row({
        seq: 90,
        set: 1,
        game: 13,
        number: 3,
        score: { p1: '2', p2: '1' },
        games: [[6], [6]],
        server: 2,
      }),
    ]);
    expect(tb.server).toBeNull();
    const [regular] = playedPoints([
      row({
        seq: 90,
        set: 1,
        game: 3,
        number: 3,
        score: { p1: '30', p2: '15' },
        games: [[1], [1]],
        server: 2,
      }),
    ]);
    expect(regular.server).toBe(2);
  });

  it('reads an opening state after a gap from its own game, never from a row that is not seq - 1', () => {
    const rows = [
      row({ seq: 10, set: 1, game: 3, number: 2, server: 1 }),
      row({ seq: 12, set: 1, game: 4, number: 0, score: { p1: '0', p2: '0' }, server: 2, winner: 1 }),
      row({ seq: 30, set: 2, game: 1, number: 0, score: { p1: '0', p2: '0' }, server: 1, winner: 2 }),
    ];
    const [, afterGap, newSet] = playedPoints(rows);
    expect([afterGap.set, afterGap.game, afterGap.ordinal, afterGap.server, afterGap.ended]).toEqual([
      1,
      3,
      null,
      null,
      'game',
    ]);
    expect([newSet.set, newSet.game, newSet.server, newSet.ended]).toEqual([1, null, null, 'set']);
    expect(gamesAfter({ ...newSet, set: null })).toBeNull();
  });

  it('keeps a stream’s opening love-love state where it is, and reads the first point from it', () => {
    const opener = row({
      seq: 1,
      set: 1,
      game: 1,
      number: 0,
      score: { p1: '0', p2: '0' },
      server: 2,
      winner: null,
    });
    const first = row({
      seq: 2,
      set: 1,
      game: 1,
      number: 1,
      score: { p1: '0', p2: '15' },
      server: 2,
      winner: 2,
    });
    const [open, point] = playedPoints([opener, first]);
    expect([open.set, open.game, open.ordinal, open.ended]).toEqual([1, 1, 0, null]);
    expect([point.set, point.game, point.ordinal, point.server]).toEqual([1, 1, 1, 2]);
  });

  it('keeps a row without a number where its state is, with the server of the row before', () => {
    const rows = [
      row({ seq: 1, set: 1, game: 1, number: 1, server: 2 }),
      row({ seq: 2, set: 1, game: 1, number: null, server: 1 }),
    ];
    const [, unnumbered] = playedPoints(rows);
    expect([unnumbered.set, unnumbered.game, unnumbered.ordinal, unnumbered.server]).toEqual([1, 1, null, 2]);
  });
});
