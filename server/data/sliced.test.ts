import { describe, expect, it } from 'vitest';
import { sliced } from './sliced';

/** A clock the test moves: each step "costs" `stepMs` of it. */
function withClock(stepMs: number) {
  let now = 0;
  const real = performance.now;
  performance.now = () => now;
  return { tick: () => (now += stepMs), restore: () => (performance.now = real) };
}

describe('sliced', () => {
  it('hands the thread back within a few costly steps, not after hundreds', async () => {
    // Steps of 1 ms: the thread must get a turn at least every 16 steps (16 ms), however the
    // steps are counted; looking at the clock every 256 steps let 256 ms pass.
    const clock = withClock(1);
    const turnsAt: number[] = [];
    let i = 0;
    let done = false;
    // Another task queued on every turn the thread hands back.
    const other = () => {
      turnsAt.push(i);
      if (!done) setImmediate(other);
    };
    setImmediate(other);
    try {
      await sliced(1_000, (k) => {
        i = k;
        clock.tick();
      });
    } finally {
      done = true;
      clock.restore();
    }
    const stepsPerTurn = turnsAt.slice(1).map((at, k) => at - turnsAt[k]);
    expect(stepsPerTurn.length).toBeGreaterThan(30);
    expect(Math.max(...stepsPerTurn)).toBeLessThanOrEqual(16);
  });

  it('runs every step once, in order', async () => {
    const seen: number[] = [];
    await sliced(1_000, (k) => seen.push(k));
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, k) => k));
  });
});
