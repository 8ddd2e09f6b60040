/**
 * `npm run bench:gateway`: a desk on two gateway instances sharing one upstream through Redis.
 *
 * Starts redis-server (a free port, nothing on disk), the local service as a child (COURTS=40,
 * SPEED=4, FEED_POINTS=1 so point frames flow, PLAUSIBLE=0, the contract's 2 feed sockets per key)
 * and two gateways (`gateway/main.ts`, REDIS_URL set). Then:
 *  1. As many simulated browsers on `/api/ws` as the machine takes (BENCH_BROWSERS, default 2,000,
 *     split over both instances), each subscribed to live scores and points. 80 of them parse every
 *     frame, in a process of their own (`gateway-probe.ts`) beside a reference socket straight to
 *     the service: added delay = a browser's arrival − the reference's arrival, same clock.
 *  2. REST baseline: one simulated dashboard user (`gateway-rest-users.ts`): the service's own count
 *     of the key's calls (`/usage`, quota-exempt) over BENCH_REST_S seconds once it has opened (15 s),
 *     and with the opening; the feed's browsers stay on, so the hubs' own reads count in both.
 *  3. 50 REST users the same way for BENCH_REST_S seconds with the cache cold again: calls a minute
 *     against the baseline's.
 *  4. The ingester (the instance whose pid the Redis lock names) is killed with SIGKILL; takeover =
 *     until the next ingester's `up` entry in the stream. After BENCH_AFTER_S, points lost = points a
 *     measured browser on the other instance never got between its first and last, against the
 *     service's own points read.
 * Upstream feed connections are sampled from the service's admin listener (minus the reference).
 * Prints human lines, then one JSON object on the last line.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startRedis } from '../../gateway/redis.test-harness';
import { feedKeys } from '../../gateway/redis-feed-keys';
import { checkedJson, machineState, percentile } from './bench-kit';
import { openBrowser, type SimBrowser } from './gateway-browsers';
import { type RestTally, restUser } from './gateway-rest-users';

const KEY = 'demo-ultra';
const TARGET_BROWSERS = Number(process.env.BENCH_BROWSERS ?? 2000);
const REST_USERS = 50;
const REST_S = Number(process.env.BENCH_REST_S ?? 60);
/** Users open the dashboard within 5 s and read what a page opens with: steady state after this. */
const WARMUP_S = 15;
const AFTER_S = Number(process.env.BENCH_AFTER_S ?? 30);
const PROBES = 80;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (x: number) => Math.round(x * 10) / 10;
const children: ChildProcess[] = [];

/** Spawns a child and resolves once a line of its stdout matches `ready`. */
function child(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  name: string,
): Promise<ChildProcess> {
  const c = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(c);
  return new Promise((resolve, reject) => {
    c.stdout?.on('data', (d: Buffer) => {
      const line = String(d).split('\n')[0];
      if (ready.test(line)) {
        process.stdout.write(`${name}: ${line}\n`);
        resolve(c);
      }
    });
    c.once('exit', (code) => reject(new Error(`${name} exited early (${code})`)));
  });
}

async function main() {
  const redis = await startRedis();
  const [port, adminPort, g1, g2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const base = `http://127.0.0.1:${port}`;
  const headers = { 'x-api-key': KEY };
  await child(
    ['server/main.ts'],
    {
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      COURTS: '40',
      SPEED: '4',
      PLAUSIBLE: '0',
      FEED_POINTS: '1',
    },
    /listening on/,
    'service',
  );
  const dist = await mkdtemp(path.join(tmpdir(), 'courtside-bench-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const gatewayEnv = (p: number) => ({
    PORT_UI: String(p),
    HOST_UI: '127.0.0.1',
    COURTSIDE_BASE_URL: base,
    COURTSIDE_KEY: KEY,
    COURTSIDE_DIST: dist,
    REDIS_URL: redis.url,
  });
  const gateways = [`http://127.0.0.1:${g1}`, `http://127.0.0.1:${g2}`];
  const procs = await Promise.all(
    [g1, g2].map((p, i) => child(['gateway/main.ts'], gatewayEnv(p), /\[gateway\] http/, `gateway ${i + 1}`)),
  );

  const live = await checkedJson<{ data: { id: number; players: { p1: { id: number } } }[] }>(
    `${base}/matches?status=live&limit=5`,
    headers,
  );
  const matchIds = live.data.map((m) => m.id);
  const playerIds = live.data.map((m) => m.players.p1.id);
  const calls = async () =>
    (await checkedJson<{ today: { calls: number } }>(`${base}/usage`, headers)).today.calls;
  const flushRest = async () => {
    const keys = await redis.client.keys('courtside:rest:*');
    if (keys.length > 0) await redis.client.del(...keys);
  };

  // 1. The browsers, with the feed's connections sampled throughout.
  let maxUpstream = 0;
  const sampler = setInterval(async () => {
    try {
      const f = await (await fetch(`http://127.0.0.1:${adminPort}/_admin/faults`)).json();
      maxUpstream = Math.max(maxUpstream, Number(f.ws_connections) - 1);
    } catch {}
  }, 500);
  const browsers: SimBrowser[] = [];
  let refused = 0;
  for (let opened = 0; opened < TARGET_BROWSERS - PROBES; ) {
    const batch = Math.min(100, TARGET_BROWSERS - PROBES - opened);
    const got = await Promise.all(
      Array.from({ length: batch }, (_, i) =>
        openBrowser(gateways[(opened + i) % 2], (opened + i) % 2, false),
      ),
    );
    opened += batch;
    const ok = got.filter((b): b is SimBrowser => b !== null);
    browsers.push(...ok);
    refused += batch - ok.length;
    // The machine stops keeping up: more than one in twenty of a batch not acked in time.
    if (batch - ok.length > batch / 20) break;
  }
  // The measuring browsers and the reference socket, in a process of their own.
  const probe = fork(path.join(import.meta.dirname, 'gateway-probe.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PROBE_GATEWAYS: gateways.join(','),
      PROBE_COUNT: String(PROBES),
      PROBE_SERVICE_WS: `${base.replace('http', 'ws')}/ws`,
      PROBE_KEY: KEY,
    },
  });
  children.push(probe);
  const reply = <T>(type: string) =>
    new Promise<T>((resolve) =>
      probe.on('message', (m: { type?: string }) => m?.type === type && resolve(m as T)),
    );
  const probes = (await reply<{ connected: number }>('ready')).connected;
  const connected = browsers.length + probes;
  console.log(`browsers: ${connected} subscribed (${refused + PROBES - probes} not acked in time)`);

  // 2. One user alone, with the feed's browsers on (the hubs' own reads count in both phases).
  await flushRest();
  const alone: RestTally = { requests: 0, status429: 0, errors: 0, upstream: {} };
  const start1 = await calls();
  const user = restUser(gateways, matchIds, playerIds, Date.now() + (WARMUP_S + REST_S) * 1000, alone);
  await sleep(WARMUP_S * 1000);
  const warm1 = await calls();
  await user;
  const end1 = await calls();
  const single = (end1 - warm1) / (REST_S / 60);
  const singleWithOpening = (end1 - start1) / ((WARMUP_S + REST_S) / 60);
  console.log(`one REST user: ${alone.requests} requests, ${round1(single)} upstream a minute once open`);
  console.log(`  fetched for it, per route: ${JSON.stringify(alone.upstream)}`);

  // 3. Fifty REST users, cache cold again; the ingester is killed half-way.
  await flushRest();
  const desk: RestTally = { requests: 0, status429: 0, errors: 0, upstream: {} };
  const start50 = await calls();
  const restStart = Date.now();
  const users = Array.from({ length: REST_USERS }, () =>
    restUser(gateways, matchIds, playerIds, restStart + (WARMUP_S + REST_S + AFTER_S) * 1000, desk),
  );
  await sleep(WARMUP_S * 1000);
  const warm50 = await calls();
  const warmAt = Date.now();
  await sleep(REST_S * 1000);
  const end50 = await calls();
  const deskRate = (end50 - warm50) / ((Date.now() - warmAt) / 60_000);
  const deskWithOpening = (end50 - start50) / ((Date.now() - restStart) / 60_000);
  console.log(
    `${REST_USERS} REST users: ${round1(deskRate)} upstream a minute once open (${desk.requests} requests so far)`,
  );
  console.log(`  fetched for them so far, per route: ${JSON.stringify(desk.upstream)}`);

  // 4. Kill the ingester; wait for the next one's `up`.
  const holder = (await redis.client.get(feedKeys().lock)) ?? '';
  const pid = Number(holder.split('-')[0]);
  const victim = procs.findIndex((p) => p.pid === pid);
  const watcher = redis.client.duplicate();
  const [last] = (await watcher.xrevrange(feedKeys().stream, '+', '-', 'COUNT', 1)) as Array<
    [string, string[]]
  >;
  let from = last?.[0] ?? '0-0';
  // Every `up` in the stream is an ingester starting (or redialling): more than one before the kill
  // means the lock changed hands under load, and each new ingester reads the missed points again.
  const ups = async () =>
    ((await redis.client.xrange(feedKeys().stream, '-', '+')) as Array<[string, string[]]>).filter(
      ([, f]) => f[1] === 'up',
    ).length;
  const upsBeforeKill = await ups();
  const killedAt = performance.now();
  const killedEpoch = Date.now();
  procs[victim]?.kill('SIGKILL');
  let takeoverS = Number.NaN;
  while (performance.now() - killedAt < 30_000 && Number.isNaN(takeoverS)) {
    const res = (await watcher.xread('BLOCK', 1000, 'STREAMS', feedKeys().stream, from)) as Array<
      [string, Array<[string, string[]]>]
    > | null;
    for (const [, entries] of res ?? [])
      for (const [id, fields] of entries) {
        from = id;
        if (fields[1] === 'up' && Number.isNaN(takeoverS)) takeoverS = (performance.now() - killedAt) / 1000;
      }
  }
  watcher.disconnect();
  console.log(`ingester (gateway ${victim + 1}) killed: next ingester up after ${round1(takeoverS)} s`);
  await Promise.all(users);
  clearInterval(sampler);

  // Delays outside the takeover (recovered points arrive late by design), from the probe process.
  const gapS = Number.isNaN(takeoverS) ? 30 : takeoverS + 3;
  const reportAsked = reply<{ delays: number[]; points: Array<[number, number[]]> }>('report');
  probe.send({ type: 'report', killedAt: killedEpoch, gapEnd: killedEpoch + gapS * 1000, victim });
  const { delays, points } = await reportAsked;

  // Points lost on the surviving instance: what its best-placed probe missed, against the service.
  let pointsLost = 0;
  let pointsChecked = 0;
  for (const [matchId, seen] of points) {
    const lo = Math.min(...seen);
    const hi = Math.max(...seen);
    const truth = await checkedJson<{ points: { seq: number }[] }>(
      `${base}/matches/${matchId}/points?after_seq=${lo - 1}`,
      headers,
    );
    const got = new Set(seen);
    for (const p of truth.points)
      if (p.seq <= hi) {
        pointsChecked++;
        if (!got.has(p.seq)) pointsLost++;
      }
  }

  const figures = {
    browsers_target: TARGET_BROWSERS,
    browsers_connected: connected,
    browsers_measured: probes,
    gateways: 2,
    upstream_feed_connections: maxUpstream,
    added_delay_ms_p50: round1(percentile(delays, 50)),
    added_delay_ms_p99: round1(percentile(delays, 99)),
    delay_samples: delays.length,
    rest_users: REST_USERS,
    upstream_rest_per_min_single_user: round1(single),
    upstream_rest_per_min_desk: round1(deskRate),
    upstream_rest_ratio: Math.round((deskRate / single) * 100) / 100,
    // The first 15 s included: 50 dashboards opening (catalogue, five match details, a player each)
    // against one; a match's detail is read again whenever the feed has moved past its score.
    upstream_rest_per_min_single_user_with_opening: round1(singleWithOpening),
    upstream_rest_per_min_desk_with_opening: round1(deskWithOpening),
    upstream_rest_ratio_with_opening: Math.round((deskWithOpening / singleWithOpening) * 100) / 100,
    browser_requests: desk.requests,
    browser_429s: desk.status429 + alone.status429,
    rest_errors: desk.errors,
    takeover_s: round1(takeoverS),
    ingester_starts_before_kill: upsBeforeKill,
    points_checked: pointsChecked,
    points_lost: pointsLost,
    machine: machineState(),
  };
  for (const b of browsers) b.ws.terminate();
  console.log(JSON.stringify(figures));
  await redis.stop();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  });
