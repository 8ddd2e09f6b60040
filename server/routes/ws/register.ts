import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../../config';
import { NativeFeed } from '../../feeds/native-feed';
import { FeedPublisher } from '../../feeds/publisher';

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

/** ws's own frame limit (bytes). */
const WS_MAX_PAYLOAD = 16 * 1024 * 1024;

// app.register is deferred until ready, so hasDecorator('websocketServer') is still false when a
// second part asks during construction; remember the apps we already registered it on instead.
const withWebsocket = new WeakSet<FastifyInstance>();

/** Registers @fastify/websocket once per app; both the native feed and the push feed call this. */
export function ensureWebsocket(app: FastifyInstance): void {
  if (withWebsocket.has(app) || app.hasDecorator('websocketServer')) return;
  withWebsocket.add(app);
  // The native feed refuses frames past 64 KiB itself, with its error frame and a clean 1009 close.
  // ws's own limit sits well above, because ws answers a frame past it by ending the socket while
  // the client may still be sending, and the client then sees 1006 instead of the 1009 (a 5 MB
  // frame did). Past 16 MiB ws still closes 1009 itself.
  app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
}

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
