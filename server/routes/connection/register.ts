import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../../config';
import { pointFramesFlow } from '../../config';
import { ensureWebsocket } from '../../plugins/websocket';
import type { ChannelPolicy } from '../../push/channels';
import { DISCONNECTS } from '../../push/protocol-codes';
import { PushBroker } from '../../push/push-broker';
import { pushOptions } from '../../push/push-options';
import { wsTokenRoute } from '../ws-token/ws-token-route';
import { authorizer, pushSocketRoute } from './push-socket-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** The push feed's channel index (tests read its audience to know a subscribe has landed). */
    pushBroker: PushBroker;
  }
}

/** Registers the push feed: GET /ws-token and the Centrifugo-protocol socket. */
export function registerPush(app: FastifyInstance, cfg: ServiceConfig): void {
  ensureWebsocket(app);
  const policy = (): ChannelPolicy => ({ pointsEnabled: pointFramesFlow(cfg) });
  const broker = new PushBroker(policy, authorizer(app));
  app.decorate('pushBroker', broker);
  wsTokenRoute(app, policy);
  // Routes with `websocket: true` must be declared after the plugin loaded, hence the child context.
  const options = pushOptions(app);
  app.register(async (scope) => pushSocketRoute(scope, broker, policy, options));
  const off = app.feedHub.on((event) => broker.published(event));
  // Before the WebSocket plugin tears sockets down, so clients read a reconnectable shutdown.
  app.addHook('preClose', async () => {
    off();
    for (const s of broker.sessions) s.disconnect(DISCONNECTS.shutdown);
  });
}
