import { describe, expect, test } from 'vitest';
import { MarketList, MarketPricesQuery, MarketsQuery, MatchPrices, MatchPricesQuery, Price } from './market';
import { queryError, queryValue, samplePrice } from './test-samples';

describe('markets and prices', () => {
  test('a synthetic pre-match tick and a yaml-less tick', () => {
    expect(Price.parse({ ...samplePrice(), synthetic: true }).synthetic).toBe(true);
    const bare = { side: 2, mid: 0.3, synthetic: null, timestamp: '2026-09-20T12:00:00Z' };
    expect(Price.parse(bare).bid).toBeUndefined();
    expect(Price.safeParse({ ...samplePrice(), mid: '0.7' }).success).toBe(false);
  });

  test('GET /markets: empty data with count 0 when nothing is mapped', () => {
    expect(MarketList.parse({ data: [], meta: { match_id: 48213, count: 0 } }).meta.count).toBe(0);
    expect(MarketList.safeParse({ data: [], meta: { count: 0 } }).success).toBe(false);
  });

  test('GET /matches/{id}/prices page', () => {
    const page = MatchPrices.parse({
      data: [samplePrice()],
      meta: { match_id: 48213, count: 1, has_more: true, limit: 1, minutes: null, next_cursor: 'b2xkZXI' },
    });
    expect(page.meta.next_cursor).toBe('b2xkZXI');
  });

  test('queries', () => {
    expect(queryValue(MarketsQuery, { match_id: '48213' })).toEqual({ match_id: 48213 });
    expect(queryError(MarketsQuery, {})?.error).toBe('bad_request');
    expect(queryError(MarketsQuery, { match_id: 'x' })?.error).toBe('bad_request');
    expect(queryValue(MarketPricesQuery, {})).toEqual({ limit: 50 });
    expect(queryValue(MatchPricesQuery, {})).toEqual({ limit: 100 });
    expect(queryValue(MatchPricesQuery, { limit: '500', minutes: '1440', cursor: 'abc' })).toEqual({
      limit: 500,
      minutes: 1440,
      cursor: 'abc',
    });
    expect(queryError(MatchPricesQuery, { limit: '501' })?.error).toBe('bad_request');
    expect(queryError(MatchPricesQuery, { minutes: '0' })?.error).toBe('bad_request');
    expect(queryError(MatchPricesQuery, { minutes: '1441' })?.error).toBe('bad_request');
    expect(queryError(MatchPricesQuery, { cursor: '' })?.error).toBe('bad_cursor');
  });
});
