#!/usr/bin/env node
// `npm start`: the local Tennis Data Service and the dashboard's dev server as one command. Plain Node so
// it runs before anything else is set up. Either child exiting stops the other, and signals are forwarded,
// so no orphan keeps a port busy.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

// Run the packages' own CLI files with this Node rather than via npx or a shell, so signals reach them.
function binOf(pkg, name = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifestPath);
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

const servicePort = process.env.PORT ?? '8787';
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

for (const [port, what, variable] of [
  [servicePort, 'service', 'PORT'],
  [uiPort, 'dashboard', 'PORT_UI'],
]) {
  if (await portTaken(port)) {
    console.error(`[start] port ${port} (${what}) is already in use; stop that process or set ${variable}.`);
    process.exit(1);
  }
}

const children = [
  {
    name: 'service',
    args: [binOf('tsx'), 'server/main.ts'],
    env: { PORT: servicePort },
    stdin: 'ignore',
  },
  {
    name: 'ui',
    args: [binOf('vite')],
    env: { PORT_UI: uiPort, COURTSIDE_BASE_URL: process.env.COURTSIDE_BASE_URL ?? serviceUrl },
    // Vite's keyboard shortcuts (q to quit, h for help) stay usable.
    stdin: 'inherit',
  },
].map((spec) => ({
  ...spec,
  process: spawn(process.execPath, spec.args, {
    cwd: root,
    env: { ...process.env, ...spec.env },
    stdio: [spec.stdin, 'inherit', 'inherit'],
  }),
  exited: false,
}));

let stopping = false;
let exitCode = 0;

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (!child.exited) child.process.kill(signal);
  // A child that ignores the polite signal must not keep the command hanging.
  setTimeout(() => {
    for (const child of children) if (!child.exited) child.process.kill('SIGKILL');
  }, 5_000).unref();
}

for (const child of children) {
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

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

// Announce the dashboard only once both halves answer, so the printed URL works when clicked.
const deadline = Date.now() + 120_000;
while (!stopping && Date.now() < deadline && children.every((c) => !c.exited)) {
  if ((await isUp(`${serviceUrl}/health`)) && (await isUp(dashboardUrl))) {
    console.log(
      `\n[start] Courtside dashboard: ${dashboardUrl}  (service ${serviceUrl}; Ctrl+C stops both)\n`,
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!stopping && Date.now() >= deadline)
  console.error('[start] still waiting for the service or the UI to answer.');
