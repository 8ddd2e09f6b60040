import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_TOO_BIG, MAX_CLIENT_FRAME_BYTES } from '../../feeds/feed-connection';
import { accessLost, upgradeMissing } from '../../feeds/ws-refusal';
import type { ChannelPolicy } from '../../push/channels';
import { DISCONNECTS, type Disconnect, PUSH_PATH } from '../../push/protocol-codes';
import type { PushBroker } from '../../push/push-broker';
import type { PushOptions } from '../../push/push-options';
import { PushSession } from '../../push/push-session';
import { keyRef } from '../../push/push-token';

/** Unsent bytes past which a client counts as slow. */
const SLOW_CLIENT_BYTES = 4 * 1024 * 1024;

/**
 * Whether the key a token names may still use the push feed. The key may have been disabled or
 * downgraded since the token was minted, so this asks the native feed's own question (`accessLost`,
 * on the effective key with revocations applied) and maps its answer to the push protocol's close:
 * a disabled key's tokens are invalid, a downgraded key lacks permission.
 */
export function authorizer(app: FastifyInstance) {
  return (sub: string): Disconnect | null => {
    let key: string | undefined;
    for (const k of app.keys.keys()) if (keyRef(k) === sub) key = k;
    if (!key) return DISCONNECTS.invalidToken;
    const lost = accessLost(app, key);
    if (!lost) return null;
    return lost.error === 'unauthorized' ? DISCONNECTS.invalidToken : DISCONNECTS.permissionDenied;
  };
}

/** The push WebSocket: no API key on the upgrade, the token rides inside the connect command. */
export function pushSocketRoute(
  app: FastifyInstance,
  broker: PushBroker,
  policy: () => ChannelPolicy,
  options: PushOptions,
): void {
  const authorize = broker.authorize;
  app.route({
    method: 'GET',
    url: PUSH_PATH,
    handler: upgradeMissing,
    wsHandler: (socket: WebSocket) => {
      const session = new PushSession(
        {
          send: (text) => {
            if (socket.readyState !== socket.OPEN) return;
            // A reader this far behind only grows the server's memory: Centrifugo drops it as slow.
            if (socket.bufferedAmount > SLOW_CLIENT_BYTES) return session.disconnect(DISCONNECTS.slow);
            socket.send(text);
          },
          close: (code, reason) => socket.close(code, reason),
        },
        {
          options,
          policy: policy(),
          authorize,
          joined: (s, ch) => broker.joined(s, ch),
          left: (s, ch) => broker.left(s, ch),
          now: () => Date.now(),
        },
      );
      broker.sessions.add(session);
      socket.on('message', (data: Buffer, isBinary) => {
        // Commands are a few hundred bytes: a frame past the native feed's limit is refused unread.
        if (data.length > MAX_CLIENT_FRAME_BYTES) return socket.close(CLOSE_TOO_BIG, 'message too big');
        // JSON protocol only: binary frames are the protobuf flavour, which this service does not speak.
        if (isBinary) return session.disconnect(DISCONNECTS.badRequest);
        session.received(data.toString());
      });
      socket.on('close', () => {
        session.released();
        broker.sessions.delete(session);
      });
      socket.on('error', () => session.released());
    },
  });
}
