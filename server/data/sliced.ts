import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long the request thread may run sliced work in one turn before other requests get theirs. */
const SLICE_MS = 5;

/**
 * Steps between two looks at the clock, learnt per pass: a look costs ~0.1 µs, and a step may cost
 * microseconds (a name normalised and looked up) or milliseconds (a result indexed, a charted
 * match linked). A fixed 16 let a pass of costly steps run 60–80 ms between two turns (a CPU
 * profile of every corpus first read at once); a fixed 1 would look ~100,000 times for a cheap
 * pass. Each pass starts looking after every step and doubles the run while a run costs less than
 * an eighth of the slice, halving it when a run overshoots.
 */
const FIRST_RUN = 1;
const LONGEST_RUN = 256;

interface Job {
  next: number;
  n: number;
  step: (i: number) => void;
  /** Steps this pass runs between two looks at the clock. */
  run: number;
  done: () => void;
  fail: (e: unknown) => void;
}

/** Every sliced pass under way, served in turn: they share one budget a turn, not one each. */
const jobs: Job[] = [];
let running = false;

/**
 * Runs the passes under way, a few steps of each in turn, until SLICE_MS is spent, then hands the
 * thread back. One budget for all: the immediates of N passes, each running its own 5 ms, all ran
 * in the same turn (N × 5 ms before the next request), as the first reads of every corpus at once
 * start several passes together.
 */
async function serve(): Promise<void> {
  running = true;
  try {
    while (jobs.length > 0) {
      await nextTurn();
      const t0 = performance.now();
      while (jobs.length > 0 && performance.now() - t0 <= SLICE_MS) {
        const job = jobs[0];
        try {
          const until = Math.min(job.n, job.next + job.run);
          const r0 = performance.now();
          while (job.next < until) job.step(job.next++);
          const spent = performance.now() - r0;
          if (spent < SLICE_MS / 8) job.run = Math.min(LONGEST_RUN, job.run * 2);
          else if (spent > SLICE_MS) job.run = Math.max(FIRST_RUN, job.run >> 1);
        } catch (e) {
          jobs.shift();
          job.fail(e);
          continue;
        }
        jobs.shift();
        if (job.next < job.n) jobs.push(job);
        else job.done();
      }
    }
  } finally {
    running = false;
  }
}

/**
 * Calls `step(i)` for i in 0..n-1 on the request thread, a few milliseconds at a time beside every
 * other pass under way: installing a corpus a worker built (filling its maps) never holds up other
 * requests. Steps run in order from a later turn, never inline.
 */
export function sliced(n: number, step: (i: number) => void): Promise<void> {
  if (n <= 0) return Promise.resolve();
  return new Promise<void>((done, fail) => {
    jobs.push({ next: 0, n, step, run: FIRST_RUN, done, fail });
    if (!running) void serve();
  });
}
