import { describe, expect, it } from 'vitest';
import type { Schedule } from './ingester-lock';
import { RedisLink, type RedisMode } from './redis-link';

// The link's clock and timer are the test's: each `step` moves the clock by the period and runs one
// PING that answers or fails as the test says, so "within 5 s" is checked on the link's own clock.
function drivenLink() {
  const clock = { t: 1_000_000 };
  let pending: (() => void) | null = null;
  let answers = true;
  const schedule: Schedule = (fn) => {
    pending = fn;
    return () => {
      pending = null;
    };
  };
  const link = new RedisLink({
    ping: async () => {
      if (!answers) throw new Error('ECONNREFUSED');
      return 'PONG';
    },
    everyMs: 500,
    downAfterMs: 2_000,
    upAfterOks: 3,
    schedule,
    now: () => clock.t,
  });
  const changes: Array<{ mode: RedisMode; at: number }> = [];
  link.onChange((mode) => changes.push({ mode, at: clock.t }));
  const settled = async () => {
    while (pending === null) await new Promise((r) => setImmediate(r));
  };
  return {
    link,
    clock,
    changes,
    redis(up: boolean) {
      answers = up;
    },
    async start() {
      link.start();
      await settled();
    },
    async step() {
      clock.t += 500;
      const run = pending;
      pending = null;
      run?.();
      await settled();
    },
  };
}

describe('the Redis link', () => {
  it('declares Redis gone 2 s after its last answer, well inside 5 s', async () => {
    const d = drivenLink();
    await d.start();
    await d.step();
    const lastAnswer = d.clock.t;
    d.redis(false);
    while (d.link.shared) await d.step();
    expect(d.changes).toEqual([{ mode: 'alone', at: lastAnswer + 2_000 }]);
  });

  it('goes back to sharing only after three answers in a row', async () => {
    const d = drivenLink();
    await d.start();
    d.redis(false);
    for (let i = 0; i < 6; i++) await d.step();
    expect(d.link.mode).toBe('alone');
    // A Redis that answers once and fails again is not followed back.
    d.redis(true);
    await d.step();
    await d.step();
    d.redis(false);
    await d.step();
    expect(d.link.mode).toBe('alone');
    d.redis(true);
    await d.step();
    await d.step();
    expect(d.link.mode).toBe('alone');
    await d.step();
    expect(d.link.mode).toBe('shared');
    expect(d.changes.map((c) => c.mode)).toEqual(['alone', 'shared']);
  });

  it('stops asking once stopped', async () => {
    const d = drivenLink();
    await d.start();
    d.link.stop();
    d.redis(false);
    d.clock.t += 60_000;
    expect(d.link.mode).toBe('shared');
    expect(d.changes).toEqual([]);
  });
});
