import { asCoreTier, TIER_LIMITS } from '../../budget/tier-limits';

// The one plan for the grid's price reads. The service has no bulk price read: every card's price is
// one request, so the plan decides which cards are read and how often from what the trader can see
// and the key's per-minute limit, and the grid shows its cost.

/** A card in sight (or a screen ahead), in the order shown. */
export interface PlanCard {
  id: number;
  /** The match has a match-winner market (`has_market`); without one a read only answers 404. */
  hasMarket: boolean;
}

/**
 * How old a price may grow on each tier before it is read again, request time included: ULTRA keeps
 * every card within 15 s, PRO within 30 s. The read period leaves room for one slow answer.
 */
export const PRICE_MAX_AGE_MS: Record<'pro' | 'ultra', number> = { pro: 30_000, ultra: 15_000 };
const READ_EVERY_MS: Record<'pro' | 'ultra', number> = { pro: 25_000, ultra: 10_000 };
/** Keys the budget does not know (tests, an unmetered gateway) read prices every 30 s. */
const UNKNOWN_TIER_EVERY_MS = 30_000;
/** Prices may take at most this share of the key's requests a minute; the rest is the grid's other reads. */
export const PRICE_SHARE = 0.5;
/** A price read older than this shows its age on the card. */
export const PRICE_AGE_SHOWN_S = 5;

export interface PricePlan {
  /** Matches to read, in the order shown. */
  ids: number[];
  /** Each read's period (ms). */
  everyMs: number;
  /** Requests a minute the plan spends. */
  perMinute: number;
  /** The key's requests a minute (null when the tier is unknown). */
  limitPerMinute: number | null;
}

/**
 * Every card in sight with a market is read, each every `everyMs`: the tier's period, lengthened only
 * when that many cards would spend more than PRICE_SHARE of the key's requests a minute. Nothing is
 * read below PRO (prices are PRO) and nothing for a match without a market.
 */
export function planPriceReads(cards: readonly PlanCard[], tier: string | null): PricePlan {
  const known = tier === null ? null : asCoreTier(tier, 'free');
  if (known === 'free' || known === 'basic')
    return { ids: [], everyMs: 0, perMinute: 0, limitPerMinute: TIER_LIMITS[known].perMinute };
  const ids = cards.filter((c) => c.hasMarket).map((c) => c.id);
  const limitPerMinute = known ? TIER_LIMITS[known].perMinute : null;
  const base = known ? READ_EVERY_MS[known] : UNKNOWN_TIER_EVERY_MS;
  const floor = limitPerMinute ? Math.ceil((ids.length * 60_000) / (PRICE_SHARE * limitPerMinute)) : 0;
  const everyMs = Math.max(base, floor);
  const perMinute = ids.length === 0 ? 0 : Math.round((ids.length * 60_000) / everyMs);
  return { ids, everyMs, perMinute, limitPerMinute };
}

/** Seconds since the price was read, or null when it never was. */
export const priceReadAge = (readAt: number | null | undefined, nowMs: number): number | null =>
  typeof readAt === 'number' && readAt > 0 ? Math.max(0, Math.round((nowMs - readAt) / 1000)) : null;
