import { describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { type ChannelLike, createTabLeader, type LockManagerLike } from '../../lib/tab-leader';
import { scoreFrame } from '../merge/test-frames';
import type { FeedConnection } from '../store/connection-status';
import { type FeedSink, REBROADCAST_MS, startSharedFeed } from './shared-feed';

/** An exclusive lock queue, as navigator.locks grants one holder at a time. */
class FakeLocks implements LockManagerLike {
  private tail: Promise<unknown> = Promise.resolve();
  request<T>(_name: string, callback: () => Promise<T> | T): Promise<T> {
    const run = this.tail.then(callback);
    this.tail = run.catch(() => {});
    return run;
  }
}

const tick = () => new Promise((r) => setTimeout(r, 10));
// Tabs hear each other through BroadcastChannel messages, which a busy machine delivers late: each
// step waits for what it needs to have happened, never for a fixed time (the limit is for a stuck test).
const until = (check: () => void) => vi.waitFor(check, { timeout: 60_000, interval: 5 });

function tab(name: string, locks: LockManagerLike, log: string[]) {
  const frames: FeedFrame[] = [];
  const status: Partial<FeedConnection>[] = [];
  const sinks: FeedSink[] = [];
  const stop = startSharedFeed({
    name: 'test-feed',
    leader: createTabLeader(locks),
    // Node's BroadcastChannel delivers between instances in one process, like tabs of one browser.
    openChannel: (n) => new BroadcastChannel(n) as unknown as ChannelLike,
    start(sink) {
      log.push(`${name} connects`);
      sinks.push(sink);
      return { stop: () => log.push(`${name} disconnects`) };
    },
    onFrames: (f) => frames.push(...f),
    onStatus: (s) => status.push(s),
  });
  return { frames, status, sinks, stop };
}

describe('one feed connection shared by every tab', () => {
  it('one tab connects, the others hear its frames; the next tab takes over when it closes', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const a = tab('A', locks, log);
    const b = tab('B', locks, log);
    await until(() => expect(log).toEqual(['A connects']));
    // The leader copies frames to the channel once a follower has said hello, and answers the hello
    // with its status: B's second status is that answer.
    await until(() => expect(b.status.length).toBeGreaterThanOrEqual(2));
    a.sinks[0].status({ state: 'open' });
    a.sinks[0].frames([scoreFrame(1, 5)]);
    await until(() => expect(b.frames).toHaveLength(1));
    expect(a.frames).toHaveLength(1);
    await until(() => expect(b.status.at(-1)).toMatchObject({ state: 'open', role: 'follower' }));
    // Later rebroadcasts would copy the frame again: one gathering period on, still one.
    await new Promise((r) => setTimeout(r, REBROADCAST_MS + 30));
    expect(b.frames).toHaveLength(1);

    a.stop();
    await until(() => expect(log).toEqual(['A connects', 'A disconnects', 'B connects']));
    await until(() => expect(b.status.at(-1)).toMatchObject({ role: 'leader' }));
    b.stop();
    await tick();
  });

  it('a tab alone copies no frame to the channel; once another tab says hello it rebroadcasts', async () => {
    const locks = new FakeLocks();
    const posted: string[] = [];
    const frames: FeedFrame[] = [];
    let sink: FeedSink | null = null;
    const stopA = startSharedFeed({
      name: 'test-feed-alone',
      leader: createTabLeader(locks),
      openChannel: (n) => {
        const channel = new BroadcastChannel(n);
        const post = channel.postMessage.bind(channel);
        channel.postMessage = (m: { kind: string }) => {
          posted.push(m.kind);
          post(m);
        };
        return channel as unknown as ChannelLike;
      },
      start(s) {
        sink = s;
        return { stop: () => {} };
      },
      onFrames: () => {},
      onStatus: () => {},
    });
    await until(() => expect(sink).not.toBeNull());
    sink!.frames([scoreFrame(1, 1)]);
    await new Promise((r) => setTimeout(r, REBROADCAST_MS + 30));
    expect(posted.filter((k) => k === 'frames')).toHaveLength(0);

    const b = startSharedFeed({
      name: 'test-feed-alone',
      leader: createTabLeader(locks),
      openChannel: (n) => new BroadcastChannel(n) as unknown as ChannelLike,
      start: () => ({ stop: () => {} }),
      onFrames: (f) => frames.push(...f),
      onStatus: () => {},
    });
    // The leader answers the hello with its status, and from then on rebroadcasts.
    await until(() => expect(posted).toContain('status'));
    sink!.frames([scoreFrame(1, 2)]);
    sink!.frames([scoreFrame(1, 3)]);
    await until(() =>
      expect(frames.map((f) => (f.type === 'score' ? f.score.sequence : null))).toEqual([2, 3]),
    );
    // Two frames gathered into one message.
    expect(posted.filter((k) => k === 'frames')).toHaveLength(1);
    stopA();
    b();
    await tick();
  });

  it('connects alone where there are no locks', () => {
    const log: string[] = [];
    const stop = startSharedFeed({
      leader: null,
      openChannel: null,
      start: () => {
        log.push('connect');
        return { stop: () => log.push('stop') };
      },
      onFrames: () => {},
      onStatus: () => {},
    });
    stop();
    expect(log).toEqual(['connect', 'stop']);
  });
});
