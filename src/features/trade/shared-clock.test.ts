import { describe, expect, it, vi } from 'vitest';
import { createSharedClock } from './shared-clock';

function fakeTimers() {
  const running = new Map<number, () => void>();
  let next = 1;
  return {
    running,
    setInterval: ((fn: () => void) => {
      running.set(next, fn);
      return next++;
    }) as unknown as typeof setInterval,
    clearInterval: ((id: number) => running.delete(id)) as unknown as typeof clearInterval,
    fire: () => {
      for (const fn of [...running.values()]) fn();
    },
  };
}

describe('createSharedClock', () => {
  it('runs one interval for every reader and tells them all on each tick', () => {
    let t = 1_000;
    const timers = fakeTimers();
    const clock = createSharedClock(1_000, () => t, timers);
    const a = vi.fn();
    const b = vi.fn();
    const offA = clock.subscribe(a);
    const offB = clock.subscribe(b);
    expect(timers.running.size).toBe(1);
    t = 2_000;
    timers.fire();
    expect(clock.read()).toBe(2_000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    expect(timers.running.size).toBe(1);
    offB();
    // Nobody listens: no timer wakes the page.
    expect(timers.running.size).toBe(0);
  });

  it('starts from the present when a reader comes after an idle spell', () => {
    let t = 1_000;
    const timers = fakeTimers();
    const clock = createSharedClock(1_000, () => t, timers);
    t = 60_000;
    clock.subscribe(() => {});
    expect(clock.read()).toBe(60_000);
  });
});
