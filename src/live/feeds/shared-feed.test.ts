import { describe, expect, it } from 'vitest';
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
const afterRebroadcast = () => new Promise((r) => setTimeout(r, REBROADCAST_MS + 30));

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
    await tick();
    expect(log).toEqual(['A connects']);
    a.sinks[0].status({ state: 'open' });
    a.sinks[0].frames([scoreFrame(1, 5)]);
    await afterRebroadcast();
    expect(a.frames).toHaveLength(1);
    expect(b.frames).toHaveLength(1);
    expect(b.status.at(-1)).toMatchObject({ state: 'open', role: 'follower' });

    a.stop();
    await tick();
    expect(log).toEqual(['A connects', 'A disconnects', 'B connects']);
    expect(b.status.at(-1)).toMatchObject({ role: 'leader' });
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
    await tick();
    sink!.frames([scoreFrame(1, 1)]);
    await tick();
    expect(posted.filter((k) => k === 'frames')).toHaveLength(0);

    const b = startSharedFeed({
      name: 'test-feed-alone',
      leader: createTabLeader(locks),
      openChannel: (n) => new BroadcastChannel(n) as unknown as ChannelLike,
      start: () => ({ stop: () => {} }),
      onFrames: (f) => frames.push(...f),
      onStatus: () => {},
    });
    await tick();
    sink!.frames([scoreFrame(1, 2)]);
    sink!.frames([scoreFrame(1, 3)]);
    await afterRebroadcast();
    // Two frames gathered into one message.
    expect(posted.filter((k) => k === 'frames')).toHaveLength(1);
    expect(frames.map((f) => (f.type === 'score' ? f.score.sequence : null))).toEqual([2, 3]);
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
