/* biome-ignore-all lint/suspicious/noExplicitAny: rows are read from the real service's answers */
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness';

/** A quote whose bid/ask are the mid ± 0.005 (clamped to 0..1) says so: synthetic true. */
function expectDerived(q: { mid: number; bid: number; ask: number; synthetic: boolean | null }) {
  expect(q.synthetic).toBe(true);
  expect(q.bid).toBeCloseTo(Math.max(0, q.mid - 0.005), 4);
  expect(q.ask).toBeCloseTo(Math.min(1, q.mid + 0.005), 4);
}

describe('simulated quotes', () => {
  const h = harness();

  it('say synthetic on every surface, since every bid/ask is derived from the mid', async () => {
    const live = (await h.get('/matches?has_market=true&status=live&limit=3')).body.data as any[];
    const done = (await h.get('/matches?has_market=true&status=completed&limit=2')).body.data as any[];
    expect(live.length).toBeGreaterThan(0);
    let seen = 0;
    for (const m of [...live, ...done]) {
      const ticks = (await h.get(`/matches/${m.id}/prices?limit=500`)).body.data as any[];
      for (const p of ticks) expectDerived(p);
      seen += ticks.length;
      const detail = (await h.get(`/matches/${m.id}`)).body;
      for (const side of ['1', '2'])
        if (detail.market_price?.[side]) expectDerived(detail.market_price[side]);
      for (const p of detail.market?.prices ?? []) expectDerived(p);
      const points = (await h.get(`/history/matches/${m.id}/prices?limit=500`)).body.data as any[];
      for (const row of points)
        for (const side of ['1', '2']) if (row.quotes[side]) expectDerived(row.quotes[side]);
    }
    // In-play ticks are among them (not only the pre-match ones, which always were synthetic).
    const inPlay = (await h.get(`/matches/${live[0].id}/prices?limit=500`)).body.data as any[];
    expect(inPlay.some((p) => Date.parse(p.timestamp) >= Date.parse(live[0].live_at))).toBe(true);
    expect(seen).toBeGreaterThan(50);
  });
});
