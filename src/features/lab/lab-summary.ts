import type { LabTrade, MatchLabel, MatchTrades } from './evaluate-match';

/** A match's part in the results: its trades' total and the trade that opens its tape. */
export interface MatchResult {
  matchId: number;
  pnl: number;
  trades: number;
  /** The trade with the largest P&L in the direction of the total (the one to look at first). */
  key: LabTrade;
}

export interface CurvePoint {
  /** 1-based trade number in time order. */
  n: number;
  /** Cumulative P&L after this trade. */
  pnl: number;
}

export interface LabSummary {
  /** Every settled trade, in order of entry time. */
  trades: LabTrade[];
  curve: CurvePoint[];
  totalPnl: number;
  staked: number;
  /** Trades that made money, and the share of all trades; null before any trade. */
  won: number;
  hitRate: number | null;
  matchesRead: number;
  matchesTraded: number;
  voided: number;
  /** Trades priced from a simulated market. */
  simulated: number;
  /** The matches that made most (best first) and lost most (worst first), five each. */
  best: MatchResult[];
  worst: MatchResult[];
  /** Who played each traded match, by id. */
  labels: Record<number, MatchLabel>;
}

const time = (t: LabTrade) => (t.entryAt ? Date.parse(t.entryAt) : Number.POSITIVE_INFINITY);

/** Trades in order of entry: by clock, then match, then row (rows without a clock last). */
function byEntry(a: LabTrade, b: LabTrade): number {
  return time(a) - time(b) || a.matchId - b.matchId || a.entryRow - b.entryRow;
}

const TOP = 5;

/** The results of a rule over every match read: the P&L curve, hit rate and the matches at both ends. */
export function summarize(perMatch: readonly MatchTrades[]): LabSummary {
  const trades = perMatch.flatMap((m) => m.trades).sort(byEntry);
  let running = 0;
  const curve = trades.map((t, i) => {
    running += t.pnl;
    return { n: i + 1, pnl: running };
  });
  const matches = new Map<number, MatchResult>();
  for (const t of trades) {
    const m = matches.get(t.matchId);
    if (!m) matches.set(t.matchId, { matchId: t.matchId, pnl: t.pnl, trades: 1, key: t });
    else {
      m.pnl += t.pnl;
      m.trades++;
    }
  }
  for (const m of matches.values()) {
    const own = trades.filter((t) => t.matchId === m.matchId);
    m.key = own.reduce((k, t) => ((m.pnl >= 0 ? t.pnl > k.pnl : t.pnl < k.pnl) ? t : k));
  }
  const all = [...matches.values()];
  const won = trades.filter((t) => t.pnl > 0).length;
  return {
    trades,
    curve,
    totalPnl: running,
    staked: trades.reduce((s, t) => s + t.stake, 0),
    won,
    hitRate: trades.length > 0 ? won / trades.length : null,
    matchesRead: perMatch.length,
    matchesTraded: matches.size,
    voided: perMatch.reduce((n, m) => n + m.voided, 0),
    simulated: trades.filter((t) => t.simulated).length,
    best: all
      .filter((m) => m.pnl > 0)
      .sort((a, b) => b.pnl - a.pnl || a.matchId - b.matchId)
      .slice(0, TOP),
    worst: all
      .filter((m) => m.pnl < 0)
      .sort((a, b) => a.pnl - b.pnl || a.matchId - b.matchId)
      .slice(0, TOP),
    labels: Object.fromEntries(
      perMatch.filter((m) => matches.has(m.label.id)).map((m) => [m.label.id, m.label]),
    ),
  };
}
