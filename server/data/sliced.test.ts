import { describe, expect, it } from 'vitest';
import { sliced } from './sliced';

/** A clock the test moves: each step "costs" `stepMs` of it. */
function withClock(stepMs: number) {
  let now = 0;
  const real = performance.now;
  performance.now = () => now;
  return { tick: () => (now += stepMs), restore: () => (performance.now = real) };
}

/** Runs a pass of `n` steps costing `stepMs` each; how many steps ran between two turns handed back. */
async function stepsPerTurnOf(stepMs: number, n: number): Promise<number[]> {
  const clock = withClock(stepMs);
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
    await sliced(n, (k) => {
      i = k;
      clock.tick();
    });
  } finally {
    done = true;
    clock.restore();
  }
  return turnsAt.slice(1).map((at, k) => at - turnsAt[k]);
}

describe('sliced', () => {
  it('hands the thread back within a few costly steps, not after hundreds', async () => {
    // Steps of 1 ms: the thread must get a turn at least every 16 steps (16 ms), however the
    // steps are counted; looking at the clock every 256 steps let 256 ms pass.
    const stepsPerTurn = await stepsPerTurnOf(1, 1_000);
    expect(stepsPerTurn.length).toBeGreaterThan(30);
    expect(Math.max(...stepsPerTurn)).toBeLessThanOrEqual(16);
  });

  it('hands the thread back after one or two steps when each step costs most of a slice', async () => {
    // Steps of 4 ms against a 5 ms slice: a fixed run of 16 steps between looks at the clock held
    // the thread 64 ms.
    const stepsPerTurn = await stepsPerTurnOf(4, 200);
    expect(stepsPerTurn.length).toBeGreaterThan(60);
    expect(Math.max(...stepsPerTurn)).toBeLessThanOrEqual(2);
  });

  it('gives passes under way at once one budget a turn between them, not one each', async () => {
    // Three passes of 1 ms steps at once: between two turns of other work, at most 16 steps in
    // all (one look at the clock), where a budget each let the three run back to back.
    const clock = withClock(1);
    const turnsAt: number[] = [];
    let steps = 0;
    let done = false;
    const other = () => {
      turnsAt.push(steps);
      if (!done) setImmediate(other);
    };
    setImmediate(other);
    const pass = () =>
      sliced(200, () => {
        steps++;
        clock.tick();
      });
    try {
      await Promise.all([pass(), pass(), pass()]);
    } finally {
      done = true;
      clock.restore();
    }
    expect(steps).toBe(600);
    const stepsPerTurn = turnsAt.slice(1).map((at, k) => at - turnsAt[k]);
    expect(Math.max(...stepsPerTurn)).toBeLessThanOrEqual(16);
  });

  it('runs every step once, in order, and a failing step fails only its own pass', async () => {
    await expect(
      sliced(10, (k) => {
        if (k === 5) throw new Error('step 5');
      }),
    ).rejects.toThrow('step 5');
    const seen: number[] = [];
    await sliced(1_000, (k) => seen.push(k));
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, k) => k));
  });
});
