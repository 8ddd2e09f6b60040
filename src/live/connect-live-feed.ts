import type { WsTokenResponse } from '../../contract/push-feed';
import type { ChannelLike, TabLeader } from '../lib/tab-leader';
import type { SocketFactory } from './feeds/feed-socket';
import type { BackoffConfig } from './feeds/reconnect-policy';
import { startSharedFeed } from './feeds/shared-feed';
import { type FeedWorkerLike, WorkerFeedClient } from './feeds/worker-feed-client';
import type { Schedule } from './store/frame-batcher';
import type { LiveStore } from './store/live-store';
import type { LiveFetchers } from './sync/live-fetchers';
import { type RecoveryOptions, startLiveRecovery } from './sync/live-recovery';
import type { DelaySource } from './watch-along/delay-line';
import { createHeldFrameIntake } from './watch-along/held-frame-intake';
import { appReadHold, createReadHold, type ReadHold } from './watch-along/held-read';
import { holdStatusStore, watchAlongDelaySource } from './watch-along/watch-along-hold';

/** Topics and signals the dashboard asks the native feed for: every live match, points included. */
const DASHBOARD_SUBSCRIPTION = {
  topics: ['live-scores'],
  signals: ['points', 'break_point', 'stoppages'],
};

export interface LiveFeedSetup {
  live: LiveStore;
  /** `native` (the /ws feed) or `push` (the Centrifugo-protocol feed via `/ws-token`). */
  transport: 'native' | 'push';
  /** The native feed URL (gateway: same-origin `/api/ws`, the gateway adds the key). */
  nativeUrl: () => string;
  fetchToken: () => Promise<WsTokenResponse>;
  fetchers: LiveFetchers;
  /** Node tests: a `ws`-based socket factory / the `ws` constructor for `centrifuge`. */
  createSocket?: SocketFactory;
  websocket?: unknown;
  /** Cross-tab sharing (lib/tab-leader.ts); `null` connects this tab alone. Defaults to the page's. */
  leader?: TabLeader | null;
  openChannel?: ((name: string) => ChannelLike) | null;
  schedule?: Schedule;
  recovery?: RecoveryOptions;
  silenceMs?: number;
  backoff?: BackoffConfig;
  /** The watch-along hold; defaults to the user's delay, counted in the app's hold status. */
  hold?: DelaySource;
  /**
   * Starts a worker that owns the native socket (`feeds/native-feed.worker.ts`), so parsing and the
   * contract check run off the page's thread; without it the socket is this thread's.
   */
  feedWorker?: () => FeedWorkerLike;
}

/**
 * A connection whose client's code loads as it starts. The push client and the page's own socket
 * check frames with the full contract schemas; where the feed runs in its worker (the app), the page
 * never loads them, and never builds those schemas as the first screen settles.
 */
function loadingConnection(open: () => Promise<{ stop(): void }>): { stop(): void } {
  let connection: { stop(): void } | null = null;
  let stopped = false;
  void open().then((opened) => {
    if (stopped) opened.stop();
    else connection = opened;
  });
  return {
    stop() {
      stopped = true;
      connection?.stop();
    },
  };
}

/** Recovery's REST reads wait the same hold as the frames, so a refetch never runs ahead of them. */
function heldFetchers(fetchers: LiveFetchers, hold: ReadHold): LiveFetchers {
  return {
    score: (matchId, signal) => hold.answer(fetchers.score(matchId, signal), signal),
    points: (matchId, afterSeq, signal) => hold.answer(fetchers.points(matchId, afterSeq, signal), signal),
    // The shared pages come from a query whose read waits the same hold already (match-tab-queries).
    sharedPoints: fetchers.sharedPoints,
  };
}

/**
 * Composes the live half: one shared feed connection (native or push) → the watch-along hold →
 * frames batched per animation frame → `applyFrames` in the store; recovery reads REST when the
 * store asks (its answers held too), point rows only for matches a view shows. Returns the function that stops all of it.
 */
export function connectLiveFeed(setup: LiveFeedSetup): () => void {
  const { live } = setup;
  const intake = createHeldFrameIntake({
    apply: live.framesReceived,
    source: setup.hold ?? watchAlongDelaySource,
    schedule: setup.schedule,
    onHeldChanged: setup.hold ? undefined : (heldFrames) => holdStatusStore.setState({ heldFrames }),
  });
  const readHold = setup.hold ? createReadHold(setup.hold) : appReadHold();
  const stopFeed = startSharedFeed({
    name: `courtside-feed:${setup.transport}`,
    leader: setup.leader,
    openChannel: setup.openChannel,
    onFrames: intake.push,
    onStatus: live.connectionChanged,
    start(sink) {
      if (setup.transport === 'push')
        return loadingConnection(async () => {
          const { PushFeedClient } = await import('./feeds/push-feed-client');
          const push = new PushFeedClient({
            fetchToken: setup.fetchToken,
            onFrames: sink.frames,
            onStatus: sink.status,
            websocket: setup.websocket,
          });
          void push.start();
          return push;
        });
      if (setup.feedWorker) {
        const worker = new WorkerFeedClient({
          spawn: setup.feedWorker,
          url: setup.nativeUrl(),
          subscription: DASHBOARD_SUBSCRIPTION,
          onFrames: sink.frames,
          onStatus: sink.status,
          silenceMs: setup.silenceMs,
          backoff: setup.backoff,
        });
        worker.start();
        return worker;
      }
      return loadingConnection(async () => {
        const { NativeFeedClient } = await import('./feeds/native-feed-client');
        const native = new NativeFeedClient({
          url: setup.nativeUrl,
          subscription: DASHBOARD_SUBSCRIPTION,
          onFrames: sink.frames,
          onStatus: sink.status,
          createSocket: setup.createSocket,
          silenceMs: setup.silenceMs,
          backoff: setup.backoff,
        });
        native.start();
        return native;
      });
    },
  });
  const stopRecovery = startLiveRecovery(live, heldFetchers(setup.fetchers, readHold), {
    pointsFor: 'watched',
    ...setup.recovery,
  });
  return () => {
    stopFeed();
    stopRecovery();
    intake.stop();
  };
}

/** The native feed URL for the page's origin when it is served by the gateway. */
export function gatewayFeedUrl(feedPath = '/api/ws'): string {
  return `${window.location.origin.replace(/^http/, 'ws')}${feedPath}`;
}
