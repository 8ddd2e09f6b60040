// The bench's own service, gateway and build: free ports, children that die with the bench.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The build measured: dist/, or BENCH_UI_DIST (another build kept aside, so two builds run back to back). */
export const distDir = process.env.BENCH_UI_DIST
  ? path.resolve(process.env.BENCH_UI_DIST)
  : path.join(root, 'dist');

/** BENCH_UI_PORTS=FIRST: every port the bench opens is taken in turn from FIRST, not any free one. */
let nextPort = process.env.BENCH_UI_PORTS ? Number(process.env.BENCH_UI_PORTS) : null;

const children: ChildProcess[] = [];
const killAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
};
// Whatever happens, nothing started here outlives the benchmark.
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });

/** Stops every child started so far (the loaded service and its gateway) before the next phase. */
export async function stopAll(): Promise<void> {
  const running = children.filter((c) => c.exitCode === null);
  await Promise.all(
    running.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        }),
    ),
  );
  children.length = 0;
}

/** A port nothing listens on right now (the OS picks it), or the next of BENCH_UI_PORTS. */
export function freePort(): Promise<number> {
  if (nextPort !== null) return Promise.resolve(nextPort++);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node --import tsx <entry>` (no npx shell, so signals reach it); resolves with the first
 * output line holding `ready`.
 */
function startTsx(name: string, entry: string, env: Record<string, string>, ready: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 5 min`)), 300_000);
    child.stdout?.on('data', (d: Buffer) => {
      const line = String(d)
        .split('\n')
        .find((l) => l.includes(ready));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited early (${code})`));
    });
  });
}

export interface ServiceKnobs {
  port: number;
  courts: number;
  speed: number;
  wsMaxPerKey: number;
  /** Divides the rate-limit windows (default 1000: the limiter is not what the slate measures). */
  windowScale?: number;
  /** The admin listener's port (minting keys); the next of BENCH_UI_PORTS, or a free one the OS picks, unless told. */
  adminPort?: number;
}

/**
 * The local service with the feed loaded: COURTS live courts at SPEED, point frames on, and
 * WINDOW_SCALE shrinking the rate-limit windows so the page's reads are never refused (the limiter
 * is not what is measured).
 */
export async function startService(k: ServiceKnobs): Promise<{ liveMatches: number }> {
  const line = await startTsx(
    'service',
    'server/main.ts',
    {
      PORT: String(k.port),
      // The admin listener on a free port: PORT + 1 may be the gateway's free port picked earlier.
      ADMIN_PORT: String(k.adminPort ?? (nextPort !== null ? nextPort++ : 0)),
      COURTS: String(k.courts),
      // Hundreds of courts cannot be filled plausibly from 2,926 recordings: the load test's world
      // repeats recordings and players (labelled in the service's README); the default load stays real.
      PLAUSIBLE: k.courts > 20 ? '0' : '1',
      SPEED: String(k.speed),
      FEED_POINTS: '1',
      WINDOW_SCALE: String(k.windowScale ?? 1000),
      WS_MAX_PER_KEY: String(k.wsMaxPerKey),
    },
    'listening on',
  );
  // "… [speed 105, seed 2026, 503 live matches, ready in 1234 ms]"
  return { liveMatches: Number(/(\d+) live matches/.exec(line)?.[1] ?? Number.NaN) };
}

/**
 * The key the bench's own direct reads use (finding a five-set tape, warming the archive): another
 * ULTRA key, so they do not spend the gateway's 600 a minute, which the dashboard under test needs.
 */
export const BENCH_READ_KEY = 'demo-ultra-marketplace';

/** A fresh key of `tier` from the service's loopback admin listener, with counts of its own. */
export async function mintKey(adminPort: number, tier: string, label: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${adminPort}/_admin/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tier, label }),
  });
  if (!res.ok) throw new Error(`minting a ${tier} key answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

/** The gateway serving dist/ with a demo key (ULTRA unless told), as `npm start` runs it. */
export async function startGateway(
  port: number,
  serviceUrl: string,
  key = 'demo-ultra',
  env: Record<string, string> = {},
): Promise<void> {
  await startTsx(
    'gateway',
    'gateway/main.ts',
    {
      PORT_UI: String(port),
      COURTSIDE_BASE_URL: serviceUrl,
      COURTSIDE_KEY: key,
      COURTSIDE_DIST: distDir,
      ...env,
    },
    '[gateway]',
  );
}

/** Builds the app, so the figures are of the code checked out (BENCH_UI_BUILD=0 reuses an existing dist/). */
export function ensureBuild(): void {
  if (existsSync(path.join(distDir, 'index.html')) && process.env.BENCH_UI_BUILD === '0') return;
  console.log('building the app (vite build)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
}
