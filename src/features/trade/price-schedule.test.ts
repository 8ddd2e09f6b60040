import { describe, expect, it } from 'vitest';
import { PRICE_MAX_AGE_MS, planPriceReads } from './price-plan';
import { emptySchedule, nextPriceReads, type ScheduleCard } from './price-schedule';

/** `sight` cards on screen and `ahead` a screen away, all with a market, ids from 1 in the order shown. */
const grid = (sight: number, ahead: number) =>
  Array.from({ length: sight + ahead }, (_, i) => ({ id: i + 1, hasMarket: true, inSight: i < sight }));

/**
 * Runs the schedule on an injected clock: a tick every `tickMs`, each read answered `latencyMs` after it
 * is sent. Returns each card's answers and each tick's sends.
 */
function simulate(
  tier: 'ultra' | 'pro',
  sight: number,
  ahead: number,
  o: { ms: number; tickMs: number; latencyMs: number },
) {
  const plan = planPriceReads(grid(sight, ahead), tier);
  const readAt = new Map<number, number>();
  const answers = new Map<number, number[]>();
  const pending = new Map<number, number>(); // id → when its answer lands
  const sends: { at: number; ids: number[] }[] = [];
  let state = emptySchedule();
  const card = (id: number): ScheduleCard => ({
    id,
    readAt: readAt.get(id) ?? null,
    inFlight: pending.has(id),
  });
  for (let now = 0; now <= o.ms; now += o.tickMs) {
    for (const [id, at] of pending)
      if (at <= now) {
        pending.delete(id);
        readAt.set(id, at);
        answers.set(id, [...(answers.get(id) ?? []), at]);
      }
    const next = nextPriceReads(plan, plan.ids.map(card), plan.ahead.map(card), state, now);
    state = next.state;
    for (const id of next.ids) pending.set(id, now + o.latencyMs);
    sends.push({ at: now, ids: next.ids });
  }
  /** The oldest price among the cards in sight from the first answers to the end, sampled every 250 ms. */
  const oldestInSight = () => {
    let oldest = 0;
    for (let now = o.latencyMs; now <= o.ms; now += 250)
      for (const id of plan.ids) {
        const got = (answers.get(id) ?? []).filter((t) => t <= now);
        oldest = Math.max(oldest, now - (got.at(-1) ?? 0));
      }
    return oldest;
  };
  return { plan, answers, sends, oldestInSight };
}

const RUN = { ms: 180_000, tickMs: 500, latencyMs: 2_000 };

describe('nextPriceReads', () => {
  it('keeps 33 cards in sight at 2560 on ULTRA within 15 s, with 40 more a screen away', () => {
    const { plan, answers, oldestInSight } = simulate('ultra', 33, 40, RUN);
    expect(plan.everyMs).toBe(10_000);
    // Every card in sight has its first price once the first answers are in.
    for (const id of plan.ids) expect(answers.get(id)?.[0]).toBe(RUN.latencyMs);
    const oldest = oldestInSight();
    expect(oldest).toBeLessThanOrEqual(PRICE_MAX_AGE_MS.ultra);
    // Round robin at the plan's pace: the period plus one answer's time and one tick, not more.
    expect(oldest).toBeLessThanOrEqual(plan.everyMs + RUN.latencyMs + RUN.tickMs);
    // The cards a screen away are read too, from what the cards in sight leave.
    for (const id of plan.ahead) expect(answers.get(id)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('keeps the same cards on PRO within 30 s', () => {
    const { plan, oldestInSight } = simulate('pro', 33, 40, RUN);
    expect(oldestInSight()).toBeLessThanOrEqual(PRICE_MAX_AGE_MS.pro);
    expect(plan.limitPerMinute).toBe(300);
  });

  it('spreads the reads over the period instead of sending a screenful at once every period', () => {
    const { sends } = simulate('ultra', 33, 0, RUN);
    // The first tick reads every card that has no price; once the first answers are in, 33 cards every
    // 10 s is 1.65 reads a half-second tick: never more than two at once.
    expect(sends[0].ids).toHaveLength(33);
    const later = sends.filter((s) => s.at >= 10_000);
    expect(Math.max(...later.map((s) => s.ids.length))).toBeLessThanOrEqual(2);
    // In steady state each 10 s holds each card's read once: about 33 reads, not 0 or 66.
    const window = (from: number) =>
      sends.filter((s) => s.at >= from && s.at < from + 10_000).reduce((n, s) => n + s.ids.length, 0);
    for (const from of [60_000, 90_000, 120_000]) {
      expect(window(from)).toBeGreaterThanOrEqual(32);
      expect(window(from)).toBeLessThanOrEqual(34);
    }
  });

  it('leaves room in the minute for a first screenful, so the pace never stalls at the cap', () => {
    // 2560×1440 with a quarter screen either side: 45 cards in sight, 9 more a screen away.
    const { plan, oldestInSight } = simulate('ultra', 45, 9, RUN);
    // 45 cards at 255 a minute (300 less a screenful): each every 10.6 s.
    expect(plan.everyMs).toBe(Math.ceil((45 * 60_000) / 255));
    expect(oldestInSight()).toBeLessThanOrEqual(plan.everyMs + RUN.latencyMs + RUN.tickMs);
  });

  it('never passes the share of the minute kept for prices', () => {
    const { plan, sends } = simulate('ultra', 60, 60, RUN);
    for (const s of sends) {
      const inMinute = sends
        .filter((o) => o.at > s.at - 60_000 && o.at <= s.at)
        .reduce((n, o) => n + o.ids.length, 0);
      expect(inMinute).toBeLessThanOrEqual(plan.capPerMinute ?? 0);
    }
  });

  it('reads the card whose price is oldest first, a card never read before all', () => {
    const plan = planPriceReads(grid(4, 0), 'ultra');
    const cards: ScheduleCard[] = [
      { id: 1, readAt: 9_000, inFlight: false },
      { id: 2, readAt: 1_000, inFlight: false },
      { id: 3, readAt: null, inFlight: false },
      { id: 4, readAt: 5_000, inFlight: false },
    ];
    // 4 cards every 10 s: 2.5 s of credit buys one read; the card never read costs none.
    const state = { at: 7_500, credit: { sight: 0, ahead: 0 }, sent: [] };
    expect(nextPriceReads(plan, cards, [], state, 10_000).ids).toEqual([3, 2]);
    // A card already being read is not asked again; the next oldest goes instead.
    const busy = cards.map((c) => (c.id === 2 ? { ...c, inFlight: true } : c));
    expect(nextPriceReads(plan, busy, [], state, 10_000).ids).toEqual([3, 4]);
  });

  it('does not save up credit while the tab is away and burst on its return', () => {
    const plan = planPriceReads(grid(33, 0), 'ultra');
    const cards = plan.ids.map((id) => ({ id, readAt: 0, inFlight: false }));
    const first = nextPriceReads(plan, cards, [], emptySchedule(), 1_000);
    const back = nextPriceReads(plan, cards, [], first.state, 601_000);
    expect(back.ids.length).toBeLessThanOrEqual(1 + Math.ceil((33 / 10) * 5));
  });

  it('keeps its pace when the page’s timer runs late', () => {
    // A busy main thread: the half-second tick runs every 2.5 s.
    const { plan, oldestInSight } = simulate('ultra', 33, 0, { ...RUN, tickMs: 2_500 });
    expect(oldestInSight()).toBeLessThanOrEqual(plan.everyMs + RUN.latencyMs + 2_500);
  });
});
