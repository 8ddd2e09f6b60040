import type { HistoryTape } from '../../../contract/history-matches';
import type { PricePointRow } from '../../../contract/history-prices';
import { pricesByRow } from '../../lib/price-at-row';

/** One tape row as the lab reads it: the score, the model's chance and the market as it stood then. */
export interface LabRow {
  sets: number[];
  games: number[][] | null;
  points: (string | null)[] | null;
  server: 1 | 2 | null;
  tiebreak: boolean;
  /** The model's chance for player 1 (null without the model, or where it had no output). */
  model: number | null;
  /** Each side's market mid as it stood at this row (null before the first price or where a side had none). */
  mid1: number | null;
  mid2: number | null;
  /** The quote standing here is flagged synthetic or comes from a simulated market. */
  simulated: boolean;
  /** When the point was played (null on a reconstructed row). */
  at: string | null;
}

/** What the lab keeps of a match: who, where, the result and its rows, in tape order. */
export interface LabMatch {
  id: number;
  names: [string, string];
  event: string | null;
  /** When play began (null when not known). */
  startedAt: string | null;
  winner: 1 | 2 | null;
  /** `completed`, `retired`, `walkover`… as the service gives it; null when not said. */
  outcome: string | null;
  rows: LabRow[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function simulatedQuote(row: PricePointRow | null): boolean {
  const qs = [row?.quotes['1'], row?.quotes['2']];
  return qs.some(
    (q) =>
      q?.synthetic === true ||
      (q as { price_source?: unknown } | null | undefined)?.price_source === 'simulated_market',
  );
}

/**
 * A tape and its price rows folded into the lab's rows. Rows keep the tape's order and index, so a
 * trade's row is the row the tape viewer opens at (`?at=`). `model` false drops the model's chance:
 * a PRO key tests rules without it.
 */
export function toLabMatch(tape: HistoryTape, prices: readonly PricePointRow[], model: boolean): LabMatch {
  const standing = pricesByRow(tape.tape, prices);
  const m = tape.match;
  const winner = m.winner === 1 || m.winner === 2 ? m.winner : null;
  return {
    id: m.id,
    names: [m.players.p1.name, m.players.p2.name],
    event: m.tournament ?? null,
    startedAt: m.live_at ?? m.scheduled_time ?? null,
    winner,
    outcome: m.outcome ?? null,
    rows: tape.tape.map((r, i) => {
      const p = standing[i];
      return {
        sets: r.sets,
        games: r.games,
        points: r.points,
        server: r.server === 1 || r.server === 2 ? r.server : null,
        tiebreak: r.is_tiebreak,
        model: model ? num(r.win_probability_p1) : null,
        mid1: num(p?.quotes['1']?.mid),
        mid2: num(p?.quotes['2']?.mid),
        simulated: simulatedQuote(p),
        at: r.timestamp,
      };
    }),
  };
}
