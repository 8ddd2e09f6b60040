import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Match, MatchList } from '../../../contract/match';
import { createAlertEngine, type DueAlert, type Follows } from './alert-engine';
import { parseAlertSettings } from './alert-settings-store';

const KEY = ['matches', 'list', { status: 'live' }] as const;

function row(id: number, p1: number, sets: [number, number], seq: number, status = 'live'): Match {
  return {
    id,
    status,
    tournament: 'Paris',
    format: 'BO3',
    players: { p1: { id: p1, name: `P${p1}` }, p2: { id: p1 + 1, name: `P${p1 + 1}` } },
    winner: null,
    score: {
      sets,
      games: [
        [6, 4],
        [0, 0],
      ].slice(0, sets[0] + sets[1] + 1),
      points: ['0', '0'],
      server: 1,
      is_tiebreak: false,
      sequence: seq,
    },
  } as unknown as Match;
}
const list = (...data: Match[]) => ({ data, meta: {} }) as unknown as MatchList;

function setup(follows: Follows, withdrawn = new Set<string>()) {
  const qc = new QueryClient();
  const due: DueAlert[] = [];
  const timers: (() => void)[] = [];
  const claimed = new Set<string>();
  const stop = createAlertEngine({
    queryClient: qc,
    listKey: KEY,
    follows: () => follows,
    settings: () => parseAlertSettings(null),
    withdrawn: (id, seq) => withdrawn.has(`${id}:${seq}`),
    readMatch: async () => null,
    claim: async (key) => {
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
    deliver: (a) => due.push(a),
    setTimer: (run) => timers.push(run),
  });
  const settle = async () => {
    for (const run of timers.splice(0)) run();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { qc, due, settle, stop };
}

describe('createAlertEngine', () => {
  it('alerts for a followed player coming on court and taking a set, never for the opening list', async () => {
    const { qc, due, settle } = setup({ players: [10], matches: [] });
    qc.setQueryData(KEY, list(row(1, 10, [0, 0], 5)));
    await settle();
    expect(due).toEqual([]);
    qc.setQueryData(KEY, list(row(1, 10, [0, 0], 6), row(2, 20, [0, 0], 1), row(3, 11, [0, 0], 1)));
    await settle();
    // Match 3 is player 11's, p1 of match 3 is 11 and p2 12: not followed. Player 10 is in match 1 only.
    expect(due.map((a) => a.event.key)).toEqual([]);
    qc.setQueryData(KEY, list(row(1, 10, [1, 0], 9), row(2, 20, [0, 0], 2), row(4, 9, [0, 0], 1)));
    await settle();
    // Player 10 is p2 of match 4 (9 v 10): on court; and match 1's first set ended.
    expect(due.map((a) => a.event.key).sort()).toEqual(['1:set:1', '4:on_court']);
  });

  it('drops an event whose score was withdrawn or rolled back before it settled', async () => {
    const withdrawn = new Set(['1:9']);
    const { qc, due, settle } = setup({ players: [], matches: [1] }, withdrawn);
    qc.setQueryData(KEY, list(row(1, 10, [0, 0], 5)));
    qc.setQueryData(KEY, list(row(1, 10, [1, 0], 9)));
    await settle();
    expect(due).toEqual([]);
    qc.setQueryData(KEY, list(row(1, 10, [1, 1], 12)));
    qc.setQueryData(KEY, list(row(1, 10, [1, 0], 11)));
    await settle();
    expect(due).toEqual([]);
  });

  it('shows an event once even when two lists carry it', async () => {
    const { qc, due, settle } = setup({ players: [], matches: [1] });
    qc.setQueryData(KEY, list(row(1, 10, [0, 0], 5)));
    qc.setQueryData(KEY, list(row(1, 10, [1, 0], 9)));
    qc.setQueryData(KEY, list(row(1, 10, [0, 0], 5)));
    qc.setQueryData(KEY, list(row(1, 10, [1, 0], 10)));
    await settle();
    expect(due.map((a) => a.event.key)).toEqual(['1:set:1']);
  });
});
