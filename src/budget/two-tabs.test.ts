import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { createTabLeader } from '../lib/tab-leader';
import { memoryStore, webLocksMutex } from './budget-store';
import { LivePoller } from './live-poller';
import { RequestBudget } from './request-budget';
import { BUDGET_POST_WINDOW_MS, TabCoordinator } from './tab-coordinator';
import { fakeChannelHub, fakeLocks } from './test-tabs';
import { ManualTimers } from './timers';

const T0 = Date.UTC(2026, 10, 21, 8, 0, 0);
const info = { path: '/matches', exempt: false };

function tab(
  timers: ManualTimers,
  shared: { store: ReturnType<typeof memoryStore>; locks: ReturnType<typeof fakeLocks> },
) {
  return new RequestBudget({
    tier: 'free',
    now: timers.now,
    store: shared.store,
    mutex: webLocksMutex(shared.locks),
  });
}

describe('two tabs share one budget', () => {
  it('together never pass the per-minute limit, however they race', async () => {
    const timers = new ManualTimers(T0);
    const shared = { store: memoryStore(), locks: fakeLocks() };
    const a = tab(timers, shared);
    const b = tab(timers, shared);
    const attempts = Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).beforeRequest(info));
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    expect(refused.reason.problem).toMatchObject({ type: 'budget', reason: 'minute_full' });
    expect(a.snapshot().dayUsed).toBe(30);
    expect(b.snapshot().dayUsed).toBe(30);
  });

  it('quota-exempt reads (/usage) spend nothing', async () => {
    const timers = new ManualTimers(T0);
    const a = tab(timers, { store: memoryStore(), locks: fakeLocks() });
    for (let i = 0; i < 50; i++) await a.beforeRequest({ path: '/usage', exempt: true });
    expect(a.snapshot().dayUsed).toBe(0);
  });

  it('only the leader polls; the other tab gets the slate over the channel and polls when it leads', async () => {
    const timers = new ManualTimers(T0);
    const shared = { store: memoryStore(), locks: fakeLocks() };
    const hub = fakeChannelHub();
    const fetched: string[] = [];
    const received: string[] = [];
    const make = (name: string) => {
      const budget = tab(timers, shared);
      let coord: TabCoordinator | null = null;
      const poller = new LivePoller({
        budget,
        timers,
        expectedVisibleMs: 12 * 3_600_000,
        track: (p) => timers.track(p),
        refresh: async () => {
          await budget.beforeRequest(info);
          fetched.push(name);
          coord?.publishSlate({ from: name }, timers.now());
        },
      });
      coord = new TabCoordinator({
        tabId: name,
        channel: hub(),
        leader: createTabLeader(shared.locks),
        poller,
        now: timers.now,
        onSlate: (d) => received.push(`${name}<-${(d as { from: string }).from}`),
      });
      return coord;
    };
    const a = make('a');
    const b = make('b');
    await timers.advanceTo(T0);
    expect(a.isLeader).toBe(true);
    expect(b.isLeader).toBe(false);
    // Only the follower is visible with a live view: the leader still polls on its behalf.
    b.setActive(true);
    await timers.advanceTo(T0 + 30 * 60_000);
    expect(fetched.length).toBeGreaterThan(1);
    expect(new Set(fetched)).toEqual(new Set(['a']));
    expect(received.every((r) => r === 'b<-a')).toBe(true);
    expect(received.length).toBe(fetched.length);
    // The leader closes: b takes the lock and polls itself.
    a.dispose();
    await timers.advanceTo(T0 + 31 * 60_000);
    expect(b.isLeader).toBe(true);
    b.setActive(true);
    await timers.advanceTo(T0 + 60 * 60_000);
    expect(fetched.at(-1)).toBe('b');
  });

  it('a lone leader posts no slate; a tab that appears later is sent the last one at once', async () => {
    const timers = new ManualTimers(T0);
    const shared = { store: memoryStore(), locks: fakeLocks() };
    const hub = fakeChannelHub();
    const heard: unknown[] = [];
    const spy = hub();
    spy.onmessage = (ev) => heard.push(ev.data);
    const budget = tab(timers, shared);
    let coord: TabCoordinator | null = null;
    let polls = 0;
    const poller = new LivePoller({
      budget,
      timers,
      expectedVisibleMs: 12 * 3_600_000,
      track: (p) => timers.track(p),
      refresh: async () => {
        await budget.beforeRequest(info);
        polls++;
        coord?.publishSlate({ poll: polls }, timers.now());
      },
    });
    coord = new TabCoordinator({
      tabId: 'a',
      channel: hub(),
      leader: createTabLeader(shared.locks),
      poller,
      now: timers.now,
      onSlate: () => {},
    });
    await timers.advanceTo(T0);
    coord.setActive(true);
    await timers.advanceTo(T0 + 10 * 60_000);
    expect(polls).toBeGreaterThan(1);
    const slates = () => heard.filter((m) => (m as { type: string }).type === 'slate');
    expect(slates()).toEqual([]);

    spy.postMessage({ type: 'presence', tabId: 'b', active: false, at: timers.now() });
    for (let i = 0; i < 5; i++) await Promise.resolve(); // the channel delivers in microtasks
    expect(slates()).toEqual([expect.objectContaining({ tabId: 'a', data: { poll: polls } })]);
    coord.dispose();
  });

  it('a tab that changes the ledger often tells the others at most once per window, and last of all', async () => {
    const timers = new ManualTimers(T0);
    const hub = fakeChannelHub();
    const heard: number[] = [];
    const spy = hub();
    spy.onmessage = (ev) => {
      if ((ev.data as { type: string }).type === 'budget') heard.push(timers.now());
    };
    const poller = new LivePoller({
      budget: tab(timers, { store: memoryStore(), locks: fakeLocks() }),
      timers,
      expectedVisibleMs: 12 * 3_600_000,
      refresh: async () => undefined,
    });
    const coord = new TabCoordinator({
      tabId: 'a',
      channel: hub(),
      poller,
      now: timers.now,
      timers,
      onSlate: () => {},
    });
    // 40 changes a second for 2 s: a price-reading grid.
    for (let i = 0; i < 80; i++) {
      coord.publishBudget();
      await timers.advanceTo(T0 + (i + 1) * 25);
    }
    await timers.advanceTo(T0 + 3_000);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(heard[0]).toBe(T0);
    expect(heard.length).toBeLessThanOrEqual(2_000 / BUDGET_POST_WINDOW_MS + 1);
    expect(heard.length).toBeGreaterThanOrEqual(2_000 / BUDGET_POST_WINDOW_MS);
    for (let i = 1; i < heard.length; i++)
      expect(heard[i] - heard[i - 1]).toBeGreaterThanOrEqual(BUDGET_POST_WINDOW_MS);
    // The last change is told too: the peers' count ends where the ledger ends.
    expect(heard.at(-1)).toBeGreaterThanOrEqual(T0 + 79 * 25);
    coord.dispose();
  });
});
