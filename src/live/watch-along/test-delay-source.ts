import type { DelaySource } from './delay-line';

/** A delay source a test sets by hand (seconds, like the settings), telling subscribers as the store does. */
export function testDelaySource(seconds: number) {
  let ms = seconds * 1000;
  const listeners = new Set<() => void>();
  const source: DelaySource = {
    delayMs: () => ms,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return {
    source,
    set(next: number): void {
      ms = next * 1000;
      for (const l of listeners) l();
    },
  };
}
