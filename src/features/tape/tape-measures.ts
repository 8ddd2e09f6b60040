import type { HistoryTapeRow } from '../../../contract/history-matches';
import { winProbability } from '../../../contract/markov/markov';
import type { MatchFormat } from '../../../contract/markov/score-state';
import { stateFromWire } from '../../../contract/markov/wire-state';

/** Both players win this share of their serve points: a tour-typical rate, the same for both. */
export const EVEN_SERVE = 0.64;

/**
 * The rules a tape was played under, read from the tape itself: best of five when a side won three
 * sets (or a fourth set was played), and the deciding set's rule from its final games (past 7: an
 * advantage set, or 13-12 at the 12-all tiebreak); otherwise a 7-point tiebreak at 6-all.
 */
export function formatOfTape(rows: readonly HistoryTapeRow[], bestOf?: number | null): MatchFormat {
  const last = rows.at(-1);
  const setsPlayed = last?.games?.[0]?.length ?? 0;
  const five = bestOf === 5 || (bestOf !== 3 && (Math.max(...(last?.sets ?? [0])) >= 3 || setsPlayed >= 4));
  const decider = five ? 4 : 2;
  const a = last?.games?.[0]?.[decider] ?? 0;
  const b = last?.games?.[1]?.[decider] ?? 0;
  const high = Math.max(a, b);
  const finalSet =
    high === 13 && Math.min(a, b) === 12 ? 'tiebreak7at12' : high >= 8 ? 'advantage' : 'tiebreak7';
  return { bestOf: five ? 5 : 3, finalSet, deciderIsMatchTiebreak: false, noAd: false };
}

/**
 * The chance side 1 goes on to win, from the score alone, per row: 1 or 0 once a side holds the sets
 * it needs (the final row carries no points or server), null where the score is withheld.
 */
export function scoreOnlyLine(rows: readonly HistoryTapeRow[], format: MatchFormat): (number | null)[] {
  const need = format.bestOf === 5 ? 3 : 2;
  return rows.map((r) => {
    if ((r.sets[0] ?? 0) >= need) return 1;
    if ((r.sets[1] ?? 0) >= need) return 0;
    const state = stateFromWire(r, format);
    return state ? winProbability(state, format, EVEN_SERVE, EVEN_SERVE) : null;
  });
}

export interface TapeMeasures {
  /** Points (row-to-row steps) the measures are taken over. */
  steps: number;
  /** Sum of |change| in side 1's chance over every point, in percentage points. */
  excitement: number;
  /** Root mean square of the point-to-point changes, in percentage points: the typical move. */
  volatility: number;
  /**
   * The eventual winner's lowest chance along the way (0..1) and the row where it stood; `atStart`
   * when that lowest is where the line starts (the even 50% before a point from the score alone),
   * i.e. the winner never fell below it: no comeback at all, not one "down to 50%".
   */
  comeback: { side: 1 | 2; lowest: number; row: number; atStart: boolean } | null;
}

/** The winner of a finished tape: its last row's winner, or whoever holds more sets at the end. */
function winnerOf(rows: readonly HistoryTapeRow[]): 1 | 2 | null {
  const last = rows.at(-1);
  if (!last) return null;
  if (last.winner === 1 || last.winner === 2) return last.winner;
  const [a, b] = last.sets;
  return a > b ? 1 : b > a ? 2 : null;
}

/**
 * Volatility, excitement and comeback over a chance line (side 1's chance per row, null where unknown):
 * changes are taken between consecutive known values, so a withheld row never counts as a jump.
 */
export function tapeMeasures(
  rows: readonly HistoryTapeRow[],
  line: readonly (number | null)[],
): TapeMeasures {
  let prev: number | null = null;
  let steps = 0;
  let sum = 0;
  let squares = 0;
  for (const p of line) {
    if (p === null) continue;
    if (prev !== null) {
      const d = (p - prev) * 100;
      steps++;
      sum += Math.abs(d);
      squares += d * d;
    }
    prev = p;
  }
  const side = winnerOf(rows);
  let comeback: TapeMeasures['comeback'] = null;
  if (side !== null) {
    const first = line.findIndex((p) => p !== null);
    line.forEach((p, row) => {
      if (p === null) return;
      const mine = side === 1 ? p : 1 - p;
      if (!comeback || mine < comeback.lowest) comeback = { side, lowest: mine, row, atStart: row === first };
    });
  }
  return { steps, excitement: sum, volatility: steps > 0 ? Math.sqrt(squares / steps) : 0, comeback };
}
