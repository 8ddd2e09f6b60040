// Test fixtures: a market as the prices read returns it.

/** A `/markets/{id}/prices` body quoting p1 at `mid`, observed `agoS` seconds before `nowMs`. */
export function makeMarket(mid: number, nowMs: number, agoS = 3) {
  const timestamp = new Date(nowMs - agoS * 1000).toISOString();
  return {
    id: 77,
    question: null,
    status: 'active',
    volume: null,
    liquidity: null,
    end_date: null,
    prices: [{ side: 1, mid, synthetic: false, timestamp }],
  };
}
