// The processes `bench:gateway` starts (the service, the gateways, the probe) and what it reads of
// them: when each is ready, and the CPU each has used.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

export const children: ChildProcess[] = [];

/** Spawns `node <nodeArgs> --import tsx <args>` and resolves once a line of its stdout matches `ready`. */
export function child(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  name: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const c = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(c);
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`${name} exited early (${code})`));
    c.once('exit', early);
    c.stdout?.on('data', (d: Buffer) => {
      const line = String(d).split('\n')[0];
      if (ready.test(line)) {
        process.stdout.write(`${name}: ${line}\n`);
        c.off('exit', early);
        resolve(c);
      }
    });
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 1/100 s). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The machine's load beside a figure: a figure taken while the 1-minute load exceeds the cores is
 * flagged, since on a shared machine it measures the others as much as the gateway.
 */
export function loadBeside(label: string): { load_1m: number; cores: number; busy: boolean } {
  const cores = availableParallelism();
  const load = Math.round(loadavg()[0] * 100) / 100;
  const busy = load > cores;
  console.log(
    `  load ${load} on ${cores} cores${busy ? `: FLAGGED, ${label} was taken on a busy machine (load above the core count)` : ''}`,
  );
  return { load_1m: load, cores, busy };
}

/** SIGTERM, resolved once the process has exited (a gateway writes its `--cpu-prof` profile then). */
export function stopped(c: ChildProcess): Promise<void> {
  if (c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
  });
}

/** Forks one of the bench's own TypeScript processes (`scripts/bench/<file>`), tracked with the rest. */
export function forkBench(file: string, env: Record<string, string> = {}): ChildProcess {
  const c = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  children.push(c);
  return c;
}

/** Sends `{type, ...extra}` to a forked process (none for `ready`) and resolves with its answer of that type. */
export function ask<T>(c: ChildProcess, type: string, extra: object = {}): Promise<T> {
  return new Promise<T>((resolve) => {
    const on = (m: { type?: string }) => {
      if (m?.type !== type) return;
      c.off('message', on);
      resolve(m as T);
    };
    c.on('message', on);
    if (type !== 'ready') c.send({ type, ...extra });
  });
}
