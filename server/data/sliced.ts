import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice of request-thread work may run before other requests get their turn. */
const SLICE_MS = 8;

/**
 * Calls `step(i)` for i in 0..n-1 on the request thread, handing the event loop back every few
 * milliseconds: installing a corpus a worker built (filling its maps) never holds up other requests.
 */
export async function sliced(n: number, step: (i: number) => void): Promise<void> {
  let t0 = performance.now();
  for (let i = 0; i < n; i++) {
    step(i);
    if ((i & 255) === 255 && performance.now() - t0 > SLICE_MS) {
      await nextTurn();
      t0 = performance.now();
    }
  }
}
