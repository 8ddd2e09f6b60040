import type { FeedFrame } from '../../../contract/feed-frames';
import { appTabLeader, type ChannelLike, openAppChannel, type TabLeader } from '../../lib/tab-leader';
import type { FeedConnection } from '../store/connection-status';

/** Where a running connection reports. */
export interface FeedSink {
  frames(frames: FeedFrame[]): void;
  status(change: Partial<FeedConnection>): void;
}

/** Starts the one real connection (native or push) and returns how to stop it. */
type StartConnection = (sink: FeedSink) => { stop(): void };

export interface SharedFeedOptions {
  start: StartConnection;
  onFrames: (frames: FeedFrame[]) => void;
  onStatus: (change: Partial<FeedConnection>) => void;
  /** Channel name; one per transport so two configurations never share a socket's frames. */
  name?: string;
  /** The tabs' leader election (lib/tab-leader.ts); defaults to the page's, `null` connects alone. */
  leader?: TabLeader | null;
  openChannel?: ((name: string) => ChannelLike) | null;
}

type Message =
  | { kind: 'frames'; frames: FeedFrame[] }
  | { kind: 'status'; status: Partial<FeedConnection> }
  | { kind: 'hello' }
  | { kind: 'leader' };

/** How long the leader gathers frames before rebroadcasting them to other tabs in one message. */
export const REBROADCAST_MS = 20;

/**
 * One feed connection for every tab of the browser (the service allows 2 per key): the leader tab
 * (lib/tab-leader.ts; the same tab polls the slate) runs the connection and rebroadcasts its frames
 * and status over a BroadcastChannel; the others listen. When the leader tab closes, the lock passes
 * to another tab, which connects. Without locks or channels (old browsers, tests) the tab connects
 * on its own.
 */
export function startSharedFeed(options: SharedFeedOptions): () => void {
  const name = options.name ?? 'courtside-feed';
  const leader = options.leader === undefined ? appTabLeader() : options.leader;
  const openChannel = options.openChannel === undefined ? openAppChannel : options.openChannel;
  const channel = leader && openChannel ? openChannel(name) : null;
  if (!leader || !channel) {
    const conn = options.start({
      frames: options.onFrames,
      status: (s) => options.onStatus({ ...s, role: 'solo' }),
    });
    return () => conn.stop();
  }

  let leading = false;
  let lastStatus: Partial<FeedConnection> = {};
  // Copying every frame to a channel nobody listens on cost a tenth of the main thread at 2,500
  // frames/s, so the leader rebroadcasts only once a follower has said hello, and in batches.
  let followers = false;
  let outbox: FeedFrame[] = [];
  let outboxTimer: ReturnType<typeof setTimeout> | null = null;
  const flushOutbox = () => {
    outboxTimer = null;
    const frames = outbox;
    outbox = [];
    if (frames.length > 0 && leading) channel.postMessage({ kind: 'frames', frames } satisfies Message);
  };
  const rebroadcast = (frames: FeedFrame[]) => {
    if (!followers) return;
    for (const f of frames) outbox.push(f);
    outboxTimer ??= setTimeout(flushOutbox, REBROADCAST_MS);
  };

  channel.onmessage = (ev) => {
    const msg = ev.data as Message;
    if (msg.kind === 'hello' && leading) {
      followers = true;
      channel.postMessage({ kind: 'status', status: lastStatus });
    }
    if (leading) return;
    // A new leader does not know who listens: answer so it starts rebroadcasting.
    if (msg.kind === 'leader') channel.postMessage({ kind: 'hello' } satisfies Message);
    else if (msg.kind === 'frames') options.onFrames(msg.frames);
    else if (msg.kind === 'status') options.onStatus({ ...msg.status, role: 'follower' });
  };
  options.onStatus({ role: 'follower' });
  channel.postMessage({ kind: 'hello' } satisfies Message);

  const withdraw = leader.whileLeader(() => {
    leading = true;
    followers = false;
    channel.postMessage({ kind: 'leader' } satisfies Message);
    const conn = options.start({
      frames(frames) {
        options.onFrames(frames);
        rebroadcast(frames);
      },
      status(change) {
        lastStatus = { ...lastStatus, ...change };
        options.onStatus({ ...change, role: 'leader' });
        channel.postMessage({ kind: 'status', status: change } satisfies Message);
      },
    });
    options.onStatus({ role: 'leader' });
    return () => {
      conn.stop();
      if (outboxTimer) clearTimeout(outboxTimer);
      flushOutbox();
      leading = false;
    };
  });

  return () => {
    withdraw();
    channel.close();
  };
}
