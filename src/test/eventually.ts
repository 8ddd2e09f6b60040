import { vi } from 'vitest';

/**
 * How long a test waits for what it expects before it fails: a limit for a stuck test, not for
 * speed. Vitest's `vi.waitFor` gives up after 1 s and Testing Library after 1 s; on two shared cores
 * under a CPU hog a lazily loaded module or a screen that lands in 0.1 s alone took over 1 s (a
 * chart's code took 1.3 s to be asked for at load 10), which failed correct tests. A wait still ends
 * as soon as its condition holds.
 */
export const WAIT_LIMIT_MS = 20_000;

/** Resolves with `check`'s value once it stops throwing, polling until WAIT_LIMIT_MS. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: WAIT_LIMIT_MS });
}
