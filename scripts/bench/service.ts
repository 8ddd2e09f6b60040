/**
 * `npm run bench:service`: the REST/WS half of the service benchmark.
 *
 * Starts the service as a child (`node --import tsx server/main.ts`, so its RSS is its own) with
 * COURTS=200 (about 200 live matches) at SPEED=10, WINDOW_SCALE=1000 (the rate limiter's windows
 * shrink so a steady 500 req/s on one key is not refused: the limiter is not what is measured) and
 * WS_MAX_PER_KEY lifted so one ULTRA key may hold every subscriber. Then:
 *  - REST: GET /matches?status=live at a steady 500 req/s for BENCH_REST_S seconds (keep-alive agent);
 *  - WS: 1,000 native /ws subscribers on live-scores for BENCH_WS_S seconds; delay = receipt − published_at;
 *  - peak RSS of this loaded service (VmHWM, `peak_rss_mb`);
 *  - then history-figures.ts: archive/tape p99, and the start of a fresh default service (`npm start`'s
 *    config): `health_s`, `first_live_s`, `ready_s`, `startup_s`, `rss_mb` (at ready) and
 *    `rss_after_all_reads_mb`, from cached data forms, plus the `first_start_*` figures of a fresh clone;
 *  - then first-reads.ts (`stall`): every corpus read for the first time at once on `npm start`'s
 *    configuration: /health and /matches p99 meanwhile, the service's own event-loop delay p99, each
 *    corpus's first read from a warm cache folder, RSS at ready and after every route, fresh-clone start.
 * Prints human lines, then one JSON object on the last line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { loadTag, machineState, percentile as pct } from './bench-kit';
import { firstReadFigures } from './first-reads';
import { historyFigures } from './history-figures';
import { mixLoad, mixTargets, warmTargets } from './service-mix';

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = 'demo-ultra';
const REST_RPS = 500;
const REST_S = Number(process.env.BENCH_REST_S ?? 10);
const WS_SUBSCRIBERS = Number(process.env.BENCH_WS ?? 1000);
const WS_S = Number(process.env.BENCH_WS_S ?? 10);

const CONNECT_DEADLINE_MS = 180_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (x: number) => Math.round(x * 10) / 10;

function startService(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      // The admin listener (fault controls) on a free port: this bench never calls it.
      ADMIN_PORT: '0',
      COURTS: '200',
      // 200 courts cannot stay filled plausibly from 2,926 recordings: the load test's world repeats them.
      PLAUSIBLE: '0',
      SPEED: process.env.BENCH_SPEED ?? '10',
      WINDOW_SCALE: '1000',
      WS_MAX_PER_KEY: String(WS_SUBSCRIBERS + 10),
      WS_MAX_CONNECTIONS: String(WS_SUBSCRIBERS + 100),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      const line = String(d);
      if (line.includes('listening on')) process.stdout.write(`service: ${line.split('\n')[0]}\n`);
      // The loads below measure a running service: they start once its start-up work is done (the
      // start itself is measured apart, by history-figures.ts).
      if (line.includes('Service ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`service exited early (${code})`)));
  });
}

/** Peak resident set of a process so far, in MB (Linux VmHWM). */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
}

/** Opens one subscriber on live-scores; resolves once subscribed (or refused). */
function subscriber(onScore: (delayMs: number) => void): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws?token=${KEY}`);
  ws.on('error', () => {});
  return new Promise((resolve) => {
    ws.on('message', (data) => {
      const f = JSON.parse(String(data));
      if (f.type === 'score') onScore(Date.now() - Date.parse(f.published_at));
      if (f.type === 'subscribed' || f.type === 'error') resolve(ws);
    });
    ws.once('open', () => ws.send(JSON.stringify({ topics: ['live-scores'] })));
    ws.once('close', () => resolve(ws));
  });
}

/** 1,000 subscribers on live-scores (opened 100 at a time); delay of every score frame from published_at. */
async function wsLoad() {
  const delays: number[] = [];
  let measuring = false;
  const sockets: WebSocket[] = [];
  const deadline = Date.now() + CONNECT_DEADLINE_MS;
  while (sockets.length < WS_SUBSCRIBERS && Date.now() < deadline) {
    const batch = Math.min(100, WS_SUBSCRIBERS - sockets.length);
    const opened = await Promise.all(
      Array.from({ length: batch }, () => subscriber((d) => measuring && delays.push(d))),
    );
    sockets.push(...opened);
  }
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  measuring = true; // only once every subscriber is on
  await sleep(WS_S * 1000);
  measuring = false;
  for (const s of sockets) s.terminate();
  return { open, delays };
}

const child = await startService();
// Whatever happens, the service started here does not outlive the benchmark.
process.on('exit', () => child.kill('SIGKILL'));
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    child.kill('SIGKILL');
    process.exit(130);
  });
try {
  await sleep(1000);
  // The live listing alone, then every read route: one open-loop load (service-mix.ts) for both.
  const rest = await mixLoad(
    BASE,
    KEY,
    [{ route: '/matches?status=live', path: '/matches?status=live' }],
    REST_RPS,
    REST_S,
  );
  console.log(
    `REST /matches?status=live: ${round1(rest.rps)} req/s, p50 ${round1(pct(rest.latencies, 50))} ms, p99 ${round1(pct(rest.latencies, 99))} ms, ${rest.non200} non-200, ${rest.unanswered} unanswered ${loadTag()}`,
  );
  const targets = await mixTargets(BASE, KEY);
  const mixWarmupMs = await warmTargets(BASE, KEY, targets);
  console.log(`first read of every route (corpora built on first use): ${mixWarmupMs} ms ${loadTag()}`);
  const load = await mixLoad(BASE, KEY, targets, REST_RPS, REST_S);
  const mix = {
    mix_warmup_ms: mixWarmupMs,
    mix_rps: round1(load.rps),
    mix_p50_ms: round1(pct(load.latencies, 50)),
    mix_p99_ms: round1(pct(load.latencies, 99)),
    mix_unanswered: load.unanswered,
    mix_statuses: load.statuses,
    route_p99_ms: load.routeP99,
  };
  console.log(
    `REST mix of ${targets.length} routes: ${mix.mix_rps} req/s, p50 ${mix.mix_p50_ms} ms, p99 ${mix.mix_p99_ms} ms, statuses ${JSON.stringify(mix.mix_statuses)}, ${mix.mix_unanswered} unanswered ${loadTag()}`,
  );
  for (const [route, p99] of Object.entries(mix.route_p99_ms))
    console.log(`  p99 ${String(p99).padStart(7)} ms  ${route}`);
  const ws = await wsLoad();
  console.log(
    `WS: ${ws.open} subscribers, ${ws.delays.length} score frames received, p50 ${pct(ws.delays, 50)} ms, p99 ${pct(ws.delays, 99)} ms ${loadTag()}`,
  );
  const rss = peakRssMb(child.pid!);
  console.log(`service peak RSS under the load above: ${rss} MB ${loadTag()}`);
  const history = await historyFigures(BASE);
  console.log(
    `archive p99 ${history.archive_p99_ms} ms, tape p99 ${history.tape_p99_ms} ms, package ${history.package_mb_per_s} MB/s ${loadTag()}`,
  );
  console.log(
    `fresh clone's first start: /health ${history.first_start_health_s} s (${history.first_start_health_cpu_s} s of CPU), first live match ${history.first_start_first_live_s} s, ready ${history.first_start_ready_s} s, RSS ${history.first_start_rss_mb} MB ${loadTag()}`,
  );
  console.log(
    `cached start: /health ${history.health_s} s (${history.health_cpu_s} s of CPU), first live match ${history.first_live_s} s, ready ${history.ready_s} s, every corpus read ${history.startup_s} s; RSS ${history.rss_mb} MB at ready, ${history.rss_after_all_reads_mb} MB after every corpus was read ${loadTag()}`,
  );
  // Stopped first: the stall figures want the machine to themselves.
  child.kill('SIGKILL');
  const stall = await firstReadFigures();
  console.log(
    `first reads of every corpus at once: /health p99 ${stall.cold_health_p99_ms} ms, /matches p99 ${stall.cold_matches_p99_ms} ms, event-loop delay p99 ${stall.cold_loop_delay_p99_ms} ms (max ${stall.cold_loop_delay_max_ms} ms) ${loadTag(stall.machine_cold)}`,
  );
  console.log(
    `  over ${stall.cold_phases} warm starts: /health p99 ${stall.cold_pooled_health_p99_ms} ms, /matches p99 ${stall.cold_pooled_matches_p99_ms} ms (${stall.cold_pooled_polls} polls pooled), event-loop delay p99 each ${stall.cold_loop_delay_p99_each_ms.join(' / ')} ms (median ${stall.cold_loop_delay_p99_median_ms}) ${loadTag(stall.machine_cold_repeated)}`,
  );
  console.log(
    `first read of each corpus from a warm cache folder, alone: slowest ${stall.first_read_alone_max_ms} ms ${loadTag(stall.machine_alone)}`,
  );
  for (const [name, ms] of Object.entries(stall.first_read_alone_ms))
    console.log(
      `  first read ${name.padEnd(22)} alone ${String(ms).padStart(6)} ms, all at once ${stall.cold_first_read_ms[name]} ms`,
    );
  console.log(
    `RSS ${stall.rss_ready_mb} MB at ready, ${stall.rss_after_every_route_mb} MB after every route (downloads ${JSON.stringify(stall.download_statuses)}) ${loadTag(stall.machine_cold)}`,
  );
  console.log(
    `fresh clone: /health ${stall.fresh_health_s} s, live match ${stall.fresh_live_s} s ${loadTag(stall.machine_fresh)}`,
  );
  console.log(
    JSON.stringify({
      rest_rps: round1(rest.rps),
      rest_p50_ms: round1(pct(rest.latencies, 50)),
      rest_p99_ms: round1(pct(rest.latencies, 99)),
      ws_subscribers: ws.open,
      ws_p50_ms: pct(ws.delays, 50),
      ws_p99_ms: pct(ws.delays, 99),
      peak_rss_mb: rss,
      ...mix,
      ...history,
      stall,
      machine: machineState(),
    }),
  );
} finally {
  child.kill('SIGTERM');
}
