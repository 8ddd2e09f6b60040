import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Match } from '../../contract/match';
import type { FeedWatcher } from '../feed/feed-hub';
import { pushRoutes } from './push-routes';
import { makeVapidKeys, sendPush } from './push-sender';
import { filePushStore, type PushStore, redisPushStore, type VapidKeys } from './push-store';
import { PushFeedWatcher } from './push-watcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface WebPushOptions {
  redis: Redis | null;
  /** Where the keys and subscriptions are kept without Redis (COURTSIDE_PUSH_DIR, else .cache/push). */
  dir?: string;
  /** The VAPID subject: how a push service reaches whoever runs this gateway. */
  subject?: string;
  /** The gateway's one upstream feed (`FeedHub.watch`): followed while anyone subscribes. */
  feed: { watch(watcher: FeedWatcher): () => void };
  readLive: () => Promise<Match[] | null>;
  readMatch: (id: number) => Promise<Match | null>;
  /** How long until the watcher reads the live list itself again (its pace; see `PushWatcherDeps`). */
  nextReadMs?: () => Promise<number>;
  /** How often the store is asked whether anyone subscribes (a local or Redis read, no upstream). */
  checkEveryMs?: number;
  /** After the feed was refused for good (e.g. the key's tier), how long before it is tried again. */
  retryAfterMs?: number;
  allowHttpEndpoints?: boolean;
}

export interface WebPush {
  store: PushStore;
  /** The whole live list, just read by the desk for a browser: the watcher takes it as its own read. */
  heard: (list: Match[]) => void;
}

/**
 * Web Push for fans with the app closed: keys made on first start and kept (Redis when the gateway
 * has it, else a file), subscriptions kept the same way, the routes, and the watcher that follows the
 * gateway's one upstream feed while anyone subscribes and pushes each followed event. Stopped with
 * the app.
 */
export function webPush(app: FastifyInstance, opts: WebPushOptions): WebPush {
  const store = opts.redis
    ? redisPushStore(opts.redis)
    : filePushStore(opts.dir ?? process.env.COURTSIDE_PUSH_DIR ?? path.join(root, '.cache', 'push'));
  const subject = opts.subject ?? process.env.COURTSIDE_PUSH_SUBJECT ?? 'mailto:courtside@localhost';
  let keys: Promise<VapidKeys> | null = null;
  const vapid = () => {
    keys ??= store.vapidKeys(makeVapidKeys);
    return keys;
  };
  const deps = {
    subscriptions: () => store.all(),
    readLive: opts.readLive,
    readMatch: opts.readMatch,
    nextReadMs: opts.nextReadMs,
    claim: (key: string) => store.claim(key),
    send: async (sub: Parameters<typeof sendPush>[1], alert: Parameters<typeof sendPush>[2]) =>
      sendPush(store, sub, alert, await vapid(), subject),
  };
  // Following the feed while anyone subscribes; nobody: the feed is let go (it lingers, then closes).
  // A feed refused for good (a key without the feed's tier) is tried again later; meanwhile the
  // watcher still hears of events from the lists the desk reads for its browsers and from its own
  // paced reads (`nextReadMs`), later but not lost.
  let watcher: PushFeedWatcher | null = null;
  let unwatch: (() => void) | null = null;
  let refusedUntil = 0;
  let closed = false;
  const letGo = () => {
    watcher?.stop();
    unwatch?.();
    watcher = null;
    unwatch = null;
  };
  const checkOnce = async () => {
    const anyone = (await store.all().catch(() => [])).length > 0;
    if (closed) return;
    if (!anyone) return letGo();
    if (!watcher) {
      watcher = new PushFeedWatcher(deps);
      void watcher.start().catch(() => undefined);
    }
    if (unwatch || Date.now() < refusedUntil) return;
    const mine = watcher;
    const stop = opts.feed.watch({
      frame: (f) => mine.frame(f),
      stopped: () => {
        if (unwatch === stop) unwatch = null;
        refusedUntil = Date.now() + (opts.retryAfterMs ?? 60_000);
      },
    });
    unwatch = stop;
  };
  // One check at a time (a save during a check asks for one more), so one watcher at most.
  let checking = false;
  let again = false;
  const check = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        await checkOnce();
      } while (again);
    } finally {
      checking = false;
    }
  };
  // A subscription saved or removed here is acted on at once; the timer catches other instances'.
  pushRoutes(app, store, vapid, { allowHttp: opts.allowHttpEndpoints, onChange: () => void check() });
  const timer = setInterval(() => void check(), opts.checkEveryMs ?? 15_000);
  timer.unref();
  void check();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    letGo();
  });
  return { store, heard: (list) => watcher?.heard(list) };
}
