import { describe, expect, it } from 'vitest';
import { evaluateMatch } from './evaluate-match';
import type { LabMatch, LabRow } from './lab-match';
import { toLabMatch } from './lab-match';
import { DEFAULT_RULE, type LabRule } from './lab-rule';
import { summarize } from './lab-summary';
import { SERENA_LISICKI_PRICES, SERENA_LISICKI_TAPE } from './test-lab-match';

describe('a real match against a hand calculation', () => {
  // Serena Williams (side 1) v Sabine Lisicki (side 2), Wimbledon 2013, as the local service replays
  // it: Lisicki won 2-6 6-1 6-4. The rule is the lab's default: back the player the model rates at
  // least 8 pp above the market mid, at a break point against the server; close at the end of the
  // game; stake 10. P&L of a trade = stake × (exit mid ÷ entry mid − 1): the back greened up by a lay
  // at the exit mid, the same whoever wins; a trade still open at the end settles at 1 or 0.
  //
  // Trade 1, row 182: third set 4-4, Serena serving at 30-40 (break point for Lisicki).
  //   Model: Serena 55.73 %, so Lisicki 44.27 %. Market mids: Serena 70.77 %, Lisicki 29.23 %.
  //   Edge: Lisicki 44.27 − 29.23 = +15.04 pp (Serena −15.04 pp) ≥ 8 → back Lisicki at 0.2923
  //   (decimal 3.42).
  //   Row 185: Lisicki broke for 5-4; the game has ended; her mid is 0.4332 (decimal 2.31).
  //   P&L = 10 × (0.4332 ÷ 0.2923 − 1) = 10 × 0.48204 = +4.8204.
  //   Check as two bets: back 10 at 3.4211, lay 14.8204 at 2.3084. Lisicki wins: +24.2114 − 19.3910
  //   = +4.8204; she loses: −10 + 14.8204 = +4.8204.
  // Trade 2, row 192: 5-4, Lisicki serving at 40-AD (break point for Serena).
  //   Model: Serena 48.44 %; market mid 28.54 %. Edge +19.90 pp ≥ 8 → back Serena at 0.2854.
  //   Lisicki saved it and held to win the match on row 195: the trade is settled by the result,
  //   Serena lost, exit 0. P&L = 10 × (0 ÷ 0.2854 − 1) = −10.
  // Match total: 4.8204 − 10 = −5.1796; one trade of two made money (hit rate 50 %).
  const match = toLabMatch(SERENA_LISICKI_TAPE, SERENA_LISICKI_PRICES, true);
  const result = evaluateMatch(match, DEFAULT_RULE);

  it('finds the two trades, entered and closed where the hand calculation says', () => {
    expect(
      result.trades.map((t) => [t.entryRow, t.side, t.entryMid, t.exitRow, t.exitKind, t.exitMid]),
    ).toEqual([
      [182, 2, 0.2923, 185, 'game', 0.4332],
      [192, 1, 0.2854, 195, 'result', 0],
    ]);
    expect(result.trades[0].edgePp).toBeCloseTo(15.04, 2);
    expect(result.trades[1].edgePp).toBeCloseTo(19.9, 2);
    expect(result.voided).toBe(0);
  });

  it('gives each trade and the match the P&L worked out by hand', () => {
    expect(result.trades[0].pnl).toBeCloseTo(4.8204, 4);
    expect(result.trades[1].pnl).toBeCloseTo(-10, 10);
    const summary = summarize([result]);
    expect(summary.totalPnl).toBeCloseTo(-5.1796, 4);
    expect(summary.hitRate).toBe(0.5);
    expect(summary.curve.map((p) => Number(p.pnl.toFixed(4)))).toEqual([4.8204, -5.1796]);
    expect(summary.worst.map((m) => m.matchId)).toEqual([1005033]);
    // The trade that lost the match its money is the one its tape opens at.
    expect(summary.worst[0].key.entryRow).toBe(192);
    // The local market is a simulation: every trade says so.
    expect(summary.simulated).toBe(2);
  });

  it('without the model (a PRO key) no edge can be read, so an edge rule never fires', () => {
    const noModel = toLabMatch(SERENA_LISICKI_TAPE, SERENA_LISICKI_PRICES, false);
    expect(evaluateMatch(noModel, DEFAULT_RULE).trades).toEqual([]);
  });
});

// Hand-made rows for the rules' edges: one game of four points then a closing row.
const row = (over: Partial<LabRow>): LabRow => ({
  sets: [0, 0],
  games: [[0], [0]],
  points: ['0', '0'],
  server: 1,
  tiebreak: false,
  model: null,
  mid1: 0.6,
  mid2: 0.4,
  simulated: false,
  at: null,
  ...over,
});

const matchOf = (rows: LabRow[], over: Partial<LabMatch> = {}): LabMatch => ({
  id: 1,
  names: ['A', 'B'],
  event: null,
  startedAt: null,
  winner: 1,
  outcome: 'completed',
  rows,
  ...over,
});

const rule = (over: Partial<LabRule>): LabRule => ({ ...DEFAULT_RULE, minEdgePp: null, ...over });

describe('evaluateMatch', () => {
  const game = [
    row({ points: ['0', '0'] }),
    row({ points: ['0', '15'], mid1: 0.55, mid2: 0.45 }),
    row({ points: ['0', '30'], mid1: 0.5, mid2: 0.5 }),
    row({ points: ['0', '40'], mid1: 0.4, mid2: 0.6 }),
    row({ games: [[0], [1]], points: ['0', '0'], server: 2, mid1: 0.3, mid2: 0.7 }),
  ];

  it('backs the receiver at the break point and closes when the game ends', () => {
    const { trades } = evaluateMatch(
      matchOf([...game, row({ games: [[0], [1]], points: ['15', '0'], server: 2 })]),
      rule({ back: 'receiver', moment: 'break_point', exit: 'game' }),
    );
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ entryRow: 3, side: 2, entryMid: 0.6, exitRow: 4, exitMid: 0.7 });
    expect(trades[0].pnl).toBeCloseTo(10 * (0.7 / 0.6 - 1), 10);
  });

  it('reads a missing side from the other side’s mid', () => {
    const rows = game.map((r, i) => (i === 3 ? { ...r, mid2: null } : r));
    const { trades } = evaluateMatch(
      matchOf([...rows, row({ server: 2, games: [[0], [1]] })]),
      rule({ back: 'receiver' }),
    );
    expect(trades[0].entryMid).toBeCloseTo(0.6, 10);
  });

  it('keeps a trade open over rows without a price', () => {
    const rows = [
      ...game.slice(0, 4),
      row({ games: [[0], [1]], mid1: null, mid2: null }),
      row({ games: [[0], [1]], points: ['15', '0'], mid1: 0.2, mid2: 0.8 }),
      row({ games: [[0], [1]], points: ['30', '0'] }),
    ];
    const { trades } = evaluateMatch(matchOf(rows), rule({ back: 'receiver' }));
    expect(trades[0]).toMatchObject({ exitRow: 5, exitMid: 0.8 });
  });

  it('settles an exit-at-match trade by the result', () => {
    const { trades } = evaluateMatch(
      matchOf(game, { winner: 2 }),
      rule({ back: 'favourite', moment: 'any', exit: 'match' }),
    );
    // Opens on the first priced point on the favourite (side 1 at 0.6), lost at the result.
    expect(trades).toEqual([
      expect.objectContaining({ entryRow: 0, side: 1, exitKind: 'result', exitMid: 0, pnl: -10 }),
    ]);
  });

  it('voids a trade still open when the tape ends without a result', () => {
    const result = evaluateMatch(
      matchOf(game, { winner: 1, outcome: 'retired' }),
      rule({ back: 'underdog', moment: 'any', exit: 'match' }),
    );
    expect(result.trades).toEqual([]);
    expect(result.voided).toBe(1);
  });

  it('asks the edge rule for the minimum edge on the side it backs', () => {
    const rows = game.map((r) => ({ ...r, model: 0.5 }));
    // Side 2 at row 3: model 0.5 against a mid of 0.6 is −10 pp; side 1: 0.5 − 0.4 = +10 pp.
    const fires = evaluateMatch(matchOf(rows), rule({ back: 'edge', minEdgePp: 10, moment: 'break_point' }));
    expect(fires.trades.map((t) => [t.entryRow, t.side])).toEqual([[3, 1]]);
    const tooHigh = evaluateMatch(
      matchOf(rows),
      rule({ back: 'edge', minEdgePp: 10.5, moment: 'break_point' }),
    );
    expect(tooHigh.trades).toEqual([]);
    // The receiver (side 2) has a negative edge there, so an edge floor on the receiver keeps out.
    expect(evaluateMatch(matchOf(rows), rule({ back: 'receiver', minEdgePp: 1 })).trades).toEqual([]);
  });
});
