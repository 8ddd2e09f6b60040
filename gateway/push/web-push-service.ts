import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Match } from '../../contract/match';
import { makeVapidKeys, sendPush } from './push-sender';
import { pushRoutes } from './push-routes';
import { filePushStore, type PushStore, redisPushStore, type VapidKeys } from './push-store';
import { pushStep } from './push-watcher';
import type { MatchMoment } from '../../contract/alerts/alert-events';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface WebPushOptions {
  redis: Redis | null;
  /** Where the keys and subscriptions are kept without Redis (COURTSIDE_PUSH_DIR, else .cache/push). */
  dir?: string;
  /** The VAPID subject: how a push service reaches whoever runs this gateway. */
  subject?: string;
  readLive: () => Promise<Match[] | null>;
  readMatch: (id: number) => Promise<Match | null>;
  /** How often the live list is compared while someone subscribes. */
  everyMs?: number;
  allowHttpEndpoints?: boolean;
}

/**
 * Web Push for fans with the app closed: keys made on first start and kept (Redis when the gateway
 * has it, else a file), subscriptions kept the same way, the routes, and the watcher that pushes
 * each followed event. Stopped with the app.
 */
export function webPush(app: FastifyInstance, opts: WebPushOptions): PushStore {
  const store = opts.redis
    ? redisPushStore(opts.redis)
    : filePushStore(opts.dir ?? process.env.COURTSIDE_PUSH_DIR ?? path.join(root, '.cache', 'push'));
  const subject = opts.subject ?? process.env.COURTSIDE_PUSH_SUBJECT ?? 'mailto:courtside@localhost';
  let keys: Promise<VapidKeys> | null = null;
  const vapid = () => {
    keys ??= store.vapidKeys(makeVapidKeys);
    return keys;
  };
  pushRoutes(app, store, vapid, { allowHttp: opts.allowHttpEndpoints });
  let previous: Map<number, MatchMoment> | null = null;
  let running = false;
  const deps = {
    subscriptions: () => store.all(),
    readLive: opts.readLive,
    readMatch: opts.readMatch,
    send: async (sub: Parameters<typeof sendPush>[1], alert: Parameters<typeof sendPush>[2]) =>
      sendPush(store, sub, alert, await vapid(), subject),
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pushStep(deps, previous)
      .then((next) => {
        previous = next;
      })
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, opts.everyMs ?? 20_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return store;
}
