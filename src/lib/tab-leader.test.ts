import { describe, expect, it } from 'vitest';
import { createTabLeader, type LockManagerLike } from './tab-leader';

/** A Web Locks stand-in for one browser: exclusive locks by name, granted in request order. */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, cb: () => Promise<T> | T): Promise<T> {
      const result = (tails.get(name) ?? Promise.resolve()).then(() => cb());
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** Lets granted locks run their callbacks. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('one leader among the tabs for every job', () => {
  it('one tab leads the feed and the poll together; the next tab takes both when it closes', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const job = (tab: string, name: string) => () => {
      log.push(`${tab} starts ${name}`);
      return () => log.push(`${tab} stops ${name}`);
    };
    const a = createTabLeader(locks);
    const b = createTabLeader(locks);
    const aFeed = a.whileLeader(job('A', 'feed'));
    b.whileLeader(job('B', 'feed'));
    b.whileLeader(job('B', 'poll'));
    const aPoll = a.whileLeader(job('A', 'poll'));
    await settle();
    expect(log).toEqual(['A starts feed', 'A starts poll']);

    aFeed();
    await settle();
    expect(log.slice(2)).toEqual(['A stops feed']);
    aPoll();
    await settle();
    expect(log.slice(3)).toEqual(['A stops poll', 'B starts feed', 'B starts poll']);
  });

  it('a tab that withdraws before it is granted the lock passes it straight on', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const a = createTabLeader(locks);
    const b = createTabLeader(locks);
    const c = createTabLeader(locks);
    const stopA = a.whileLeader(() => {
      log.push('A');
      return undefined;
    });
    const stopB = b.whileLeader(() => {
      log.push('B');
      return undefined;
    });
    c.whileLeader(() => {
      log.push('C');
      return undefined;
    });
    await settle();
    stopB();
    stopA();
    await settle();
    expect(log).toEqual(['A', 'C']);
  });
});
