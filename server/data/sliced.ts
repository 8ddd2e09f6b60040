import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice of request-thread work may run before other requests get their turn. */
const SLICE_MS = 5;

/**
 * Steps between two looks at the clock: a look costs ~0.1 µs, and a step may cost tens (a name
 * normalised and looked up): looking every 256 steps let a slice of costly steps run 40–50 ms
 * between two turns (a CPU profile of every corpus first read at once, under load).
 */
const LOOK_EVERY = 16;

/**
 * Calls `step(i)` for i in 0..n-1 on the request thread, handing the event loop back every few
 * milliseconds: installing a corpus a worker built (filling its maps) never holds up other requests.
 */
export async function sliced(n: number, step: (i: number) => void): Promise<void> {
  let t0 = performance.now();
  for (let i = 0; i < n; i++) {
    step(i);
    if (i % LOOK_EVERY === LOOK_EVERY - 1 && performance.now() - t0 > SLICE_MS) {
      await nextTurn();
      t0 = performance.now();
    }
  }
}
