/**
 * Figures of the history half of the service benchmark, merged into the JSON line that
 * `npm run bench:service` prints:
 *  - archive_p99_ms: GET /history/archive/matches with filters (null when the route does not answer 200);
 *  - tape_p99_ms: full per-match tape reads (GET /history/matches/{id}) over watched and reconstructed matches;
 *  - package_mb_per_s: download throughput of a built monthly tape package file;
 *  - health_s, first_live_s, ready_s, startup_s, rss_mb, rss_after_all_reads_mb: a fresh service
 *    (`tsx server/main.ts` on a free port) started from the cached forms of the data, and the
 *    first_start_* figures of the start before it that built them (a fresh clone).
 * Run alone against a running service: `tsx scripts/bench/history-figures.ts http://127.0.0.1:8787`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_READS } from '../corpus-reads';
import { percentile } from './bench-kit';

const KEY = 'demo-ultra';
const READS = Number(process.env.BENCH_HISTORY_READS ?? 100);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (x: number) => Math.round(x * 10) / 10;
async function get(url: string): Promise<{ status: number; ms: number; bytes: number; body: Buffer }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { 'x-api-key': KEY } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, ms: performance.now() - t0, bytes: body.length, body };
}

const json = (b: Buffer) => JSON.parse(b.toString('utf8'));

/** p99 of a set of reads, or null when the first one does not answer 200. */
async function p99Of(urls: string[]): Promise<number | null> {
  const first = await get(urls[0]);
  if (first.status !== 200) return null;
  const ms: number[] = [];
  for (const u of urls) {
    const r = await get(u);
    if (r.status === 200) ms.push(r.ms);
  }
  return ms.length === 0 ? null : round1(percentile(ms, 99));
}

async function archiveP99(base: string): Promise<number | null> {
  const filters = [
    'tour=atp&from=2010-01-01&to=2012-12-31',
    'tour=wta&round=F',
    'name=federer',
    'level=G&from=1990-01-01&to=1999-12-31',
    'tour=atp&round=QF&from=2019-01-01',
  ];
  const urls = Array.from(
    { length: READS },
    (_, i) =>
      `${base}/history/archive/matches?${filters[i % filters.length]}&limit=50&offset=${(i % 4) * 50}`,
  );
  return p99Of(urls);
}

async function tapeP99(base: string): Promise<number | null> {
  const ids: number[] = [];
  for (const offset of [0, 2000, 6000]) {
    const r = await get(`${base}/history/matches?limit=40&offset=${offset}`);
    if (r.status !== 200) return null;
    for (const m of json(r.body).data) ids.push(m.id);
  }
  if (ids.length === 0) return null;
  return p99Of(Array.from({ length: READS }, (_, i) => `${base}/history/matches/${ids[i % ids.length]}`));
}

async function packageMbPerS(base: string): Promise<number | null> {
  const list = await get(`${base}/history/packages`);
  if (list.status !== 200) return null;
  const pkg = json(list.body).data[0];
  const file = pkg?.files?.find((f: { format: string }) => f.format === 'jsonl');
  if (!file) return null;
  const url = `${base}/history/packages/${pkg.period}?format=jsonl`;
  let bytes = 0;
  let ms = 0;
  for (let i = 0; i < 5; i++) {
    const r = await get(url);
    if (r.status !== 200) return null;
    bytes += r.bytes;
    ms += r.ms;
  }
  return round1(bytes / 1e6 / (ms / 1000));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Resident set of a process now, in MB (Linux VmRSS). */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds a process and its threads have used (Linux /proc utime + stime): on a shared machine
 * the wall-clock start stretches with the load, the CPU it takes much less.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return round1((Number(fields[11]) + Number(fields[12])) / 100);
  } catch {
    return null;
  }
}

export interface StartupFigures {
  health_s: number | null;
  /** CPU seconds the service had used when /health first answered. */
  health_cpu_s: number | null;
  first_live_s: number | null;
  /** /health, the first live match and the coverage rollup (the service's "ready"). */
  ready_s: number | null;
  /** ready_s plus one read of every other corpus. */
  startup_s: number | null;
  /** Resident set at ready_s, before any other corpus was read. */
  rss_mb: number | null;
  /** Resident set once every corpus has been read once. */
  rss_after_all_reads_mb: number | null;
}

/**
 * From spawn of a fresh service (`tsx server/main.ts`, default config as `npm start` runs it):
 * seconds until /health answers (`health_s`), until the live listing holds a match
 * (`first_live_s`), until the coverage rollup answers (`ready_s`) and until a first read of every
 * corpus has answered (`startup_s`), with its resident set at ready and after those reads.
 * `cacheDir` is where it keeps the compact forms of the data (server/data/disk-cache.ts): an empty
 * one is a fresh clone's first start.
 */
export async function startupSeconds(cacheDir?: string): Promise<StartupFigures> {
  const none: StartupFigures = {
    health_s: null,
    health_cpu_s: null,
    first_live_s: null,
    ready_s: null,
    startup_s: null,
    rss_mb: null,
    rss_after_all_reads_mb: null,
  };
  let health: number | null = null;
  let healthCpu: number | null = null;
  let firstLive: number | null = null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // ADMIN_PORT 0: a free port for the admin listener, which this bench never calls.
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: '0',
      WINDOW_SCALE: '1000',
      ...(cacheDir ? { COURTSIDE_CACHE_DIR: cacheDir } : {}),
    },
    stdio: 'ignore',
  });
  // Generous deadline: on a loaded machine a cold start is slow, and a slow figure beats a null one.
  const deadline = t0 + 300_000;
  const until = async (path: string, ok: (s: number) => boolean) => {
    while (performance.now() < deadline) {
      try {
        if (ok((await get(`${base}${path}`)).status)) return true;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    return false;
  };
  const since = () => round1((performance.now() - t0) / 1000);
  try {
    const stage = (name: string) => {
      if (process.env.BENCH_VERBOSE) console.error(`startup ${name}: ${since()} s`);
    };
    if (!(await until('/health', (s) => s === 200))) return none;
    health = since();
    healthCpu = cpuSeconds(child.pid!);
    stage('/health');
    // The first live match a fan would see on the slate.
    while (performance.now() < deadline && firstLive === null) {
      const r = await get(`${base}/matches?status=live&limit=1`).catch(() => null);
      if (r?.status === 200 && json(r.body).data.length > 0) firstLive = since();
      else await sleep(50);
    }
    stage('first live match');
    await until('/history/coverage', (s) => s === 200);
    const ready = since();
    const rssReady = rssMb(child.pid!);
    stage('/history/coverage');
    // Any answer but a 5xx counts: a route another part has not built yet must not stall the clock.
    for (const path of Object.values(CORPUS_READS)) {
      await until(path, (s) => s < 500);
      stage(path);
    }
    return {
      health_s: health,
      health_cpu_s: healthCpu,
      first_live_s: firstLive,
      ready_s: ready,
      startup_s: since(),
      rss_mb: rssReady,
      rss_after_all_reads_mb: rssMb(child.pid!),
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export async function historyFigures(baseUrl: string): Promise<Record<string, number | null>> {
  const archive_p99_ms = await archiveP99(baseUrl);
  const tape_p99_ms = await tapeP99(baseUrl);
  const package_mb_per_s = await packageMbPerS(baseUrl);
  // A fresh clone's first start (empty cache folder), then a start from the forms it left.
  const cacheDir = mkdtempSync(join(tmpdir(), 'courtside-bench-cache-'));
  try {
    const first = await startupSeconds(cacheDir);
    const cached = await startupSeconds(cacheDir);
    return {
      archive_p99_ms,
      tape_p99_ms,
      package_mb_per_s,
      ...cached,
      first_start_health_s: first.health_s,
      first_start_health_cpu_s: first.health_cpu_s,
      first_start_first_live_s: first.first_live_s,
      first_start_ready_s: first.ready_s,
      first_start_rss_mb: first.rss_mb,
    };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('history-figures.ts') && process.argv[2]) {
  historyFigures(process.argv[2]).then((f) => console.log(JSON.stringify(f)));
}
