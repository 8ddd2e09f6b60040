import { describe, expect, it } from 'vitest';
import type { LivePoint } from '../../../../contract/points';
import { samplePoint } from '../../../../contract/test-samples';
import { groupPoints, mergePoints, newestFirst } from './group-points';
import { playedPoints } from './played-points';

const row = (o: Partial<LivePoint>): LivePoint => ({ ...(samplePoint() as LivePoint), ...o });

describe('mergePoints', () => {
  it('keeps the live copy but never drops a serve or outcome only the REST copy has', () => {
    const rest = [row({ seq: 1, serve: 2, outcome: 'winner' }), row({ seq: 2, serve: null, outcome: null })];
    const live = [row({ seq: 1, serve: null, outcome: null }), row({ seq: 2, serve: 1, outcome: 'ace' })];
    expect(mergePoints(rest, live).map((p) => [p.seq, p.serve, p.outcome])).toEqual([
      [1, 2, 'winner'],
      [2, 1, 'ace'],
    ]);
  });
});

describe('groupPoints', () => {
  it('numbers by position in the game and drops the love-all opening state no point produced', () => {
    const rows = [
      row({ seq: 1, set: 1, game: 1, number: 0, score: { p1: '0', p2: '0' }, winner: null }),
      row({ seq: 2, set: 1, game: 1, number: 1, score: { p1: '15', p2: '0' }, winner: 1 }),
      row({ seq: 3, set: 1, game: 1, number: 1, score: { p1: '15', p2: '15' }, winner: 2 }),
      row({ seq: 4, set: 1, game: 1, number: null, score: { p1: '30', p2: '15' }, winner: 1 }),
    ];
    const [set] = groupPoints(playedPoints(rows));
    expect(set.games[0].points.map((p) => [p.point.seq, p.position])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    const [newest] = newestFirst([set]);
    expect(newest.games[0].points.map((p) => p.position)).toEqual([3, 2, 1]);
  });
});
