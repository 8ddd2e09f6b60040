import type { Match } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import type { MarketQuote } from '../../queries/market-quotes';

/** One card's numbers; null is unknown or withheld and is shown as absent, never as 0. */
export interface TradeRow {
  match: Match;
  score: Score | null;
  /** Model p1 win probability (ULTRA); null below ULTRA or when the model had no output. */
  probability: number | null;
  /** Market mid for p1 (PRO); null when no market, gated or not loaded yet. */
  mid: number | null;
  /** Best p1 bid and ask as probabilities when the venue's book is live (backing takes the ask). */
  bid: number | null;
  ask: number | null;
  /** Model minus market, only when both are known. */
  edge: number | null;
  danger: number | null;
  /** Seconds since the score last changed, as of the row's `nowMs` (the sort's; a card's age follows
   * the grid's clock, `scoreAgeAt`). */
  scoreAgeS: number | null;
  /** Seconds since the market last moved (its newest tick), as of the row's `nowMs`. */
  priceAgeS: number | null;
  /** When the market last moved (local ms, its newest tick's timestamp); null when unknown. */
  priceMovedAt: number | null;
  /** When the price was read (local ms): the market stood at `mid` then. Null when never read. */
  priceReadAt: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Seconds since the score last changed, growing between reads: `accepted_at` is never refreshed, so
 * now minus it keeps ticking; the service's `age_seconds` is a floor in case our clock runs behind.
 */
export function scoreAgeAt(score: Score | null, nowMs: number): number | null {
  const reported = num(score?.age_seconds);
  const accepted = score?.accepted_at ? Date.parse(score.accepted_at) : Number.NaN;
  if (!Number.isFinite(accepted)) return reported;
  const local = Math.max(0, Math.round((nowMs - accepted) / 1000));
  return reported === null ? local : Math.max(reported, local);
}

/** Seconds since the market last moved, at `nowMs`; null when its newest tick's time is unknown. */
export const priceMovedAgeAt = (movedAt: number | null, nowMs: number): number | null =>
  movedAt === null ? null : Math.max(0, Math.round((nowMs - movedAt) / 1000));

/** Builds a card's row from the match, its freshest score (feed or slate) and its market quote. */
export function toTradeRow(
  match: Match,
  score: Score | null,
  quote: (MarketQuote & { readAt?: number }) | undefined,
  nowMs: number,
): TradeRow {
  const probability = num(score?.win_probability_p1);
  const mid = quote ? num(quote.mid) : null;
  const quotedAt = quote?.timestamp ? Date.parse(quote.timestamp) : Number.NaN;
  const priceMovedAt = Number.isFinite(quotedAt) ? quotedAt : null;
  return {
    match,
    score,
    probability,
    mid,
    bid: quote ? num(quote.bid) : null,
    ask: quote ? num(quote.ask) : null,
    edge: probability !== null && mid !== null ? probability - mid : null,
    danger: num(score?.danger),
    scoreAgeS: scoreAgeAt(score, nowMs),
    priceAgeS: priceMovedAgeAt(priceMovedAt, nowMs),
    priceMovedAt,
    priceReadAt: mid !== null && typeof quote?.readAt === 'number' && quote.readAt > 0 ? quote.readAt : null,
  };
}

/**
 * The row with a newer score from the live store: the grid is rebuilt (and re-sorted) when the
 * listing changes, about once a second, while each card repaints on its own frames.
 */
export function withScore(row: TradeRow, score: Score | null, nowMs: number): TradeRow {
  if (score === row.score) return row;
  const probability = num(score?.win_probability_p1);
  return {
    ...row,
    score,
    probability,
    edge: probability !== null && row.mid !== null ? probability - row.mid : null,
    danger: num(score?.danger),
    scoreAgeS: scoreAgeAt(score, nowMs),
  };
}
