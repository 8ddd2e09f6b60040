import { isBreakPoint } from '../../lib/break-points';
import { gamesText, pointsText } from '../../lib/score-text';
import type { LabMatch, LabRow } from './lab-match';
import type { ExitAt, LabRule } from './lab-rule';

type Side = 1 | 2;

/** How a trade closed: at the market mid when its game or set ended, or settled by the result. */
export type ExitKind = ExitAt | 'result';

/** One paper trade: a fixed stake backed at the mid, closed (greened up) at the mid or settled. */
export interface LabTrade {
  matchId: number;
  /** The tape row the trade opened at (the tape viewer's `?at=`). */
  entryRow: number;
  entryAt: string | null;
  /** The score at entry and at exit, as "2–6 6–1 4–4 (30–40)": games of each set, then the points. */
  entryScore: string;
  exitScore: string;
  side: Side;
  /** The backed side's mid at entry (a probability). */
  entryMid: number;
  /** The model's chance for the backed side minus its mid, in points; null without the model. */
  edgePp: number | null;
  exitRow: number;
  exitKind: ExitKind;
  /** The backed side's mid at exit; 1 or 0 when the result settled it. */
  exitMid: number;
  stake: number;
  /** stake × (exit mid ÷ entry mid − 1): a back closed by a lay at the exit mid, equal whoever wins. */
  pnl: number;
  /** The entry or exit price came from a simulated market (or carried a synthetic flag). */
  simulated: boolean;
}

/** Who played, where and when: what a trade's row says of its match. */
export interface MatchLabel {
  id: number;
  names: [string, string];
  event: string | null;
  startedAt: string | null;
}

export interface MatchTrades {
  label: MatchLabel;
  trades: LabTrade[];
  /** Trades still open when the tape ended without a result (a retirement, a walkover): not counted. */
  voided: number;
}

const usable = (p: number | null): p is number => p !== null && p > 0 && p < 1;

/** A side's mid at a row: its own quote, or one minus the other side's. */
function midOf(row: LabRow, side: Side): number | null {
  const own = side === 1 ? row.mid1 : row.mid2;
  const other = side === 1 ? row.mid2 : row.mid1;
  if (usable(own)) return own;
  if (usable(other)) return 1 - other;
  return null;
}

/** The model's chance for a side minus the market's, in percentage points; null when either is missing. */
function edgeOf(row: LabRow, side: Side): number | null {
  const mid = midOf(row, side);
  if (row.model === null || mid === null) return null;
  const model = side === 1 ? row.model : 1 - row.model;
  return (model - mid) * 100;
}

const other = (s: Side): Side => (s === 1 ? 2 : 1);

/** The side the rule backs at this row, or null when it backs no one here. */
function sideAt(row: LabRow, rule: LabRule): Side | null {
  switch (rule.back) {
    case 'server':
      return row.server;
    case 'receiver':
      return row.server === null ? null : other(row.server);
    case 'favourite':
    case 'underdog': {
      const m1 = midOf(row, 1);
      const m2 = midOf(row, 2);
      if (m1 === null || m2 === null || m1 === m2) return null;
      const fav: Side = m1 > m2 ? 1 : 2;
      return rule.back === 'favourite' ? fav : other(fav);
    }
    case 'edge': {
      const e1 = edgeOf(row, 1);
      const e2 = edgeOf(row, 2);
      if (e1 === null || e2 === null || e1 === e2) return null;
      return e1 > e2 ? 1 : 2;
    }
  }
}

function momentHolds(row: LabRow, rule: LabRule): boolean {
  if (rule.moment === 'break_point')
    return isBreakPoint({ points: row.points, server: row.server, is_tiebreak: row.tiebreak });
  if (rule.moment === 'tiebreak') return row.tiebreak;
  return true;
}

/** The side a trade opens on at this row, with its mid and edge; null when the rule does not fire. */
function entryAt(row: LabRow, rule: LabRule): { side: Side; mid: number; edgePp: number | null } | null {
  // Only a point in play: the closing row (points cleared) is the result, not a price to trade.
  if (!row.points || (row.points[0] === null && row.points[1] === null)) return null;
  if (!momentHolds(row, rule)) return null;
  const side = sideAt(row, rule);
  if (side === null) return null;
  const mid = midOf(row, side);
  if (mid === null) return null;
  const edgePp = edgeOf(row, side);
  if (rule.back === 'edge' && (edgePp === null || edgePp <= 0)) return null;
  // A hair of tolerance: 0.5 − 0.4 is 9.999… in floating point, and a trader's "10 pp" means 10.
  if (rule.minEdgePp !== null && (edgePp === null || edgePp < rule.minEdgePp - 1e-9)) return null;
  return { side, mid, edgePp };
}

const scoreText = (r: LabRow) => {
  const points = pointsText(r);
  return points === pointsText({ points: null }) ? gamesText(r) : `${gamesText(r)} (${points})`;
};

const setsPlayed = (r: LabRow) => r.sets[0] + r.sets[1];
const gameKey = (r: LabRow) => JSON.stringify([r.sets, r.games]);

/** Whether the game (or set) the trade opened in has ended by this row. */
function ended(exit: ExitAt, entry: LabRow, now: LabRow): boolean {
  if (exit === 'game') return gameKey(now) !== gameKey(entry);
  if (exit === 'set') return setsPlayed(now) !== setsPlayed(entry);
  return false;
}

/** A settled result: a winner and a match played out (a retirement or walkover voids open trades). */
function resultOf(m: LabMatch): Side | null {
  if (m.outcome !== null && m.outcome !== 'completed') return null;
  return m.winner;
}

/**
 * Replays one match row by row: at most one trade open at a time; a trade opens where the rule fires
 * and closes at the first row where its game (or set) has ended, at the backed side's mid there. The
 * last row of a finished match is its result: a trade open then (or closing on the match's last
 * point) settles at 1 or 0. A row with no price keeps the trade open until a priced row.
 */
export function evaluateMatch(m: LabMatch, rule: LabRule): MatchTrades {
  const trades: LabTrade[] = [];
  const last = m.rows.length - 1;
  const winner = resultOf(m);
  let open: { row: number; side: Side; mid: number; edgePp: number | null; simulated: boolean } | null = null;
  for (let i = 0; i <= last; i++) {
    const row = m.rows[i];
    if (open) {
      const settles = i === last && winner !== null;
      const exitMid = settles
        ? winner === open.side
          ? 1
          : 0
        : ended(rule.exit, m.rows[open.row], row)
          ? midOf(row, open.side)
          : null;
      if (exitMid !== null) {
        trades.push({
          matchId: m.id,
          entryRow: open.row,
          entryAt: m.rows[open.row].at,
          entryScore: scoreText(m.rows[open.row]),
          exitScore: scoreText(row),
          side: open.side,
          entryMid: open.mid,
          edgePp: open.edgePp,
          exitRow: i,
          exitKind: settles ? 'result' : rule.exit,
          exitMid,
          stake: rule.stake,
          pnl: rule.stake * (exitMid / open.mid - 1),
          simulated: open.simulated || (!settles && row.simulated),
        });
        open = null;
      }
    }
    if (!open && i < last) {
      const e = entryAt(row, rule);
      if (e) open = { row: i, ...e, simulated: row.simulated };
    }
  }
  const label = { id: m.id, names: m.names, event: m.event, startedAt: m.startedAt };
  return { label, trades, voided: open ? 1 : 0 };
}
