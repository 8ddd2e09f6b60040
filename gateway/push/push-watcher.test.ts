import { describe, expect, it } from 'vitest';
import type { Match } from '../../contract/match';
import type { PushAlert } from './push-sender';
import type { StoredSubscription } from './push-store';
import { pushStep } from './push-watcher';

function row(id: number, p1: number, sets: [number, number], games: number[][], status = 'live'): Match {
  return {
    id,
    status,
    tournament: 'Paris',
    format: 'BO3',
    players: { p1: { id: p1, name: `Player ${p1}` }, p2: { id: p1 + 1, name: `Player ${p1 + 1}` } },
    winner: status === 'completed' ? 1 : null,
    score: {
      sets,
      games: [games.map((g) => g[0]), games.map((g) => g[1])],
      points: ['0', '0'],
      server: 1,
      is_tiebreak: false,
      sequence: 1,
    },
  } as unknown as Match;
}

const fan: StoredSubscription = {
  endpoint: 'https://push.example/a',
  keys: { p256dh: 'k', auth: 'a' },
  follows: { players: [10], matches: [] },
};

function deps(lists: Match[][], finished: Match | null = null) {
  const sent: PushAlert[] = [];
  return {
    sent,
    deps: {
      subscriptions: async () => [fan],
      readLive: async () => lists.shift() ?? null,
      readMatch: async () => finished,
      send: async (_s: StoredSubscription, a: PushAlert) => void sent.push(a),
    },
  };
}

describe('pushStep', () => {
  it('pushes a followed player coming on court, a set and the result; the first list is a baseline', async () => {
    const { sent, deps: d } = deps(
      [
        [row(1, 20, [0, 0], [[3, 2]])],
        [row(1, 20, [0, 0], [[4, 2]]), row(2, 10, [0, 0], [[0, 0]])],
        [
          row(
            2,
            10,
            [1, 0],
            [
              [6, 4],
              [0, 0],
            ],
          ),
        ],
        [],
      ],
      row(
        2,
        10,
        [2, 0],
        [
          [6, 4],
          [6, 2],
        ],
        'completed',
      ),
    );
    let state = await pushStep(d, null);
    expect(sent).toEqual([]);
    for (let i = 0; i < 3; i++) state = await pushStep(d, state);
    expect(sent.map((a) => a.body)).toEqual([
      'Paris: the match has started.',
      'Player 10 takes set 1 6–4',
      'Player 10 beat Player 11 6–4 6–2.',
    ]);
  });

  it('reads nothing while nobody subscribes', async () => {
    let reads = 0;
    const state = await pushStep(
      {
        subscriptions: async () => [],
        readLive: async () => {
          reads++;
          return [];
        },
        readMatch: async () => null,
        send: async () => undefined,
      },
      null,
    );
    expect(state).toBeNull();
    expect(reads).toBe(0);
  });
});
