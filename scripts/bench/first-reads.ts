/**
 * Whether the service stalls while its corpora load, and how big it grows: figures merged into the
 * JSON line of `npm run bench:service` (run alone: `tsx scripts/bench/first-reads.ts`).
 *
 * First a fresh clone after `npm ci`: the postinstall's forms built into an empty cache folder of
 * its own, then a start from them (seconds to /health and to a live match). Then three starts of a
 * fresh service on `npm start`'s configuration (free ports, the admin listener on its own), all
 * sharing one cache folder:
 *  1. a fresh clone's first start (empty cache folder): seconds to /health and to a live match, then
 *     a read of every route once, so the cache folder ends warm;
 *  2. a start from that warm cache: every corpus read for the first time AT ONCE while /health and
 *     /matches are polled; their latency p99, the event-loop delay p99 the service measured meanwhile
 *     (GET /_admin/loop-delay, loopback only), and each corpus's first-read time; RSS at ready and
 *     after every route was read once; then more warm starts doing the same (`--cold-repeats N`, 3
 *     phases in all unless told), whose polls are pooled into one p99;
 *  3. another warm start reading each corpus alone, one after another: its first-read time unshared.
 *
 * Beside the wall-clock figures, which a busy machine inflates, the CPU time the service's request
 * thread ran while every corpus was read at once (`/proc/<pid>/task/<pid>/schedstat`): it counts only
 * what that thread did, so runs of two builds compare even at load. `--cpu-prof DIR` writes a CPU
 * profile of each start's threads into DIR (`node --cpu-prof`), to name what held the thread.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_READS } from '../corpus-reads';
import { loadTag, machineState, percentile } from './bench-kit';

const KEY = 'demo-ultra';
const profAt = process.argv.indexOf('--cpu-prof');
/** Where each start writes its CPU profiles (`--cpu-prof DIR`), or null. */
const PROFILE_DIR = profAt > 0 ? (process.argv[profAt + 1] ?? null) : null;
const portsAt = process.argv.indexOf('--ports');
/** `--ports FIRST`: the services' ports taken in turn from FIRST (eight in all), not any free one. */
let nextPort = portsAt > 0 ? Number(process.argv[portsAt + 1]) : null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The first read of each corpus (scripts/corpus-reads.ts), the package listing read kind by kind so
 * each kind's listing is timed on its own.
 */
const { packages: _listing, ...CORPORA } = CORPUS_READS;
export const FIRST_READS: Record<string, string> = {
  ...CORPORA,
  packages_tape: '/history/packages?kind=tape',
  packages_rankings: '/history/packages?kind=rankings',
  packages_rally: '/history/packages?kind=rally',
  packages_archive: '/history/packages?kind=archive',
  packages_elo: '/history/packages?kind=elo',
  packages_archive_tape: '/history/packages?kind=archive_tape',
};

const freePort = () =>
  nextPort !== null
    ? Promise.resolve(nextPort++)
    : new Promise<number>((resolve) => {
        const s = createServer();
        s.listen(0, '127.0.0.1', () => {
          const { port } = s.address() as { port: number };
          s.close(() => resolve(port));
        });
      });

/**
 * The longest any one request may take before the run fails: a first read from an empty cache
 * folder builds its corpus (tens of seconds on a busy machine), so the bound is wide; it is there so
 * a service that stops answering ends the run instead of holding it.
 */
const REQUEST_TIMEOUT_MS = 120_000;

/** A request that got no answer in time: the run fails on it (a poll never drops it). */
class NoAnswer extends Error {}

async function get(url: string): Promise<{ status: number; ms: number; body: Buffer }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      headers: { 'x-api-key': KEY },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, ms: performance.now() - t0, body };
  } catch (e) {
    if ((e as Error).name === 'TimeoutError')
      throw new NoAnswer(`${url} got no answer in ${REQUEST_TIMEOUT_MS / 1000} s`);
    throw e;
  }
}

/**
 * Seconds of CPU the process's main thread (the request thread: its task id is the process id) has
 * run, from the scheduler's own count; null where /proc does not say.
 */
function mainThreadCpuS(pid: number): number | null {
  try {
    const ns = Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e9 : null;
  } catch {
    return null;
  }
}

function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

interface Service {
  child: ChildProcess;
  base: string;
  admin: string;
  t0: number;
  /** Set when the service exits before `stop` asked it to: every wait on it then fails. */
  exited: string | null;
  /** Rejects with that message when the service exits before `stop`. */
  gone: Promise<never>;
  stopping: boolean;
}

/** Services started and not stopped yet: a failed run stops them before it ends. */
const running = new Set<Service>();

/** `p`, or the service's exit if that comes first (a request to a dead service may never end). */
const whileUp = <T>(svc: Service, p: Promise<T>): Promise<T> => Promise.race([p, svc.gone]);

function checkUp(svc: Service) {
  if (svc.exited) throw new Error(svc.exited);
}

async function startService(cacheDir: string): Promise<Service> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const t0 = performance.now();
  // `npm start`'s configuration (scripts/start.mjs): default courts and speed, point frames on, two
  // malloc arenas and a fixed mmap threshold. The rate windows shrink so the polling below is never
  // refused: the limiter is not what is measured.
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      FEED_POINTS: '1',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      WINDOW_SCALE: '1000',
      COURTSIDE_CACHE_DIR: cacheDir,
    },
    stdio: 'ignore',
  });
  const svc: Service = {
    child,
    base: `http://127.0.0.1:${port}`,
    admin: `http://127.0.0.1:${adminPort}`,
    t0,
    exited: null,
    gone: new Promise<never>(() => {}),
    stopping: false,
  };
  svc.gone = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      running.delete(svc);
      if (svc.stopping) return;
      svc.exited = `the service on port ${port} exited (${signal ?? `code ${code}`}) in the middle of the run`;
      reject(new Error(svc.exited));
    });
  });
  // Awaited only through whileUp; a rejection nobody waits on must not end the process by itself.
  svc.gone.catch(() => {});
  running.add(svc);
  return svc;
}

const DEADLINE_MS = 300_000;

/** Polls `path` until `ok` holds; seconds since the service was spawned, or null past the deadline. */
async function until(svc: Service, path: string, ok: (status: number, body: Buffer) => boolean) {
  while (performance.now() - svc.t0 < DEADLINE_MS) {
    checkUp(svc);
    // Refused while the service is still starting; an answer that never comes fails the run.
    const r = await whileUp(svc, get(`${svc.base}${path}`)).catch((e) => {
      if (e instanceof NoAnswer || svc.exited) throw e;
      return null;
    });
    if (r && ok(r.status, r.body)) return round1((performance.now() - svc.t0) / 1000);
    await sleep(25);
  }
  return null;
}

const liveMatch = (status: number, body: Buffer) =>
  status === 200 && JSON.parse(body.toString('utf8')).data.length > 0;

/** A package listing's entry, as far as the benches read it. */
export interface ListedPackage {
  period: string;
  match_count?: number;
  files?: { format: string }[];
}

/**
 * The newest package that holds something: a listing may name periods the data does not cover
 * (`archive_tape` lists 2013–2022, with tapes only in 2013–2015 and 2017), whose download is an
 * empty file and would measure nothing.
 */
export function newestFilled(listing: ListedPackage[]): ListedPackage | undefined {
  return listing.find((p) => (p.match_count ?? 0) > 0) ?? listing[0];
}

/**
 * One read of every route a corpus answers, one package listing per kind and one download of each;
 * the status of each download by kind (a refused download would read nothing).
 */
async function readEveryRoute(svc: Service): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const path of Object.values(FIRST_READS)) {
    const r = await whileUp(svc, get(`${svc.base}${path}`));
    if (!path.startsWith('/history/packages?') || r.status !== 200) continue;
    const pkg = newestFilled(JSON.parse(r.body.toString('utf8')).data);
    const file = pkg?.files?.[0];
    // The listing's kind: a tape package's manifest names none (history-surface.md).
    const kind = new URLSearchParams(path.split('?')[1]).get('kind') ?? 'tape';
    if (file)
      statuses[kind] = (
        await whileUp(
          svc,
          get(`${svc.base}/history/packages/${pkg.period}?kind=${kind}&format=${file.format}`),
        )
      ).status;
  }
  return statuses;
}

async function stop(svc: Service) {
  svc.stopping = true;
  if (svc.child.exitCode !== null || svc.child.signalCode !== null) return;
  const exited = new Promise((r) => svc.child.once('exit', r));
  svc.child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  svc.child.kill('SIGKILL');
}

/**
 * Reads `path` every 20 ms (one at a time, so a stalled answer counts whole) until `done()`. A poll
 * with no answer in time, or the service's exit, fails the run: a dropped poll would flatter the p99.
 */
async function poll(svc: Service, path: string, done: () => boolean): Promise<number[]> {
  const ms: number[] = [];
  while (!done()) {
    checkUp(svc);
    const r = await whileUp(svc, get(`${svc.base}${path}`)).catch((e) => {
      if (e instanceof NoAnswer || svc.exited) throw e;
      return null;
    });
    if (r) ms.push(r.ms);
    await sleep(20);
  }
  return ms;
}

async function simultaneousFirstReads(svc: Service) {
  await whileUp(svc, get(`${svc.admin}/_admin/loop-delay?reset=1`));
  const cpu0 = mainThreadCpuS(svc.child.pid!);
  let finished = false;
  const health = poll(svc, '/health', () => finished);
  const matches = poll(svc, '/matches?status=live&limit=20', () => finished);
  const firstRead: Record<string, number> = {};
  // A poll that fails (no answer, the service gone) ends the phase at once; one that ends, never.
  const pollFailed = Promise.all([health, matches]).then(() => new Promise<never>(() => {}));
  try {
    await Promise.race([
      Promise.all(
        Object.entries(FIRST_READS).map(async ([name, path]) => {
          const r = await whileUp(svc, get(`${svc.base}${path}`));
          firstRead[name] = r.status < 500 ? Math.round(r.ms) : Number.NaN;
        }),
      ),
      pollFailed,
    ]);
  } finally {
    finished = true;
  }
  const cpu1 = mainThreadCpuS(svc.child.pid!);
  const loop = JSON.parse((await whileUp(svc, get(`${svc.admin}/_admin/loop-delay`))).body.toString('utf8'));
  const [h, m] = [await health, await matches];
  return {
    cold_health_p99_ms: round1(percentile(h, 99)),
    cold_matches_p99_ms: round1(percentile(m, 99)),
    cold_polls: h.length + m.length,
    cold_loop_delay_p99_ms: loop.p99_ms as number,
    cold_loop_delay_max_ms: loop.max_ms as number,
    cold_all_read_ms: Math.max(...Object.values(firstRead)),
    // The polls' own answers are in it too: about the same number a second in every run.
    cold_request_thread_cpu_s: cpu0 === null || cpu1 === null ? null : Math.round((cpu1 - cpu0) * 100) / 100,
    cold_first_read_ms: firstRead,
    polls: { health: h, matches: m },
  };
}

/** `--cold-repeats N`: how many warm starts read every corpus at once (3 unless told). */
const repeatsAt = process.argv.indexOf('--cold-repeats');
const COLD_REPEATS = Math.max(1, repeatsAt > 0 ? Number(process.argv[repeatsAt + 1]) : 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * More warm starts reading every corpus at once: one phase is ~250 polls, so its p99 is its third
 * slowest answer and one collection more or less moves it by tens of milliseconds. The polls of
 * every phase are pooled into one p99; the loop delay's p99 is the service's own per phase, given
 * as each phase's and their median.
 */
async function repeatedFirstReads(
  cacheDir: string,
  first: Awaited<ReturnType<typeof simultaneousFirstReads>>,
) {
  const phases = [first];
  for (let r = 1; r < COLD_REPEATS; r++) {
    const svc = await startService(cacheDir);
    await until(svc, '/history/coverage', (s) => s === 200);
    phases.push(await simultaneousFirstReads(svc));
    await stop(svc);
  }
  const health = phases.flatMap((p) => p.polls.health);
  const matches = phases.flatMap((p) => p.polls.matches);
  const loops = phases.map((p) => p.cold_loop_delay_p99_ms);
  return {
    cold_phases: phases.length,
    cold_pooled_health_p99_ms: round1(percentile(health, 99)),
    cold_pooled_matches_p99_ms: round1(percentile(matches, 99)),
    cold_pooled_polls: health.length + matches.length,
    cold_loop_delay_p99_each_ms: loops,
    cold_loop_delay_p99_median_ms: median(loops),
    cold_health_p99_each_ms: phases.map((p) => p.cold_health_p99_ms),
    cold_matches_p99_each_ms: phases.map((p) => p.cold_matches_p99_ms),
  };
}

/**
 * A fresh clone after `npm ci`: its postinstall (`server/prepare.ts`) builds the start forms into an
 * empty cache folder, then a start reads them. Seconds to /health and to a live match from the
 * start's spawn (the dashboard build `npm start` runs beside it, at a lower priority, is not here).
 */
async function preparedStart() {
  const cacheDir = mkdtempSync(join(tmpdir(), 'courtside-bench-prepared-'));
  try {
    const t0 = performance.now();
    const prepare = spawn(process.execPath, ['--import', 'tsx', 'server/prepare.ts'], {
      env: { ...process.env, COURTSIDE_CACHE_DIR: cacheDir },
      stdio: 'ignore',
    });
    const code = await Promise.race([
      new Promise((r) => prepare.once('exit', r)),
      sleep(DEADLINE_MS).then(() => 'timeout'),
    ]);
    if (code === 'timeout') {
      prepare.kill('SIGKILL');
      throw new Error(`server/prepare.ts did not finish in ${DEADLINE_MS / 1000} s`);
    }
    if (code !== 0) throw new Error(`server/prepare.ts exited (code ${code})`);
    const prepare_s = round1((performance.now() - t0) / 1000);
    const svc = await startService(cacheDir);
    const health_s = await until(svc, '/health', (s) => s === 200);
    const live_s = await until(svc, '/matches?status=live&limit=1', liveMatch);
    const machine = machineState();
    await stop(svc);
    return {
      prepared_prepare_s: prepare_s,
      prepared_health_s: health_s,
      prepared_live_s: live_s,
      machine_prepared: machine,
    };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

export async function firstReadFigures() {
  const cacheDir = mkdtempSync(join(tmpdir(), 'courtside-bench-cache-'));
  const machine_before = machineState();
  try {
    // 0. A fresh clone after `npm ci` (forms built ahead by its postinstall), then its first start.
    const prepared = await preparedStart();
    // 1. A fresh clone's first start, then every route once so the cache folder is warm.
    let svc = await startService(cacheDir);
    const fresh_health_s = await until(svc, '/health', (s) => s === 200);
    const fresh_live_s = await until(svc, '/matches?status=live&limit=1', liveMatch);
    const machine_fresh = machineState();
    await until(svc, '/history/coverage', (s) => s === 200);
    await readEveryRoute(svc);
    // Forms some corpora write a moment after their first answer (the world's memo at ready).
    await sleep(2000);
    await stop(svc);

    // 2. Warm start: every corpus's first read at once.
    svc = await startService(cacheDir);
    const warm_health_s = await until(svc, '/health', (s) => s === 200);
    const warm_live_s = await until(svc, '/matches?status=live&limit=1', liveMatch);
    await until(svc, '/history/coverage', (s) => s === 200);
    const rss_ready_mb = rssMb(svc.child.pid!);
    const cold = await simultaneousFirstReads(svc);
    const machine_cold = machineState();
    const downloads = await readEveryRoute(svc);
    const rss_after_every_route_mb = rssMb(svc.child.pid!);
    await stop(svc);
    const { polls: _polls, ...coldFigures } = cold;
    const repeated = await repeatedFirstReads(cacheDir, cold);
    const machine_cold_repeated = machineState();

    // 3. Warm start: each corpus's first read alone.
    svc = await startService(cacheDir);
    await until(svc, '/history/coverage', (s) => s === 200);
    const alone: Record<string, number> = {};
    for (const [name, path] of Object.entries(FIRST_READS))
      alone[name] = Math.round((await get(`${svc.base}${path}`)).ms);
    const machine_alone = machineState();
    await stop(svc);
    return {
      ...prepared,
      fresh_health_s,
      fresh_live_s,
      warm_health_s,
      warm_live_s,
      rss_ready_mb,
      rss_after_every_route_mb,
      ...coldFigures,
      ...repeated,
      first_read_alone_ms: alone,
      first_read_alone_max_ms: Math.max(...Object.values(alone)),
      download_statuses: downloads,
      machine_before,
      machine_fresh,
      machine_cold,
      machine_cold_repeated,
      machine_alone,
      machine_after: machineState(),
    };
  } finally {
    // A run that failed part-way leaves no service behind.
    await Promise.all([...running].map(stop));
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('first-reads.ts')) {
  const f = await firstReadFigures().catch((e: Error) => {
    console.error(`first-reads failed: ${e.message}`);
    process.exit(1);
  });
  const { cold_first_read_ms, first_read_alone_ms, ...flat } = f;
  for (const [k, v] of Object.entries(flat)) console.log(`${k.padEnd(28)} ${JSON.stringify(v)}`);
  console.log(
    `prepared clone ${loadTag(f.machine_prepared)}, fresh clone ${loadTag(f.machine_fresh)}, first reads at once ${loadTag(f.machine_cold)} (repeated ${loadTag(f.machine_cold_repeated)}), alone ${loadTag(f.machine_alone)}`,
  );
  for (const name of Object.keys(cold_first_read_ms))
    console.log(
      `  first read ${name.padEnd(22)} alone ${String(first_read_alone_ms[name]).padStart(6)} ms, all at once ${String(cold_first_read_ms[name]).padStart(6)} ms`,
    );
  console.log(JSON.stringify(f));
}
