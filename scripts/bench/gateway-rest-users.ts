// The simulated dashboard REST users of `bench:gateway`: each keeps its own browser cookie and asks
// what an ULTRA dashboard in gateway mode asks (the feed carries the scores): on opening, its usage,
// the tournament catalogue, the detail of the five matches it follows and a player; then the live
// list every 5 s (the slate's poll floor, src/budget/refresh-planner.ts) and those five matches'
// prices every 20 s (src/queries/market-quotes.ts). The single user of the baseline runs the same.

export interface RestTally {
  requests: number;
  status429: number;
  errors: number;
  /** Answers the gateway fetched from the service for these users, per route (its `X-Courtside-Cache`). */
  upstream: Record<string, number>;
}

/** A path with its ids and query folded, for tallies: `/api/markets/{id}/prices`. */
const routeOf = (path: string) => path.replace(/\?.*$/, '').replace(/\/\d+/g, '/{id}');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One user until `stopAt` (ms epoch), spread over `gateways` (the next one if one is gone). */
export async function restUser(
  gateways: string[],
  matchIds: number[],
  playerIds: number[],
  stopAt: number,
  tally: RestTally,
): Promise<void> {
  let cookie = '';
  let g = Math.floor(Math.random() * gateways.length);
  const get = async (path: string) => {
    for (let attempt = 0; attempt < gateways.length; attempt++) {
      try {
        const res = await fetch(`${gateways[g]}${path}`, { headers: cookie ? { cookie } : {} });
        const set = res.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0];
        await res.arrayBuffer();
        tally.requests++;
        if (res.headers.get('x-courtside-cache') === 'upstream')
          tally.upstream[routeOf(path)] = (tally.upstream[routeOf(path)] ?? 0) + 1;
        if (res.status === 429) tally.status429++;
        return;
      } catch {
        // That instance is gone (the ingester killed mid-run): a balancer sends the user to another.
        g = (g + 1) % gateways.length;
      }
    }
    tally.errors++;
  };
  // Users open the dashboard at different moments.
  await sleep(Math.random() * 5_000);
  await get('/api/usage');
  await get('/api/tournaments?limit=50');
  for (const id of matchIds) await get(`/api/matches/${id}`);
  await get(`/api/players/${playerIds[Math.floor(Math.random() * playerIds.length)]}`);
  for (let tick = 0; Date.now() < stopAt; tick++) {
    const started = Date.now();
    await get('/api/matches?status=live');
    if (tick % 4 === 0) for (const id of matchIds) await get(`/api/markets/${id}/prices?limit=2`);
    await sleep(Math.max(0, 5_000 - (Date.now() - started)));
  }
}
