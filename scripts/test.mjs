#!/usr/bin/env node
// `npm test`: the checks (`npm run check`: format, types, lint, unit and integration tests) beside the
// Playwright journeys (`npm run test:e2e`), not one after the other. The journeys spend most of their
// time waiting on pages and on the replayed play, which leaves a core free for the checks: side by
// side the run takes about as long as the journeys alone. Each line is prefixed with its part; the
// run fails if either part fails, and a failed check stops the journeys rather than leave them running.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const parts = [
  { name: 'check', args: ['run', 'check'] },
  { name: 'e2e', args: ['run', 'test:e2e'] },
];

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

function run({ name, args }) {
  // Its own process group, so stopping a part stops the servers and browsers it started too.
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { name, child, done };
}

const running = parts.map(run);

function stopAll() {
  for (const { child } of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stopAll);

const codes = await Promise.all(
  running.map(async ({ name, done }) => {
    const code = await done;
    console.log(`[${name}] ${code === 0 ? 'passed' : `failed (exit ${code})`} at ${seconds()}`);
    // A failed part fails the run: the other is not worth waiting for.
    if (code !== 0) stopAll();
    return code;
  }),
);
process.exit(codes.every((c) => c === 0) ? 0 : 1);
