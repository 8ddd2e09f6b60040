import type { FeedFrame } from '../../../contract/feed-frames';
import type { FeedConnection } from '../store/connection-status';

/** Where a running connection reports. */
export interface FeedSink {
  frames(frames: FeedFrame[]): void;
  status(change: Partial<FeedConnection>): void;
}

/** Starts the one real connection (native or push) and returns how to stop it. */
export type StartConnection = (sink: FeedSink) => { stop(): void };

/** The slice of `navigator.locks` we use. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** The slice of `BroadcastChannel` we use. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(): void;
}

export interface SharedFeedOptions {
  start: StartConnection;
  onFrames: (frames: FeedFrame[]) => void;
  onStatus: (change: Partial<FeedConnection>) => void;
  /** Lock and channel name; one per API base so two configurations never share a socket. */
  name?: string;
  locks?: LockManagerLike | null;
  openChannel?: ((name: string) => ChannelLike) | null;
}

type Message =
  | { kind: 'frames'; frames: FeedFrame[] }
  | { kind: 'status'; status: Partial<FeedConnection> }
  | { kind: 'hello' }
  | { kind: 'leader' };

/** How long the leader gathers frames before rebroadcasting them to other tabs in one message. */
export const REBROADCAST_MS = 20;

function defaultLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function defaultChannel(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'function'
    ? (name) => new BroadcastChannel(name) as unknown as ChannelLike
    : null;
}

/**
 * One feed connection for every tab of the browser (the service allows 2 per key): the tab that
 * holds a Web Lock runs the connection and rebroadcasts its frames and status over a
 * BroadcastChannel; the others listen. When the leader tab closes, the lock passes to another tab,
 * which connects. Without locks or channels (old browsers, tests) the tab connects on its own.
 */
export function startSharedFeed(options: SharedFeedOptions): () => void {
  const name = options.name ?? 'courtside-feed';
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const openChannel = options.openChannel === undefined ? defaultChannel() : options.openChannel;
  if (!locks || !openChannel) {
    const conn = options.start({
      frames: options.onFrames,
      status: (s) => options.onStatus({ ...s, role: 'solo' }),
    });
    return () => conn.stop();
  }

  const channel = openChannel(name);
  let leading = false;
  let stopped = false;
  let lastStatus: Partial<FeedConnection> = {};
  let release: () => void = () => {};
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

  void locks.request(name, () => {
    if (stopped) return Promise.resolve();
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
    // Hold the lock until this tab stops the feed (or the tab goes away, which frees it too).
    return new Promise<void>((resolve) => {
      release = () => {
        conn.stop();
        if (outboxTimer) clearTimeout(outboxTimer);
        flushOutbox();
        leading = false;
        resolve();
      };
    });
  });

  return () => {
    stopped = true;
    release();
    channel.close();
  };
}
