import { describe, expect, it } from 'vitest';
import type { Market } from '../../../contract/market';
import { createQuoteCombiner } from './use-price-reads';

const market = (mid: number): Market => ({
  id: 1,
  question: null,
  status: 'active',
  volume: null,
  liquidity: null,
  end_date: null,
  prices: [{ side: 1, mid, synthetic: false, timestamp: '2026-06-01T12:00:00Z' }],
});
const answered = (data: Market | undefined, at: number) => ({ data, dataUpdatedAt: at, error: null });

describe('createQuoteCombiner', () => {
  it('gives the previous quotes back while no answer changed (a read going out), new ones when one did', () => {
    const combine = createQuoteCombiner([7, 8]);
    const a = market(0.6);
    const first = combine([answered(a, 1_000), answered(undefined, 0)]);
    expect(first.quotes.get(7)).toMatchObject({ mid: 0.6, readAt: 1_000 });
    expect(first.quotes.has(8)).toBe(false);
    // The same answers, as React Query passes them again when a read starts: nothing new to draw.
    expect(combine([answered(a, 1_000), answered(undefined, 0)])).toBe(first);
    // The same market read again is a newer read: its age starts over.
    const reread = combine([answered(a, 2_000), answered(undefined, 0)]);
    expect(reread).not.toBe(first);
    expect(reread.quotes.get(7)?.readAt).toBe(2_000);
    const b = combine([answered(a, 2_000), answered(market(0.4), 2_500)]);
    expect(b.quotes.get(8)).toMatchObject({ mid: 0.4 });
  });

  it('tells a refusal for the tier apart', () => {
    const combine = createQuoteCombiner([7]);
    const refused = {
      data: undefined,
      dataUpdatedAt: 0,
      error: { problem: { type: 'upgrade_required' } },
    } as unknown as Parameters<typeof combine>[0][number];
    expect(combine([answered(undefined, 0)]).gated).toBe(false);
    expect(combine([refused]).gated).toBe(true);
  });
});
