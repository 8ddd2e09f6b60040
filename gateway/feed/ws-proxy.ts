import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from '../gateway-config';
import { feedKeys } from '../redis/redis-feed-keys';
import { READER_TIMEOUT_MS, RedisFeedSource } from '../redis/redis-feed-source';
import type { RedisLink } from '../redis/redis-link';
import { decideApiRequest } from '../rest/route-allowlist';
import { crossSiteRefusal } from '../security/fetch-metadata';
import { type HostPolicy, hostRefusal, originRefusal } from '../security/host-guard';
import { type Refusal, writeUpgradeRefusal } from '../security/refusal';
import { securityHeaderValues } from '../security/security-headers';
import { UPSTREAM_SUBSCRIPTION } from './browser-subscription';
import { FeedHub } from './feed-hub';
import { restFeedRecovery } from './feed-recovery';
import type { FeedSource } from './feed-source';
import { UpstreamFeed } from './upstream-feed';

/**
 * Why a handshake is refused, checked in this order before the browser reaches the hub: a host
 * we do not serve (421), a path that is not the feed's (400/404, judged like every `/api` path),
 * then an Origin that is not ours or is missing, or a browser that says another site asked (403):
 * another site's page must not drive our key through the user's browser, and the browser, not the
 * caller, writes Origin and `Sec-Fetch-Site`.
 */
export function upgradeRefusal(req: IncomingMessage, policy: HostPolicy): Refusal | null {
  const host = hostRefusal(req.headers.host, policy);
  if (host) return host;
  const decision = decideApiRequest('GET', req.url ?? '', { upgrade: true });
  if (decision.kind === 'refuse') return decision.refusal;
  return originRefusal(req.headers.origin, policy, { required: true }) ?? crossSiteRefusal(req.headers);
}

/**
 * The native feed for browsers: every accepted `/api/ws` socket joins one hub, which holds one
 * upstream socket to the service's `/ws` (key added here) for the whole gateway. The contract allows
 * two connections per key; a socket per browser refused the third tab of a desk (1013).
 */
export function wsProxy(
  app: FastifyInstance,
  cfg: GatewayConfig,
  policyOf: () => HostPolicy,
  redis: Redis | null,
  link: RedisLink | null = null,
): { hub: FeedHub; source: FeedSource } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const upstream = new UpstreamFeed({
    url: `${cfg.baseUrl.replace(/^http/, 'ws')}/ws`,
    key: cfg.key,
    subscription: UPSTREAM_SUBSCRIPTION,
    backoff: cfg.feed.backoff,
    silenceMs: cfg.feed.silenceMs,
  });
  const recovery = restFeedRecovery(cfg.baseUrl, cfg.key);
  // With Redis, instances share one upstream: the elected ingester holds it, every hub follows.
  const reader = redis?.duplicate({ commandTimeout: READER_TIMEOUT_MS }) ?? null;
  reader?.on('error', () => {});
  const source: FeedSource =
    redis && reader
      ? new RedisFeedSource({
          redis,
          reader,
          keys: feedKeys(),
          upstream,
          recovery,
          lockMs: cfg.feed.ingestLockMs,
          heldScoreTtlMs: cfg.feed.heldScoreTtlMs,
          link,
          recentMs: cfg.feed.catchUpMs,
          instanceId: cfg.instanceId ?? null,
        })
      : upstream;
  const hub = new FeedHub({
    source,
    recovery,
    lingerMs: cfg.feed.lingerMs,
    pingMs: cfg.feed.pingMs,
    heldScoreTtlMs: cfg.feed.heldScoreTtlMs,
    catchUpMs: cfg.feed.catchUpMs,
  });
  const headers = securityHeaderValues(cfg.feedOrigins);
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = upgradeRefusal(req, policyOf());
    if (refused) return writeUpgradeRefusal(socket, refused, headers);
    wss.handleUpgrade(req, socket, head, (client) => hub.attach(client));
  });
  app.addHook('onClose', async () => {
    hub.close();
    wss.close();
    reader?.disconnect();
  });
  return { hub, source };
}
