import { asCoreTier, TIER_LIMITS } from '../../budget/tier-limits';

// The one plan for the grid's price reads. The service has no bulk price read and the feed carries no
// price: every card's price is one request. The plan decides which cards are read and at what pace
// from what the trader can see and the key's per-minute limit; `price-schedule.ts` spends that pace
// oldest card first, and the grid shows its cost.

/** A card on or near the screen, in the order shown. */
export interface PlanCard {
  id: number;
  /** The match has a match-winner market (`has_market`); without one a read only answers 404. */
  hasMarket: boolean;
  /** On screen now; false for a card only a screen away (read with what the cards in sight leave). */
  inSight?: boolean;
}

/**
 * How old a price may grow on each tier before it is read again, request time included: ULTRA keeps
 * every card within 15 s, PRO within 30 s. The read period leaves room for one slow answer.
 */
export const PRICE_MAX_AGE_MS: Record<'pro' | 'ultra', number> = { pro: 30_000, ultra: 15_000 };
const READ_EVERY_MS: Record<'pro' | 'ultra', number> = { pro: 25_000, ultra: 10_000 };
/** A card a screen away only needs a price to show when it is scrolled in: it is read less often. */
const AHEAD_EVERY_MS: Record<'pro' | 'ultra', number> = { pro: 75_000, ultra: 30_000 };
/** Keys the budget does not know (tests, an unmetered gateway) read prices every 30 s. */
const UNKNOWN_TIER_EVERY_MS = 30_000;
const UNKNOWN_TIER_AHEAD_MS = 90_000;
/** Prices may take at most this share of the key's requests a minute; the rest is the grid's other reads. */
export const PRICE_SHARE = 0.5;
/**
 * The steady pace leaves room in the cap for every card in sight to be read at once (a first
 * screenful, or a scroll to cards never read), but takes at least half the cap. Planned to the whole
 * cap, a first screenful (45 reads) plus the pace passed the minute's cap and the reads stalled for
 * its last seconds (a price 16 s old on screen).
 */
const paceOf = (cap: number, inSight: number) => Math.max(cap - inSight, Math.floor(cap / 2));
/** A price read older than this shows its age on the card. */
export const PRICE_AGE_SHOWN_S = 5;

export interface PricePlan {
  /** Cards in sight to read, in the order shown. */
  ids: number[];
  /** Each card in sight is read once in this period (ms). */
  everyMs: number;
  /** Cards a screen away, read with what the cards in sight leave of the share. */
  ahead: number[];
  /** Each card a screen away is read once in this period (ms); 0 when none is. */
  aheadEveryMs: number;
  /** Requests a minute the plan spends. */
  perMinute: number;
  /** At most this many price reads in any minute (PRICE_SHARE of the key's limit); null when unknown. */
  capPerMinute: number | null;
  /** The key's requests a minute (null when the tier is unknown). */
  limitPerMinute: number | null;
}

const MINUTE_MS = 60_000;
const perMinuteOf = (n: number, everyMs: number) =>
  n === 0 || everyMs === 0 ? 0 : (n * MINUTE_MS) / everyMs;

/**
 * Every card in sight with a market is read once per the tier's period, lengthened only when that many
 * cards would spend more than the pace (`paceOf`) allows of PRICE_SHARE of the key's minute. Cards a screen away are read
 * at a slower period from what is left of the share, and not at all when nothing is left (they are read
 * on coming into sight). Nothing is read below PRO (prices are PRO) and nothing for a match without a
 * market. A card with no `inSight` is taken to be in sight.
 */
export function planPriceReads(cards: readonly PlanCard[], tier: string | null): PricePlan {
  const known = tier === null ? null : asCoreTier(tier, 'free');
  if (known === 'free' || known === 'basic')
    return {
      ids: [],
      everyMs: 0,
      ahead: [],
      aheadEveryMs: 0,
      perMinute: 0,
      capPerMinute: 0,
      limitPerMinute: TIER_LIMITS[known].perMinute,
    };
  const market = cards.filter((c) => c.hasMarket);
  const ids = market.filter((c) => c.inSight !== false).map((c) => c.id);
  const aheadAll = market.filter((c) => c.inSight === false).map((c) => c.id);
  const limitPerMinute = known ? TIER_LIMITS[known].perMinute : null;
  const cap = limitPerMinute === null ? null : Math.floor(PRICE_SHARE * limitPerMinute);
  const pace = cap === null ? null : paceOf(cap, ids.length);
  const base = known ? READ_EVERY_MS[known] : UNKNOWN_TIER_EVERY_MS;
  const everyMs = Math.max(base, pace ? Math.ceil((ids.length * MINUTE_MS) / pace) : 0);
  const sight = perMinuteOf(ids.length, everyMs);
  // What the cards in sight leave of the pace goes to the cards a screen away.
  const left = pace === null ? Number.POSITIVE_INFINITY : pace - sight;
  const aheadBase = known ? AHEAD_EVERY_MS[known] : UNKNOWN_TIER_AHEAD_MS;
  const ahead = aheadAll.length > 0 && left >= 1 ? aheadAll : [];
  const aheadEveryMs =
    ahead.length === 0 ? 0 : Math.max(aheadBase, Math.ceil((ahead.length * MINUTE_MS) / left));
  const perMinute = Math.round(sight + perMinuteOf(ahead.length, aheadEveryMs));
  return { ids, everyMs, ahead, aheadEveryMs, perMinute, capPerMinute: cap, limitPerMinute };
}

/** Seconds since the price was read, or null when it never was. */
export const priceReadAge = (readAt: number | null | undefined, nowMs: number): number | null =>
  typeof readAt === 'number' && readAt > 0 ? Math.max(0, Math.round((nowMs - readAt) / 1000)) : null;
