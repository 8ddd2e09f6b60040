import { describe, expect, it } from 'vitest';
import { PRICE_MAX_AGE_MS, PRICE_SHARE, planPriceReads, priceReadAge } from './price-plan';

const cards = (n: number, noMarket: ReadonlySet<number> = new Set()) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, hasMarket: !noMarket.has(i + 1) }));

// A read takes at most this long through the gateway before its answer is shown.
const SLOW_READ_MS = 3_000;

describe('planPriceReads', () => {
  it('reads every card in sight at 2560×1440 (33 cards) on ULTRA, each within 15 s', () => {
    const plan = planPriceReads(cards(33), 'ultra');
    expect(plan.ids).toHaveLength(33);
    expect(plan.everyMs + SLOW_READ_MS).toBeLessThanOrEqual(PRICE_MAX_AGE_MS.ultra);
    expect(plan.everyMs + SLOW_READ_MS).toBeLessThanOrEqual(15_000);
    expect(plan.perMinute).toBeLessThanOrEqual(PRICE_SHARE * 600);
  });

  it('reads the same 33 cards on PRO within 30 s, inside its share of 300 requests a minute', () => {
    const plan = planPriceReads(cards(33), 'pro');
    expect(plan.ids).toHaveLength(33);
    expect(plan.everyMs + SLOW_READ_MS).toBeLessThanOrEqual(30_000);
    expect(plan.perMinute).toBeLessThanOrEqual(PRICE_SHARE * 300);
    expect(plan.limitPerMinute).toBe(300);
  });

  it('keeps the cards in sight at the tier’s pace however many cards wait a screen away', () => {
    // 2560×1440 on a busy slate: 33 cards in sight, 66 more a screen above and below.
    const many = Array.from({ length: 99 }, (_, i) => ({ id: i + 1, hasMarket: true, inSight: i < 33 }));
    const plan = planPriceReads(many, 'ultra');
    expect(plan.ids).toEqual(many.slice(0, 33).map((c) => c.id));
    expect(plan.everyMs).toBe(10_000);
    // The cards a screen away share what is left of the prices' half of the minute.
    expect(plan.ahead).toHaveLength(66);
    expect(plan.aheadEveryMs).toBe(Math.ceil((66 * 60_000) / (300 - 33 - 198)));
    expect(plan.perMinute).toBeLessThanOrEqual(PRICE_SHARE * 600);
    expect(plan.capPerMinute).toBe(300);
  });

  it('reads nothing a screen away when the cards in sight take the whole share', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ id: i + 1, hasMarket: true, inSight: i < 60 }));
    const plan = planPriceReads(many, 'ultra');
    // 60 cards at 240 a minute: the pace leaves room in the cap to read all 60 at once.
    expect(plan.everyMs).toBe(15_000);
    expect(plan.ahead).toEqual([]);
    expect(plan.perMinute).toBe(240);
  });

  it('asks nothing for a match without a market', () => {
    const plan = planPriceReads(cards(6, new Set([2, 5])), 'ultra');
    expect(plan.ids).toEqual([1, 3, 4, 6]);
  });

  it('asks nothing below PRO', () => {
    expect(planPriceReads(cards(8), 'basic').ids).toEqual([]);
    expect(planPriceReads(cards(8), 'free').perMinute).toBe(0);
  });

  it('reads more slowly rather than pass its share of the minute when very many cards are in sight', () => {
    const plan = planPriceReads(cards(200), 'ultra');
    expect(plan.ids).toHaveLength(200);
    expect(plan.perMinute).toBeLessThanOrEqual(PRICE_SHARE * 600);
    expect(plan.everyMs).toBe(80_000);
  });

  it('keeps the order shown', () => {
    const plan = planPriceReads(
      [
        { id: 9, hasMarket: true },
        { id: 2, hasMarket: true },
      ],
      null,
    );
    expect(plan.ids).toEqual([9, 2]);
    expect(plan.limitPerMinute).toBeNull();
  });
});

describe('priceReadAge', () => {
  it('is null until the price is read, then seconds since the read', () => {
    expect(priceReadAge(undefined, 10_000)).toBeNull();
    expect(priceReadAge(0, 10_000)).toBeNull();
    expect(priceReadAge(4_000, 10_400)).toBe(6);
  });
});
