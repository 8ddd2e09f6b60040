/**
 * What holds the service's memory: one start on `npm start`'s configuration, then each corpus's
 * first read in turn (and one download per package kind), printing after each the resident set and
 * V8's split (heap objects, typed arrays outside the heap) from GET /_admin/memory.
 *
 *   tsx scripts/bench/service-memory.ts   (BENCH_PORT, default 52500; admin = port + 1;
 *                                          COURTSIDE_CACHE_DIR as the service reads it)
 */
import { spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { loadTag } from './bench-kit';
import { FIRST_READS, newestFilled } from './first-reads';

const PORT = Number(process.env.BENCH_PORT ?? 52500);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = `http://127.0.0.1:${PORT + 1}`;
const KEY = 'demo-ultra';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    ADMIN_PORT: String(PORT + 1),
    FEED_POINTS: '1',
    // As scripts/start.mjs runs the service: two malloc arenas, a fixed mmap threshold.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    WINDOW_SCALE: '1000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => child.kill('SIGKILL'));
const t0 = performance.now();
await new Promise<void>((resolve, reject) => {
  child.stdout?.on('data', (d: Buffer) => String(d).includes('Service ready') && resolve());
  child.once('exit', (code) => reject(new Error(`service exited (${code})`)));
});

/**
 * GET over node:http rather than fetch: a first listing that builds every package of a kind can
 * take minutes on a busy machine, past fetch's five-minute wait for the headers.
 */
const get = (url: string) =>
  new Promise<{ status: number; ms: number; body: Buffer }>((resolve, reject) => {
    const t = performance.now();
    httpGet(url, { headers: { 'x-api-key': KEY } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: Math.round(performance.now() - t),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
const memory = async (label: string, ms: number | string = '') => {
  // Settled first: a worker's heap still counts until it has exited.
  await sleep(300);
  const m = JSON.parse((await get(`${ADMIN}/_admin/memory?gc=1`)).body.toString('utf8'));
  console.log(
    `${label.padEnd(24)} ${String(ms).padStart(6)} ms  rss ${String(m.rss_mb).padStart(5)} MB  heap ${String(m.heap_used_mb).padStart(4)}  external ${String(m.external_mb).padStart(4)}  array buffers ${String(m.array_buffers_mb).padStart(4)}`,
  );
  return m;
};

await memory('ready', Math.round(performance.now() - t0));
for (const [name, path] of Object.entries(FIRST_READS)) {
  const r = await get(`${BASE}${path}`);
  await memory(`${name} ${r.status}`, r.ms);
  if (!path.startsWith('/history/packages?') || r.status !== 200) continue;
  const pkg = newestFilled(JSON.parse(r.body.toString('utf8')).data);
  const kind = new URLSearchParams(path.split('?')[1]).get('kind') ?? 'tape';
  for (const f of pkg?.files ?? []) {
    const d = await get(`${BASE}/history/packages/${pkg?.period}?kind=${kind}&format=${f.format}`);
    await memory(`  download ${f.format} ${d.status}`, d.ms);
  }
}
console.log(loadTag());
child.kill('SIGTERM');
