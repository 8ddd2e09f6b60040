/** The longest a task waits for an idle moment before it runs anyway. */
const IDLE_CAP_MS = 2_000;

/**
 * Runs `task` once the main thread has an idle moment (at most `capMs` later), so work nobody waits
 * for does not take the turn of a frame or a tap. Returns a cancel. Where the browser has no idle
 * callbacks, `task` runs on the next macrotask.
 */
export function whenIdle(task: () => void, capMs = IDLE_CAP_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: capMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
