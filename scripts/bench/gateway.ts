/**
 * `npm run bench:gateway`: the desk's feed and REST through the gateway, at the size a desk runs.
 *
 * Starts redis-server (a free port, nothing on disk), the local service as a child (COURTS=40,
 * SPEED=4, FEED_POINTS=1 so point frames flow, PLAUSIBLE=0) and the gateways (`gateway/main.ts`).
 *  1. One gateway alone (no Redis): BENCH_BROWSERS simulated browsers (default 2,000) on `/api/ws`,
 *     each subscribed to live scores and points. 80 of them parse every frame, in a process of their
 *     own (`gateway-probe.ts`) beside a reference socket straight to the service (another ULTRA key,
 *     so the gateways keep the contract's two sockets of theirs): added delay = a browser's arrival −
 *     the reference's arrival, same clock, over BENCH_MEASURE_S seconds; and the gateway's CPU then.
 *     The rest of the browsers are a crowd in a process of their own, read at the lowest priority
 *     (`gateway-crowd.ts`): their CPU and the probes' are printed beside the gateway's.
 *     Then the most browsers that gateway holds at p99 ≤ 50 ms, by bisection over counts
 *     (BENCH_SEARCH_MIN 400 to BENCH_SEARCH_MAX 4,000, to BENCH_SEARCH_STEP 200), with its CPU there.
 *  2. Two gateways sharing one upstream through Redis, the same browsers split over both: the same.
 *  3. REST (BENCH_REST_S seconds a phase, 0 to skip): one dashboard user, then 50, upstream calls a
 *     minute from the service's own count (`/usage`, quota-exempt).
 *  4. The ingester (the instance whose pid the Redis lock names) is killed with SIGKILL; takeover =
 *     until the next ingester's `up` entry in the stream; the killed gateway is started again.
 *  5. Redis is killed for BENCH_OUTAGE_S seconds (default 40) and started again empty.
 * After 4 and 5 (BENCH_AFTER_S each), points lost = points the measured browsers on the gateways
 * that stayed up never got, after what they had at the moment, against the service's points read,
 * counting those the reference socket saw from 1 s before the moment on; through the outage, the
 * points published earlier that browsers of the gateway started after 4 never got are printed apart.
 * The browsers reconnect on a close as the dashboard does. Every figure is printed with the machine's
 * load, flagged when the load exceeds the core count. Human lines, then one JSON object last.
 * BENCH_PHASES picks phases (`one,search,two,rest,failover`); BENCH_CPU_PROF_DIR writes each
 * gateway's V8 CPU profile (`node --cpu-prof`) there when it stops.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startRedis } from '../../gateway/redis/redis.test-harness';
import { feedKeys } from '../../gateway/redis/redis-feed-keys';
import { checkedJson, machineState, percentile } from './bench-kit';
import { type BrowserPoints, matchesToCheck, pointsLost } from './gateway-points';
import { ask, child, children, cpuSeconds, forkBench, loadBeside, stopped } from './gateway-processes';
import { type RestTally, restUser } from './gateway-rest-users';

const KEY = 'demo-ultra';
/** The reference socket's key: ULTRA too, and not one of the gateways' two sockets. */
const REFERENCE_KEY = 'demo-ultra-marketplace';
const TARGET_BROWSERS = Number(process.env.BENCH_BROWSERS ?? 2000);
const MEASURE_S = Number(process.env.BENCH_MEASURE_S ?? 20);
const REST_USERS = 50;
const REST_S = Number(process.env.BENCH_REST_S ?? 60);
/** Users open the dashboard within 5 s and read what a page opens with: steady state after this. */
const WARMUP_S = 15;
const AFTER_S = Number(process.env.BENCH_AFTER_S ?? 30);
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 40);
const PROBES = Math.min(80, Math.max(4, Math.floor(TARGET_BROWSERS / 10)));
/**
 * Which phases run: `one`, `search` (the most browsers one gateway holds, after `one`), `two`, `rest`
 * and `failover` (the kill and the outage; `rest` and `failover` need `two`).
 */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'one,search,two,rest,failover').split(','));
/** The added delay a gateway must hold at p99, and the search's bounds and resolution (browsers). */
const TARGET_P99_MS = 50;
const SEARCH_MIN = Number(process.env.BENCH_SEARCH_MIN ?? 400);
const SEARCH_MAX = Number(process.env.BENCH_SEARCH_MAX ?? 4000);
const SEARCH_STEP = Number(process.env.BENCH_SEARCH_STEP ?? 200);
/** A directory for each gateway's V8 CPU profile (`node --cpu-prof`), written when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR ?? '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The probe process: measuring browsers and the reference socket, driven over IPC. */
async function startProbe(gateways: string[], serviceWs: string) {
  const probe = forkBench('gateway-probe.ts', {
    PROBE_GATEWAYS: gateways.join(','),
    PROBE_COUNT: String(PROBES),
    PROBE_SERVICE_WS: serviceWs,
    PROBE_KEY: REFERENCE_KEY,
  });
  const connected = (await ask<{ connected: number }>(probe, 'ready')).connected;
  return {
    pid: probe.pid,
    connected,
    delays: (from: number, to: number) =>
      ask<{ delays: number[]; writesPerBrowserS: number; framesPerWrite: number }>(probe, 'delays', {
        from,
        to,
      }),
    points: async () => {
      const m = await ask<{ browsers: BrowserPoints[]; published: Array<[string, number]> }>(probe, 'points');
      return { browsers: m.browsers, published: new Map(m.published) };
    },
    quit: () => probe.send({ type: 'quit' }),
  };
}

/**
 * The crowd process (`gateway-crowd.ts`) with `count` counting browsers open over `gateways`. It
 * opens them at the usual priority (a starved crowd would not finish its handshakes on a busy
 * machine), then reads them at the lowest, as browsers on other machines would take none of ours.
 */
async function startCrowd(gateways: string[], count: number) {
  const crowd = forkBench('gateway-crowd.ts');
  await ask(crowd, 'ready');
  const { total, refused } = await ask<{ total: number; refused: number }>(crowd, 'open', {
    gateways,
    count,
  });
  let niced = true;
  try {
    setPriority(crowd.pid ?? 0, 19);
  } catch {
    niced = false;
    console.log("  (the crowd could not be given a lower priority: its work counts as the gateways' delay)");
  }
  return { pid: crowd.pid, total, refused, niced, quit: () => crowd.send({ type: 'quit' }) };
}

/**
 * A desk on `gateways` (their processes `procs`): browsers, probes, one measuring window. Returns
 * the delay figures and the gateways' CPU per 1,000 browsers over the window.
 */
async function measureFanOut(label: string, gateways: string[], procs: ChildProcess[], serviceWs: string) {
  const crowd = await startCrowd(gateways, TARGET_BROWSERS - PROBES);
  const probe = await startProbe(gateways, serviceWs);
  const window = await measureWindow(label, procs, crowd, probe);
  return { figures: { ...window, not_acked_in_time: crowd.refused }, crowd, probe };
}

type Crowd = Awaited<ReturnType<typeof startCrowd>>;
type Probe = Awaited<ReturnType<typeof startProbe>>;

/**
 * One measuring window on the browsers open now: the added delay the probes saw, the gateways' CPU
 * per 1,000 browsers, and the crowd's and the probes' own CPU beside it (what the bench itself took
 * of the two cores), with the load.
 */
async function measureWindow(label: string, procs: ChildProcess[], crowd: Crowd, probe: Probe) {
  const connected = crowd.total + probe.connected;
  await sleep(2_000);
  const cpuOf = () => ({
    gateways: procs.reduce((s, p) => s + cpuSeconds(p.pid), 0),
    crowd: cpuSeconds(crowd.pid),
    probe: cpuSeconds(probe.pid),
  });
  const cpu0 = cpuOf();
  const from = Date.now();
  await sleep(MEASURE_S * 1000);
  const to = Date.now();
  const cpu1 = cpuOf();
  const { delays, writesPerBrowserS, framesPerWrite } = await probe.delays(from, to);
  const pct = (s: number) => (s / ((to - from) / 1000)) * 100;
  const cpuPer1000 = pct(cpu1.gateways - cpu0.gateways) / (connected / 1000);
  const p50 = round1(percentile(delays, 50));
  const p99 = round1(percentile(delays, 99));
  console.log(
    `${label}: ${connected} browsers, added delay p50 ${p50} ms, p99 ${p99} ms (${delays.length} frames), gateway CPU ${round1(cpuPer1000)}% of a core per 1,000 browsers; the bench's own crowd ${round1(pct(cpu1.crowd - cpu0.crowd))}% and probes ${round1(pct(cpu1.probe - cpu0.probe))}% of a core`,
  );
  console.log(
    `  socket writes per browser ${round2(writesPerBrowserS)} a second, ${round2(framesPerWrite)} frames per write (the measured browsers' socket reads)`,
  );
  const load = loadBeside(label);
  return {
    browsers: connected,
    added_delay_ms_p50: p50,
    added_delay_ms_p99: p99,
    delay_samples: delays.length,
    writes_per_browser_per_s: round2(writesPerBrowserS),
    frames_per_write: round2(framesPerWrite),
    cpu_pct_of_core_per_1000_browsers: round1(cpuPer1000),
    crowd_cpu_pct_of_core: round1(pct(cpu1.crowd - cpu0.crowd)),
    crowd_niced: crowd.niced,
    probe_cpu_pct_of_core: round1(pct(cpu1.probe - cpu0.probe)),
    ...load,
  };
}

type Window = Awaited<ReturnType<typeof measureWindow>>;

/**
 * The most browsers one gateway holds at p99 ≤ TARGET_P99_MS: a bisection over counts between one
 * that holds and one that does not, to SEARCH_STEP, each count measured with a crowd of its own
 * beside the same probes. `first` is the count phase 1 measured. A count measured on a busy machine
 * is marked so: the bound it gives is of that machine.
 */
async function searchHeld(gateway: string, proc: ChildProcess, serviceWs: string, first: Window) {
  const probe = await startProbe([gateway], serviceWs);
  const steps: Window[] = [first];
  const measure = async (n: number) => {
    const crowd = await startCrowd([gateway], Math.max(0, n - probe.connected));
    const w = await measureWindow(`one gateway, search at ${n}`, [proc], crowd, probe);
    crowd.quit();
    await sleep(3_000); // the crowd's sockets closed before the next count
    steps.push(w);
    return w;
  };
  const holds = (w: Window) => w.added_delay_ms_p99 <= TARGET_P99_MS;
  let lo = holds(first) ? first.browsers : 0;
  let hi = holds(first) ? Number.POSITIVE_INFINITY : first.browsers;
  if (!holds(first)) {
    const low = await measure(SEARCH_MIN);
    if (holds(low)) lo = low.browsers;
    else hi = low.browsers;
  } else if (first.browsers < SEARCH_MAX) {
    const high = await measure(SEARCH_MAX);
    if (holds(high)) lo = high.browsers;
    else hi = high.browsers;
  }
  while (lo > 0 && Number.isFinite(hi) && hi - lo > SEARCH_STEP) {
    const mid = Math.round((lo + hi) / 2 / SEARCH_STEP) * SEARCH_STEP;
    if (mid <= lo || mid >= hi) break;
    const w = await measure(mid);
    if (holds(w)) lo = Math.max(lo, w.browsers);
    else hi = Math.min(hi, w.browsers);
  }
  probe.quit();
  const at = steps.find((w) => w.browsers === lo);
  const busy = steps.some((w) => w.busy);
  console.log(
    `one gateway holds p99 ≤ ${TARGET_P99_MS} ms at ${lo > 0 ? `${lo} browsers` : `fewer than ${SEARCH_MIN}`}${Number.isFinite(hi) ? `, not at ${hi}` : ` (the most tried)`}${at ? `; CPU there ${at.cpu_pct_of_core_per_1000_browsers}% of a core per 1,000 browsers` : ''}${busy ? ' (FLAGGED: a count was measured on a busy machine)' : ''}`,
  );
  return {
    held_browsers: lo,
    not_held_browsers: Number.isFinite(hi) ? hi : null,
    cpu_pct_of_core_per_1000_browsers_at_held: at?.cpu_pct_of_core_per_1000_browsers ?? null,
    busy,
    steps: steps.map((w) => ({
      browsers: w.browsers,
      p50: w.added_delay_ms_p50,
      p99: w.added_delay_ms_p99,
      cpu: w.cpu_pct_of_core_per_1000_browsers,
      load_1m: w.load_1m,
      busy: w.busy,
    })),
  };
}

/**
 * A point the reference socket saw at most this long before a moment is the moment's: it may still
 * have been on its way through Redis. One published earlier that a browser never got was missed
 * earlier (its gateway was down then), and is counted apart.
 */
const IN_FLIGHT_MS = 1_000;

/**
 * Points the measured browsers on live gateways missed after `since`, against the service: those
 * published from just before `since` on (`lost`), and those published earlier (`missedBefore`).
 */
async function lostSince(
  base: string,
  probe: { points(): Promise<{ browsers: BrowserPoints[]; published: Map<string, number> }> },
  since: number,
  alive: (gateway: number) => boolean,
) {
  const got = await probe.points();
  const browsers = got.browsers.filter((b) => alive(b.gateway));
  const truth = new Map<number, number[]>();
  let completed = 0;
  for (const [matchId, after] of matchesToCheck(browsers, since)) {
    const seqs: number[] = [];
    for (let from = after; ; ) {
      const page = await checkedJson<{
        points: { seq: number }[];
        has_more: boolean;
        last_seq: number;
        basis: string;
      }>(`${base}/matches/${matchId}/points?after_seq=${from}`, { 'x-api-key': KEY });
      // A match completed since is read as its reconstruction, whose seqs are not the feed's.
      if (page.basis !== 'live') {
        completed++;
        seqs.length = 0;
        break;
      }
      seqs.push(...page.points.map((p) => p.seq));
      if (!page.has_more || page.last_seq <= from) break;
      from = page.last_seq;
    }
    if (seqs.length > 0) truth.set(matchId, seqs);
  }
  const checkable = browsers.map((b) => ({ ...b, points: b.points.filter(([id]) => truth.has(id)) }));
  // A point the reference never saw (it was not yet subscribed) is counted as the moment's.
  const published = (id: number, seq: number) => got.published.get(`p:${id}:${seq}`) ?? since;
  const seqs = (id: number) => truth.get(id) ?? [];
  const during = pointsLost(checkable, since, seqs, (id, seq) => published(id, seq) >= since - IN_FLIGHT_MS);
  const before = pointsLost(checkable, since, seqs, (id, seq) => published(id, seq) < since - IN_FLIGHT_MS);
  return { ...during, missedBefore: before.lost, completed };
}

async function main() {
  const redis = await startRedis();
  const [port, adminPort, g0, g1, g2] = await Promise.all(Array.from({ length: 5 }, freePort));
  const base = `http://127.0.0.1:${port}`;
  const serviceWs = `${base.replace('http', 'ws')}/ws`;
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
  const gatewayEnv = (p: number, withRedis: boolean): Record<string, string> => ({
    PORT_UI: String(p),
    HOST_UI: '127.0.0.1',
    COURTSIDE_BASE_URL: base,
    COURTSIDE_KEY: KEY,
    COURTSIDE_DIST: dist,
    ...(withRedis ? { REDIS_URL: redis.url } : {}),
  });
  const profArgs = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const startGateway = (p: number, name: string, withRedis = true) =>
    child(['gateway/main.ts'], gatewayEnv(p, withRedis), /\[gateway\] http/, name, profArgs);
  const machineAtStart = machineState();
  console.log(`machine: ${JSON.stringify(machineAtStart)}`);

  // 1. One gateway, no Redis.
  let one: Awaited<ReturnType<typeof measureFanOut>> | null = null;
  let search: Awaited<ReturnType<typeof searchHeld>> | null = null;
  if (PHASES.has('one')) {
    const alone = await startGateway(g0, 'gateway alone', false);
    one = await measureFanOut('one gateway', [`http://127.0.0.1:${g0}`], [alone], serviceWs);
    one.crowd.quit();
    one.probe.quit();
    if (PHASES.has('search')) {
      await sleep(3_000);
      search = await searchHeld(`http://127.0.0.1:${g0}`, alone, serviceWs, one.figures);
    }
    await stopped(alone);
  }
  if (!PHASES.has('two')) {
    console.log(
      JSON.stringify({
        browsers_target: TARGET_BROWSERS,
        one_gateway: one?.figures ?? null,
        one_gateway_search: search,
        machine_at_start: machineAtStart,
        machine_at_end: machineState(),
      }),
    );
    await redis.stop();
    return;
  }

  // 2. Two gateways on Redis, with the feed's connections sampled from here on.
  let maxUpstream = 0;
  const sampler = setInterval(async () => {
    try {
      const f = await (await fetch(`http://127.0.0.1:${adminPort}/_admin/faults`)).json();
      maxUpstream = Math.max(maxUpstream, Number(f.ws_connections) - 1);
    } catch {}
  }, 500);
  const gateways = [`http://127.0.0.1:${g1}`, `http://127.0.0.1:${g2}`];
  const procs = await Promise.all([startGateway(g1, 'gateway 1'), startGateway(g2, 'gateway 2')]);
  const two = await measureFanOut('two gateways on Redis', gateways, procs, serviceWs);

  // 3. REST: one user, then fifty, with the feed's browsers on (the hubs' own reads count in both).
  const calls = async () =>
    (await checkedJson<{ today: { calls: number } }>(`${base}/usage`, headers)).today.calls;
  const flushRest = async () => {
    const keys = await redis.client.keys('courtside:rest:*');
    if (keys.length > 0) await redis.client.del(...keys);
  };
  const rest: Record<string, number> = {};
  if (REST_S > 0 && PHASES.has('rest')) {
    const live = await checkedJson<{ data: { id: number; players: { p1: { id: number } } }[] }>(
      `${base}/matches?status=live&limit=5`,
      headers,
    );
    const matchIds = live.data.map((m) => m.id);
    const playerIds = live.data.map((m) => m.players.p1.id);
    const run = async (users: number) => {
      await flushRest();
      const tally: RestTally = { requests: 0, status429: 0, errors: 0, upstream: {} };
      const start = await calls();
      const t0 = Date.now();
      const done = Array.from({ length: users }, () =>
        restUser(gateways, matchIds, playerIds, t0 + (WARMUP_S + REST_S) * 1000, tally),
      );
      await sleep(WARMUP_S * 1000);
      const warm = await calls();
      const tw = Date.now();
      await Promise.all(done);
      const end = await calls();
      return {
        rate: (end - warm) / ((Date.now() - tw) / 60_000),
        withOpening: (end - start) / ((Date.now() - t0) / 60_000),
        tally,
      };
    };
    const single = await run(1);
    const desk = await run(REST_USERS);
    console.log(
      `REST: one user ${round1(single.rate)} upstream a minute once open, ${REST_USERS} users ${round1(desk.rate)} (${round1(desk.rate / single.rate)}×)`,
    );
    Object.assign(rest, {
      upstream_rest_per_min_single_user: round1(single.rate),
      upstream_rest_per_min_desk: round1(desk.rate),
      upstream_rest_ratio: Math.round((desk.rate / single.rate) * 100) / 100,
      upstream_rest_ratio_with_opening: Math.round((desk.withOpening / single.withOpening) * 100) / 100,
      browser_429s: desk.tally.status429 + single.tally.status429,
      rest_errors: desk.tally.errors,
      ...loadBeside('the REST figures'),
    });
  }

  if (!PHASES.has('failover')) {
    two.probe.quit();
    two.crowd.quit();
    await Promise.all(procs.map(stopped));
    clearInterval(sampler);
    const figures = {
      browsers_target: TARGET_BROWSERS,
      browsers_measured: PROBES,
      measure_s: MEASURE_S,
      one_gateway: one?.figures ?? null,
      one_gateway_search: search,
      two_gateways_on_redis: two.figures,
      upstream_feed_connections_max: maxUpstream,
      ...rest,
      machine_at_start: machineAtStart,
      machine_at_end: machineState(),
    };
    console.log(JSON.stringify(figures));
    await redis.stop();
    return;
  }

  // 4. Kill the ingester; wait for the next one's `up`.
  const holder = (await redis.client.get(feedKeys().lock)) ?? '';
  const victim = procs.findIndex((p) => p.pid === Number(holder.split('-')[0]));
  const watcher = redis.client.duplicate();
  const [last] = (await watcher.xrevrange(feedKeys().stream, '+', '-', 'COUNT', 1)) as Array<
    [string, string[]]
  >;
  let from = last?.[0] ?? '0-0';
  const killedAt = Date.now();
  procs[victim]?.kill('SIGKILL');
  let takeoverS = Number.NaN;
  while (Date.now() - killedAt < 30_000 && Number.isNaN(takeoverS)) {
    const res = (await watcher.xread('BLOCK', 1000, 'STREAMS', feedKeys().stream, from)) as Array<
      [string, Array<[string, string[]]>]
    > | null;
    for (const [, entries] of res ?? [])
      for (const [id, fields] of entries) {
        from = id;
        if (fields[1] === 'up' && Number.isNaN(takeoverS)) takeoverS = (Date.now() - killedAt) / 1000;
      }
  }
  watcher.disconnect();
  console.log(`ingester (gateway ${victim + 1}) killed: next ingester up after ${round1(takeoverS)} s`);
  await sleep(AFTER_S * 1000);
  const afterKill = await lostSince(base, two.probe, killedAt, (g) => g !== victim);
  console.log(
    `  points lost through the kill: ${afterKill.lost} of ${afterKill.checked} (${afterKill.completed} matches completed since, not checked)`,
  );
  const killLoad = loadBeside('the ingester kill');
  // The killed gateway comes back on its port, and its browsers with it, for the outage.
  procs[victim] = await startGateway([g1, g2][victim], `gateway ${victim + 1} again`);
  await sleep(5_000);

  // 5. Redis gone for OUTAGE_S seconds, back empty.
  const outageAt = Date.now();
  await redis.kill();
  console.log(`redis killed for ${OUTAGE_S} s`);
  let probesDuring = 0;
  let probeFailures = 0;
  const probeRest = setInterval(async () => {
    probesDuring++;
    const r = await fetch(`${gateways[probesDuring % 2]}/api/matches?status=live`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    if (r?.status !== 200) probeFailures++;
  }, 1_000);
  await sleep(OUTAGE_S * 1000);
  clearInterval(probeRest);
  await redis.restart();
  const backAt = Date.now();
  while ((await redis.client.get(feedKeys().lock)) === null && Date.now() - backAt < 60_000) await sleep(200);
  const sharedAgainS = (Date.now() - backAt) / 1000;
  console.log(`redis back (empty): an ingester holds the lock again after ${round1(sharedAgainS)} s`);
  await sleep(AFTER_S * 1000);
  const afterOutage = await lostSince(base, two.probe, outageAt, () => true);
  console.log(
    `  points lost through the outage: ${afterOutage.lost} of ${afterOutage.checked} published from ${IN_FLIGHT_MS / 1000} s before it (${afterOutage.completed} matches completed since, not checked; ${afterOutage.missedBefore} points published earlier never reached browsers of the gateway started again); REST during it: ${probesDuring - probeFailures} of ${probesDuring} answered 200 within 5 s`,
  );
  const outageLoad = loadBeside('the Redis outage');
  clearInterval(sampler);
  const reconnects = (await two.probe.points()).browsers.reduce((n, b) => n + b.reconnects, 0);

  const figures = {
    browsers_target: TARGET_BROWSERS,
    browsers_measured: PROBES,
    measure_s: MEASURE_S,
    one_gateway: one?.figures ?? null,
    one_gateway_search: search,
    two_gateways_on_redis: two.figures,
    upstream_feed_connections_max: maxUpstream,
    ...rest,
    takeover_s: round1(takeoverS),
    points_checked_through_kill: afterKill.checked,
    points_lost_through_kill: afterKill.lost,
    kill_load: killLoad,
    outage_s: OUTAGE_S,
    shared_again_after_s: round1(sharedAgainS),
    points_checked_through_outage: afterOutage.checked,
    points_lost_through_outage: afterOutage.lost,
    points_missed_before_outage: afterOutage.missedBefore,
    matches_completed_through_outage: afterOutage.completed,
    missing_through_outage: afterOutage.missing.slice(0, 20),
    rest_probes_during_outage: probesDuring,
    rest_probes_failed_during_outage: probeFailures,
    outage_load: outageLoad,
    measuring_browser_reconnects: reconnects,
    machine_at_start: machineAtStart,
    machine_at_end: machineState(),
  };
  two.probe.quit();
  two.crowd.quit();
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
