#!/usr/bin/env node
// `npm start`: the local Tennis Data Service, a production build of the dashboard, and our gateway in
// front of it (gateway/): the browser talks only to the gateway, which holds the demo ULTRA key
// server-side. `npm run dev` (`--dev`): the same service (or one already answering on its port) with
// Vite's dev server in place of the build and the gateway; the dev server's proxy holds the key. Plain Node so it runs before anything else is set up. Any long-running child exiting
// stops the others, and signals are forwarded, so no orphan keeps a port busy.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

// Run the packages' own CLI files with this Node rather than via npx or a shell, so signals reach them.
function binOf(pkg, name = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifestPath);
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

const servicePort = process.env.PORT ?? '8787';
// The service's loopback admin listener (fault controls): server/config.ts adminPortFor.
const adminPort = process.env.ADMIN_PORT || String(Number(servicePort) + 1);
const uiPort = process.env.PORT_UI ?? '5173';
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const dashboardUrl = `http://127.0.0.1:${uiPort}/`;

// Something else on a port would answer the readiness checks below and make the banner lie.
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const dev = process.argv.includes('--dev');
const useLocalService = process.env.COURTSIDE_BASE_URL === undefined;
// In dev mode a service already running on its port (say, `npm run service` in another terminal) is
// used as it is, so the dev server can be restarted without reloading the data.
const reuseService = dev && useLocalService && (await serviceAnswers(`${serviceUrl}/health`));
if (reuseService) console.log(`[start] using the service already answering at ${serviceUrl}`);

async function serviceAnswers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

for (const [port, what, variable] of [
  ...(useLocalService && !reuseService
    ? [
        [servicePort, 'service', 'PORT'],
        ...(adminPort === '0' ? [] : [[adminPort, 'service admin listener', 'ADMIN_PORT']]),
      ]
    : []),
  [uiPort, 'dashboard', 'PORT_UI'],
]) {
  if (await portTaken(port)) {
    console.error(`[start] port ${port} (${what}) is already in use; stop that process or set ${variable}.`);
    process.exit(1);
  }
}

const baseUrl = process.env.COURTSIDE_BASE_URL ?? serviceUrl;
const specs = [
  // Pointed at a real base URL, there is no local service to run.
  useLocalService &&
    !reuseService && {
      name: 'service',
      // tsx as Node's loader in this process, not its command line, which runs the service in a child
      // process of its own: one Node start fewer before the service reads its data.
      args: ['--import', 'tsx', 'server/main.ts'],
      // The demo switches the point feed on (the real service ships it off) so traders see every point.
      // glibc's malloc, set for the corpus workers: two arenas, or each thread's freed memory stays
      // resident in an arena of its own (RSS after every route 716 MB against 779,
      // scripts/bench/first-reads.ts); and a fixed mmap threshold, or glibc raises it to the largest
      // block freed (up to 32 MB) and from then on carves the workers' multi-MB typed arrays and the
      // builds' buffers out of the arenas, where what is freed around them stays resident. Fixed,
      // every block over 128 KiB is a mapping of its own, returned to the system when freed.
      env: {
        PORT: servicePort,
        FEED_POINTS: process.env.FEED_POINTS ?? '1',
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      },
    },
  dev && {
    name: 'dev server',
    args: [binOf('vite'), '--logLevel', 'warn'],
    // vite.config.ts's proxy adds the key to /api requests in this Node process, never in the page.
    env: {
      PORT_UI: uiPort,
      COURTSIDE_BASE_URL: baseUrl,
      COURTSIDE_KEY: process.env.COURTSIDE_KEY ?? 'demo-ultra',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
    afterBuild: true,
  },
  !dev && {
    name: 'gateway',
    args: [binOf('tsx'), 'gateway/main.ts'],
    // The key reaches only the gateway process; `vite build` below never sees it.
    env: {
      PORT_UI: uiPort,
      COURTSIDE_BASE_URL: baseUrl,
      COURTSIDE_KEY: process.env.COURTSIDE_KEY ?? 'demo-ultra',
    },
    afterBuild: true,
  },
].filter(Boolean);

const children = [];
let building = null;

// Every process started here (and the ones tsx starts in turn) exits when this supervisor is gone,
// whichever PID was signalled (scripts/exit-with-supervisor.mjs).
const supervised = {
  COURTSIDE_SUPERVISOR_PID: String(process.pid),
  NODE_OPTIONS: [
    process.env.NODE_OPTIONS,
    `--import=${pathToFileURL(path.join(root, 'scripts/exit-with-supervisor.mjs')).href}`,
  ]
    .filter(Boolean)
    .join(' '),
};

function spawnChild(spec) {
  const child = {
    ...spec,
    process: spawn(process.execPath, spec.args, {
      cwd: root,
      env: { ...process.env, ...supervised, ...spec.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
    exited: false,
  };
  children.push(child);
  watch(child);
  return child;
}

/** Lowers the process's priority (nice 10) before anything else runs in it. */
const BUILD_PRIORITY = `--import=data:text/javascript,${encodeURIComponent(
  "import { setPriority } from 'node:os'; try { setPriority(10); } catch {}",
)}`;

// The production build runs while the service loads its data; the gateway starts once it is done.
// COURTSIDE_SKIP_BUILD=1 reuses an existing dist/.
async function buildApp() {
  if (dev || process.env.COURTSIDE_SKIP_BUILD === '1') return true;
  console.log('[start] building the dashboard (vite build)…');
  const { COURTSIDE_KEY: _key, ...envWithoutKey } = process.env;
  // At a lower priority than the service: on a machine of two cores the build and the service's
  // start otherwise share the cores evenly, and `/health` and the live replay wait for the build's
  // CPU. Set in the build's own process before Vite runs, so the threads and the esbuild process it
  // starts inherit it.
  const build = spawn(process.execPath, [BUILD_PRIORITY, binOf('vite'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    // vite.config.ts imports the gateway's route rules; Vite's notice about its future config loader
    // is not for the person starting the app.
    env: { ...envWithoutKey, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  building = build;
  const code = await new Promise((resolve) => build.on('exit', (c) => resolve(c ?? 1)));
  building = null;
  if (code !== 0) console.error(`[start] vite build failed (code ${code}).`);
  return code === 0;
}

let stopping = false;
let exitCode = 0;

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  building?.kill(signal);
  for (const child of children) if (!child.exited) child.process.kill(signal);
  // A child that ignores the polite signal must not keep the command hanging.
  setTimeout(() => {
    for (const child of children) if (!child.exited) child.process.kill('SIGKILL');
  }, 5_000).unref();
}

function watch(child) {
  child.process.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`[start] ${child.name} exited (${signal ?? `code ${code}`}); stopping the rest.`);
      exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.exited)) process.exit(exitCode);
  });
  child.process.on('error', (err) => {
    console.error(`[start] could not start ${child.name}: ${err.message}`);
    exitCode = 1;
    stopAll('SIGTERM');
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));

// `npm start` runs this under npm and a shell; when either is stopped without passing the signal on,
// this process is re-parented: stop the children rather than leave them holding the ports.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) stopAll('SIGTERM');
}, 500).unref();

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls `url` until it answers 200, a child exits, or the deadline passes. */
async function waitFor(url, deadline) {
  while (!stopping && Date.now() < deadline && children.every((c) => !c.exited)) {
    if (await isUp(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const deadline = Date.now() + 180_000;

for (const spec of specs) if (!spec.afterBuild) spawnChild(spec);
if (!(await buildApp())) {
  exitCode = 1;
  stopAll('SIGTERM');
  if (children.every((c) => c.exited)) process.exit(1);
} else if (!stopping) {
  // The gateway starts once the service answers, so the URL it prints never serves a 502.
  console.log('[start] waiting for the service to load its data…');
  if (await waitFor(`${baseUrl}/health`, deadline)) {
    for (const spec of specs) if (spec.afterBuild) spawnChild(spec);
  }
}

// Announce the dashboard only once a request through it reaches the service, so the URL works when
// clicked.
if (!stopping && (await waitFor(`${dashboardUrl}api/health`, deadline)) && (await isUp(dashboardUrl))) {
  const via = dev ? 'dev server' : 'gateway';
  console.log(
    `\n[start] Courtside dashboard: ${dashboardUrl}  (the ${via} → service ${baseUrl}, key held by the ${via}; Ctrl+C stops all)\n`,
  );
} else if (!stopping && Date.now() >= deadline) {
  console.error('[start] the service or the dashboard did not answer within 3 minutes; stopping.');
  exitCode = 1;
  stopAll('SIGTERM');
}
