// The processes `bench:gateway` starts (the service, the gateways, the probe) and what it reads of
// them: when each is ready, and the CPU each has used.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

export const children: ChildProcess[] = [];

/** Spawns `node --import tsx <args>` and resolves once a line of its stdout matches `ready`. */
export function child(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  name: string,
): Promise<ChildProcess> {
  const c = spawn(process.execPath, ['--import', 'tsx', ...args], {
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
