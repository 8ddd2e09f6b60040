// The all-route mix of `bench:service`: an open-loop load at a steady rate over every read route of
// the contract (live, catalogue, history, archive, rankings, charting), with the p99 of each route
// and of the whole mix. The ids come from the service's own listings, read first and checked.
import http from 'node:http';
import { checkedJson, percentile } from './bench-kit';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface Target {
  route: string;
  path: string;
}

/** One request per read route, with real ids: a live match, a completed one, a player, a tournament. */
export async function mixTargets(base: string, key: string): Promise<Target[]> {
  const headers = { 'x-api-key': key };
  const live = await checkedJson<{
    data: { id: number; tournament_id: string; players: { p1: { id: number } } }[];
  }>(`${base}/matches?status=live&has_market=true&limit=5`, headers);
  const m = live.data[0];
  if (!m) throw new Error('no live match to read: the mix needs one');
  const history = await checkedJson<{ data: { id: number }[] }>(`${base}/history/matches?limit=1`, headers);
  const archive = await checkedJson<{ data: { id: number }[] }>(
    `${base}/history/archive/matches?limit=1`,
    headers,
  );
  const rally = await checkedJson<{ data: { rally_match_id: number }[] }>(
    `${base}/rally/matches?limit=1`,
    headers,
  );
  const t: Target[] = [
    ['/health', '/health'],
    ['/usage', '/usage'],
    ['/matches?status=live', '/matches?status=live&limit=50'],
    ['/matches?status=completed', '/matches?status=completed&limit=50'],
    ['/matches/{id}', `/matches/${m.id}`],
    ['/matches/{id}/score', `/matches/${m.id}/score`],
    ['/matches/{id}/events', `/matches/${m.id}/events`],
    ['/matches/{id}/points', `/matches/${m.id}/points`],
    ['/matches/{id}/statistics', `/matches/${m.id}/statistics`],
    ['/matches/{id}/status-history', `/matches/${m.id}/status-history`],
    ['/matches/{id}/withdrawals', `/matches/${m.id}/withdrawals`],
    ['/matches/{id}/prices', `/matches/${m.id}/prices`],
    ['/events', '/events?limit=50'],
    ['/players', '/players?limit=50'],
    ['/players/{id}', `/players/${m.players.p1.id}`],
    ['/players/{id}/stoppages', `/players/${m.players.p1.id}/stoppages`],
    ['/tournaments', '/tournaments?limit=50'],
    ['/tournaments/{id}', `/tournaments/${m.tournament_id}`],
    ['/markets', `/markets?match_id=${m.id}`],
    ['/markets/{id}/prices', `/markets/${m.id}/prices`],
    ['/fixtures', '/fixtures?limit=50'],
    ['/history/matches', '/history/matches?limit=50'],
    ['/history/coverage', '/history/coverage'],
    ['/history/archive/matches', '/history/archive/matches?tour=atp&round=F&limit=50'],
    ['/history/archive/players', '/history/archive/players?name=federer'],
    ['/h2h', '/h2h?p1=Federer&p2=Nadal'],
    ['/rankings', '/rankings?system=atp'],
    ['/rally/matches', '/rally/matches?limit=50'],
  ].map(([route, path]) => ({ route, path }));
  if (history.data[0])
    t.push({ route: '/history/matches/{id}', path: `/history/matches/${history.data[0].id}` });
  if (archive.data[0])
    t.push({
      route: '/history/archive/matches/{id}',
      path: `/history/archive/matches/${archive.data[0].id}`,
    });
  if (rally.data[0])
    t.push({ route: '/rally/matches/{id}', path: `/rally/matches/${rally.data[0].rally_match_id}` });
  return t;
}

/**
 * One sequential read of every target before the timed window: the first read of a corpus builds it
 * on the service's one thread (seconds), which is start-up cost, not the steady state measured after.
 * Returns how long the pass took.
 */
export async function warmTargets(base: string, key: string, targets: Target[]): Promise<number> {
  const t0 = performance.now();
  for (const t of targets) {
    const res = await fetch(`${base}${t.path}`, { headers: { 'x-api-key': key } });
    await res.arrayBuffer();
  }
  return Math.round(performance.now() - t0);
}

/**
 * Open loop: one request every 1000/rps ms, round-robin over the targets, whatever the answers; each
 * latency is kept under its route. Answers still pending `drainMs` after the last send are unanswered.
 */
export async function mixLoad(base: string, key: string, targets: Target[], rps: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const byRoute = new Map<string, number[]>(targets.map((t) => [t.route, []]));
  const all: number[] = [];
  const statuses = new Map<string, number>();
  let inflight = 0;
  const one = (t: Target) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      inflight++;
      const done = (status: string) => {
        const ms = performance.now() - t0;
        byRoute.get(t.route)?.push(ms);
        all.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        inflight--;
        resolve();
      };
      const req = http.get(`${base}${t.path}`, { agent, headers: { 'x-api-key': key } }, (res) => {
        res.resume();
        res.on('end', () => done(String(res.statusCode)));
      });
      req.on('error', () => done('error'));
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const total = Math.round(rps * seconds);
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rps - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(one(targets[i % targets.length]));
  }
  await Promise.race([Promise.all(pending), sleep(20_000)]);
  const elapsed = (performance.now() - started) / 1000;
  // Answers landing after the drain window are not counted (they were already past it).
  const latencies = [...all];
  const answeredStatuses = Object.fromEntries(statuses);
  const unanswered = inflight;
  // Let the service finish its backlog so the next phase does not inherit it.
  const drainBy = Date.now() + 60_000;
  while (inflight > 0 && Date.now() < drainBy) await sleep(200);
  agent.destroy();
  return {
    rps: latencies.length / elapsed,
    latencies,
    non200: latencies.length - (answeredStatuses['200'] ?? 0),
    unanswered,
    statuses: answeredStatuses,
    routeP99: Object.fromEntries([...byRoute].map(([r, xs]) => [r, round1(percentile(xs, 99))])),
  };
}
