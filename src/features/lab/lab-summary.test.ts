import { describe, expect, it } from 'vitest';
import type { LabTrade, MatchTrades } from './evaluate-match';
import { summarize } from './lab-summary';

const trade = (matchId: number, entryRow: number, entryAt: string | null, pnl: number): LabTrade => ({
  matchId,
  entryRow,
  entryAt,
  entryScore: '0-0 0-0',
  exitScore: '1-0',
  side: 1,
  entryMid: 0.5,
  edgePp: null,
  exitRow: entryRow + 1,
  exitKind: 'game',
  exitMid: 0.5 * (1 + pnl / 10),
  stake: 10,
  pnl,
  simulated: false,
});

const match = (id: number, trades: LabTrade[], voided = 0): MatchTrades => ({
  label: { id, names: [`A${id}`, `B${id}`], event: null, startedAt: null },
  trades,
  voided,
});

describe('summarize', () => {
  const summary = summarize([
    match(1, [trade(1, 5, '2026-11-25T12:00:00Z', 3), trade(1, 9, '2026-11-25T12:10:00Z', -1)]),
    match(2, [trade(2, 2, '2026-11-25T11:00:00Z', -4)], 1),
    match(3, []),
    match(4, [trade(4, 7, null, 1)]),
  ]);

  it('orders trades by entry time, clockless last, and runs the P&L along them', () => {
    expect(summary.trades.map((t) => [t.matchId, t.entryRow])).toEqual([
      [2, 2],
      [1, 5],
      [1, 9],
      [4, 7],
    ]);
    expect(summary.curve.map((p) => p.pnl)).toEqual([-4, -1, -2, -1]);
    expect(summary.totalPnl).toBe(-1);
    expect(summary.staked).toBe(40);
  });

  it('counts the hit rate over settled trades and the matches read, traded and voided', () => {
    expect(summary.won).toBe(2);
    expect(summary.hitRate).toBe(0.5);
    expect([summary.matchesRead, summary.matchesTraded, summary.voided]).toEqual([4, 3, 1]);
    expect(Object.keys(summary.labels).map(Number)).toEqual([1, 2, 4]);
  });

  it('names the matches that made and lost most, each with the trade to open first', () => {
    expect(summary.best.map((m) => [m.matchId, m.pnl, m.key.entryRow])).toEqual([
      [1, 2, 5],
      [4, 1, 7],
    ]);
    expect(summary.worst.map((m) => [m.matchId, m.pnl, m.key.entryRow])).toEqual([[2, -4, 2]]);
  });

  it('has no hit rate before any trade (never 0 %)', () => {
    expect(summarize([match(3, [])]).hitRate).toBeNull();
  });
});
