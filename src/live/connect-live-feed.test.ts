import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPoints } from '../../contract/points';
import { connectLiveFeed } from './connect-live-feed';
import { FakeSocket } from './feeds/fake-socket';
import { scoreAt, scoreFrame, withdrawnFrame } from './merge/test-frames';
import { createLiveStore } from './store/live-store';
import { testDelaySource } from './watch-along/test-delay-source';

/** The store and feed on a fake socket, once the page's socket client has loaded (it loads as it starts). */
async function setup(delaySeconds: number) {
  const live = createLiveStore();
  const delay = testDelaySource(delaySeconds);
  const sockets: FakeSocket[] = [];
  const scoreReads: number[] = [];
  const stop = connectLiveFeed({
    live,
    transport: 'native',
    nativeUrl: () => 'ws://feed.test/ws',
    fetchToken: () => Promise.reject(new Error('native only')),
    fetchers: {
      score: async (id) => {
        scoreReads.push(id);
        return scoreAt(1);
      },
      points: async () => ({}) as MatchPoints,
    },
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    leader: null,
    openChannel: null,
    schedule: (flush) => flush(),
    hold: delay.source,
  });
  await vi.dynamicImportSettled();
  const socket = () => sockets[0];
  const shown = (id: number) => live.store.getState().scores[id]?.score?.sequence;
  return { live, delay, socket, shown, stop, scoreReads };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectLiveFeed with a watch-along hold', () => {
  it('holds feed frames for the delay before they reach the store', async () => {
    const t = await setup(30);
    t.socket().open();
    t.socket().receive(scoreFrame(4, 2));
    vi.advanceTimersByTime(29_900);
    expect(t.shown(4)).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(t.shown(4)).toBe(2);
    t.stop();
  });

  it('with delay 0 frames reach the store as they arrive', async () => {
    const t = await setup(0);
    t.socket().open();
    t.socket().receive(scoreFrame(4, 2));
    expect(t.shown(4)).toBe(2);
    t.stop();
  });

  it("recovery's REST refetch after a withdrawal is held too, so it never shows more than the feed", async () => {
    const t = await setup(10);
    t.socket().open();
    t.socket().receive(scoreFrame(4, 1));
    t.socket().receive(scoreFrame(4, 2));
    t.socket().receive(withdrawnFrame(4, 2));
    await vi.advanceTimersByTimeAsync(10_000);
    // The withdrawal rolled the shown score back to 1 and asked for a refetch, which went out at once.
    expect(t.shown(4)).toBe(1);
    expect(t.scoreReads).toEqual([4]);
    expect(t.live.store.getState().scores[4].needsRefetch).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(t.live.store.getState().scores[4].needsRefetch).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.live.store.getState().scores[4].needsRefetch).toBe(false);
    t.stop();
  });
});

describe('connectLiveFeed with the socket in a worker', () => {
  it('starts the worker on the feed URL, and its gathered frames meet the same merge (a withdrawal rolls back)', () => {
    const live = createLiveStore();
    const sent: unknown[] = [];
    const worker = {
      onmessage: null as ((ev: MessageEvent) => void) | null,
      postMessage: (msg: unknown) => sent.push(msg),
      terminate: () => {},
    };
    const stop = connectLiveFeed({
      live,
      transport: 'native',
      nativeUrl: () => 'ws://feed.test/ws',
      fetchToken: () => Promise.reject(new Error('native only')),
      fetchers: { score: async () => scoreAt(1), points: async () => ({}) as MatchPoints },
      feedWorker: () => worker,
      leader: null,
      openChannel: null,
      schedule: (flush) => flush(),
      hold: testDelaySource(0).source,
    });
    expect(sent[0]).toMatchObject({ kind: 'start', url: 'ws://feed.test/ws' });
    const say = (data: unknown) => worker.onmessage?.({ data } as MessageEvent);
    say({ kind: 'status', change: { state: 'open', signals: [] } });
    say({ kind: 'frames', frames: [scoreFrame(4, 1), scoreFrame(4, 2), withdrawnFrame(4, 2)] });
    expect(live.store.getState().connection.state).toBe('open');
    expect(live.store.getState().scores[4]?.score?.sequence).toBe(1);
    stop();
    expect(sent.at(-1)).toEqual({ kind: 'stop' });
  });
});
