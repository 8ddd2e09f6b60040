import type { PricePlan } from './price-plan';

// When each price read is sent. The plan gives a pace (each card in sight once per `everyMs`); sent
// as one timer per card, a screenful read together at load stays together, and every period 33
// requests leave at once and come back as slowly as the slowest. Here the pace is a credit that
// grows with time and is spent on the card whose price is oldest, so the reads spread evenly over
// the period and a card that waited longest goes first. Invariants:
// - a card in sight that was never read is read at once (a card without a price is the worst case);
// - the cards in sight and the cards a screen away have credits of their own, so reading ahead
//   never slows the cards in sight;
// - no card is asked twice at once, and no minute holds more than the plan's cap of reads.

/** A card the schedule may read. */
export interface ScheduleCard {
  id: number;
  /** When its price was last read (local ms, an answer or a refusal); null when never. */
  readAt: number | null;
  /** A read of it is on the way. */
  inFlight: boolean;
}

/** What the schedule carries from one tick to the next. */
export interface ScheduleState {
  /** The last tick (local ms); null before the first. */
  at: number | null;
  /** Reads owed to the cards in sight and to those a screen away. */
  credit: { sight: number; ahead: number };
  /** When the reads of the last minute were sent, oldest first. */
  sent: readonly number[];
}

export const emptySchedule = (): ScheduleState => ({ at: null, credit: { sight: 0, ahead: 0 }, sent: [] });

const MINUTE_MS = 60_000;
/**
 * Credit is saved up to 5 s of reads: a page whose timers run late (a busy main thread ran the 500 ms
 * tick every 2–3 s on a loaded machine, and a 1 s saving lost a third of the pace) still spends its
 * pace, while a tab back from the background does not burst.
 */
const SAVE_MS = 5_000;

/** Never read first, then the oldest read; the order shown breaks ties. */
function oldestFirst(cards: readonly ScheduleCard[]): ScheduleCard[] {
  return cards
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.inFlight)
    .sort(
      (a, b) =>
        (a.c.readAt ?? Number.NEGATIVE_INFINITY) - (b.c.readAt ?? Number.NEGATIVE_INFINITY) || a.i - b.i,
    )
    .map(({ c }) => c);
}

const accrue = (credit: number, n: number, everyMs: number, dt: number) => {
  if (n === 0 || everyMs <= 0) return 0;
  const rate = n / everyMs;
  return Math.min(credit + rate * dt, 1 + rate * SAVE_MS);
};

/**
 * The reads to send at `now`: `sight` and `ahead` are the plan's cards (same order) with their last
 * read; returns the ids to read, cards in sight first, and the state for the next tick.
 */
export function nextPriceReads(
  plan: PricePlan,
  sight: readonly ScheduleCard[],
  ahead: readonly ScheduleCard[],
  state: ScheduleState,
  now: number,
): { ids: number[]; state: ScheduleState } {
  const dt = state.at === null ? 0 : Math.max(0, now - state.at);
  let credit = {
    sight: accrue(state.credit.sight, sight.length, plan.everyMs, dt),
    ahead: accrue(state.credit.ahead, ahead.length, plan.aheadEveryMs, dt),
  };
  const sent = state.sent.filter((t) => t > now - MINUTE_MS);
  let room =
    plan.capPerMinute === null ? Number.POSITIVE_INFINITY : Math.max(0, plan.capPerMinute - sent.length);
  const ids: number[] = [];
  const take = (pool: readonly ScheduleCard[], owed: number, free: boolean) => {
    let spent = 0;
    for (const c of oldestFirst(pool)) {
      if (room < 1) break;
      const unread = free && c.readAt === null;
      if (!unread && owed - spent < 1) continue;
      ids.push(c.id);
      room--;
      if (!unread) spent++;
    }
    return spent;
  };
  credit = {
    sight: credit.sight - take(sight, credit.sight, true),
    ahead: credit.ahead - take(ahead, credit.ahead, false),
  };
  return { ids, state: { at: now, credit, sent: [...sent, ...ids.map(() => now)] } };
}
