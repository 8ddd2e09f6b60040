// Test fixtures: a market as the prices read returns it.

/**
 * A `/markets/{id}/prices` body quoting p1 at `mid`, observed `agoS` seconds before `nowMs`; with
 * `mid2`, p2's own quote too (as the service sends it: side 1 then side 2 of each tick).
 */
export function makeMarket(mid: number, nowMs: number, agoS = 3, mid2?: number) {
  const timestamp = new Date(nowMs - agoS * 1000).toISOString();
  return {
    id: 77,
    question: null,
    status: 'active',
    volume: null,
    liquidity: null,
    end_date: null,
    prices: [
      { side: 1, mid, synthetic: false, timestamp },
      ...(mid2 === undefined ? [] : [{ side: 2, mid: mid2, synthetic: false, timestamp }]),
    ],
  };
}
