import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WsTokenResponse } from '../../../contract/push-feed';
import { ULTRA } from '../../plugins/route-kit';
import { type ChannelPolicy, channelVocabulary } from '../../push/channels';
import { PUSH_PATH } from '../../push/protocol-codes';
import { pushOptions } from '../../push/push-options';
import { mintToken } from '../../push/push-token';

/** The push socket address as the caller reached us: same host, WebSocket scheme. */
function pushUrl(req: FastifyRequest): string {
  const scheme = req.protocol === 'https' ? 'wss' : 'ws';
  return `${scheme}://${req.host}${PUSH_PATH}`;
}

/** GET /ws-token (ULTRA): a short-lived signed token, the push URL and the channels that deliver. */
export function wsTokenRoute(app: FastifyInstance, policy: () => ChannelPolicy): void {
  app.get('/ws-token', ULTRA, async (req, reply) => {
    const { tokenTtlS } = pushOptions(app);
    // Wall clock, not the replay clock: the token guards a real socket living in real time.
    const body: WsTokenResponse = {
      token: mintToken(req.apiKey!.key, Date.now(), tokenTtlS),
      expires_in: tokenTtlS,
      ws_url: pushUrl(req),
      channels: channelVocabulary(policy()),
    };
    // A credential: never cached by a browser or proxy.
    return reply.header('Cache-Control', 'no-store').send(body);
  });
}
