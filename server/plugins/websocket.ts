import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

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
