// `npm test`: runs npm scripts at the same time and fails if any fails. The journeys spend most of
// their time waiting on replayed play, polls and timers, so the checks and unit tests fill the CPU
// they leave idle instead of running before them. Each script's output is prefixed with its name; a
// failing script does not stop the others, so one run reports every failure.
//
// A script prefixed with `nice:` runs at a lower CPU priority: the unit tests take what the journeys
// leave, and a journey waiting on a condition is not made late by them.
//
//   node scripts/side-by-side.mjs nice:check test:e2e
import { spawn } from 'node:child_process';

const specs = process.argv.slice(2);
if (specs.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs [nice:]script ...');
  process.exit(2);
}

const started = Date.now();
const children = [];
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/** Runs `npm run <script>`, prefixing every line it prints; resolves to its exit code. */
function run(spec) {
  const niced = spec.startsWith('nice:');
  const script = niced ? spec.slice('nice:'.length) : spec;
  const npm = ['npm', 'run', '--silent', script];
  const [command, ...args] = niced && process.platform !== 'win32' ? ['nice', '-n', '10', ...npm] : npm;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  children.push(child);
  const prefix = `[${script}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => {
      if (rest) process.stdout.write(`${prefix}${rest}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(
        `${prefix}${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} at ${seconds()} s`,
      );
      resolve(status);
    });
  });
}

// A stop (Ctrl-C, CI's cancel) is passed on to every child; the run ends once they have.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

const codes = await Promise.all(specs.map(run));
const failed = specs.filter((_, i) => codes[i] !== 0);
console.log(
  failed.length === 0
    ? `all passed in ${seconds()} s: ${specs.join(', ')}`
    : `failed: ${failed.join(', ')} (${seconds()} s)`,
);
process.exit(failed.length === 0 ? 0 : 1);
