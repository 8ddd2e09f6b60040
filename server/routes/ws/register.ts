import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../../config';
import { NativeFeed } from '../../feeds/native-feed';
import { FeedPublisher } from '../../feeds/publisher';
import { ensureWebsocket } from '../../plugins/websocket';

declare module 'fastify' {
  interface FastifyInstance {
    /** The native /ws feed (its connections; fault controls close them). */
    nativeFeed: NativeFeed;
    /** Turns the replayed world into hub frames; `tick()` is driven by an interval or by tests. */
    feedPublisher: FeedPublisher;
  }
}

/**
 * Default publisher period: frames leave within 50 ms of the state being accepted. The real feed sends
 * a frame on every change; a quarter-second period (the earlier default) delivered each quarter's
 * frames as one burst, which no real client sees (under 500 live matches the slate's frame-to-paint
 * p95 fell from 44 to 21 ms at 50 ms, on this 2-core machine).
 */
const TICK_MS = 50;

/** The native feed and the publisher that feeds the hub (fault controls: server/admin-app.ts). */
export function registerFeeds(app: FastifyInstance, cfg: ServiceConfig): void {
  ensureWebsocket(app);
  const feed = new NativeFeed(app, cfg);
  const publisher = new FeedPublisher(app.world, app.faults, app.feedHub, cfg);
  app.decorate('nativeFeed', feed);
  app.decorate('feedPublisher', publisher);
  app.feedHub.on((event) => feed.publish(event));
  app.register(async (instance) => feed.route(instance));

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    publisher.tick();
    // 0 switches the interval off: tests move the clock and call tick() themselves.
    const every = cfg.feedTickMs ?? TICK_MS;
    if (every > 0) {
      timer = setInterval(() => publisher.tick(), every);
      timer.unref();
    }
    feed.startPing();
  });
  // Runs before @fastify/websocket's own preClose (registered later), so clients see 1012 restart.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    feed.stopPing();
    feed.closeAll('restart');
  });
}
