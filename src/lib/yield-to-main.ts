interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Gives the main thread back (a tap's events, a paint) and resolves when it is this work's turn
 * again: `scheduler.yield` where it exists, which resumes ahead of other queued tasks, else a
 * macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
