import { useSyncExternalStore } from 'react';

type Timers = Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;

/**
 * One clock for many readers: a single interval while anyone listens, every reader told in the same
 * task (so React renders them together, once a tick), none while nobody does. The grid's price ages
 * each had a one-second interval of their own: 440 cards were 440 timer tasks and 440 separate
 * renders a second, each walking the grid's 440 cards, most of them off screen.
 */
export function createSharedClock(
  periodMs: number,
  // Read at each call, not captured: a test's fake clock replaces Date after this module loads.
  now: () => number = () => Date.now(),
  timers: Timers = globalThis,
) {
  const listeners = new Set<() => void>();
  let time = now();
  let timer: ReturnType<typeof setInterval> | null = null;
  const tick = () => {
    time = now();
    for (const listener of listeners) listener();
  };
  return {
    read: () => time,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (timer === null) {
        // Idle until now: the first reader starts from the present, not from when the last one left.
        time = now();
        timer = timers.setInterval(tick, periodMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          timers.clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}

export type SharedClock = ReturnType<typeof createSharedClock>;

const idle = () => () => {};

/**
 * The clock's time, re-rendering on each tick while `ticking`; otherwise the time as it stands
 * whenever the component renders for another reason (a card off screen shows nobody its age).
 */
export function useSharedClock(clock: SharedClock, ticking = true): number {
  return useSyncExternalStore(ticking ? clock.subscribe : idle, clock.read, clock.read);
}

/** The grid's one-second clock (price ages). */
export const secondClock = createSharedClock(1_000);
