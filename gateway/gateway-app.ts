import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { closedAppCheckMs, msToDayReset } from '../contract/alerts/alert-timing';
import { USAGE_PATH } from '../contract/usage';
import { DeskBudget } from './budget/desk-budget';
import { wsProxy } from './feed/ws-proxy';
import type { GatewayConfig } from './gateway-config';
import { webPush } from './push/web-push-service';
import { wholeLiveList } from './push/whole-live-list';
import { sharedState } from './redis/shared-state';
import { apiProxy, fetchUpstream } from './rest/api-proxy';
import { SharedRest } from './rest/shared-rest';
import { clientErrorAnswer, errorAnswers, frameworkErrorAnswer } from './security/error-answers';
import { defaultAllowedHosts, type HostPolicy, hostGuard, hostPolicy } from './security/host-guard';
import { securityHeaders, securityHeaderValues } from './security/security-headers';
import { MatchNames } from './site/match-names';
import { redisMatchNames } from './redis/redis-match-names';
import { staticSite } from './site/static-site';

/** The push watcher's name in the desk's budget: one more reader owed its share, like a browser. */
const PUSH_READER = 'push-watcher';

/**
 * The gateway: the built app, `/api/*` and `/api/ws` to the service with the key added here, the
 * REST answers and the budget shared by the desk's browsers, in this process or, with `REDIS_URL`,
 * in Redis for every instance.
 */
export function buildGateway(
  cfg: GatewayConfig,
  opts: {
    logger?: boolean /** A Redis connection to use instead of one from `cfg.redisUrl` (tests). */;
    redis?: Redis;
  } = {},
): FastifyInstance {
  const headers = securityHeaderValues(cfg.feedOrigins);
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorAnswer(headers),
    clientErrorHandler: clientErrorAnswer(headers),
  });
  // The default hosts name the bound port, known once listening (tests listen on port 0); a
  // request only arrives after that.
  let policy: HostPolicy | null = null;
  const policyOf = () => {
    const port = (app.server.address() as AddressInfo | null)?.port ?? cfg.port;
    policy ??= hostPolicy([...defaultAllowedHosts(cfg.host, port), ...cfg.allowedHosts]);
    return policy;
  };
  securityHeaders(app, cfg.feedOrigins);
  hostGuard(app, policyOf);
  errorAnswers(app);
  const shared = sharedState(cfg.redisUrl ?? null, opts.redis);
  const { hub } = wsProxy(app, cfg, policyOf, shared.redis, shared.link);
  const budget = new DeskBudget({
    ledger: shared.ledger,
    readUsage: async () => {
      const { answer } = await fetchUpstream(cfg, {
        method: 'GET',
        url: `${cfg.baseUrl}${USAGE_PATH}`,
        template: USAGE_PATH,
        headers: { accept: 'application/json' },
      });
      return answer.status === 200 ? JSON.parse(answer.body) : null;
    },
  });
  // Every match the service names to us, so a match page is served with its names (site/).
  const matchNames = new MatchNames(shared.redis ? redisMatchNames(shared.redis, shared.link) : null);
  const rest = new SharedRest({
    cache: shared.cache,
    budget,
    fetchUpstream: (req) =>
      fetchUpstream(cfg, {
        method: 'GET',
        url: req.url,
        template: req.template,
        headers: req.accept ? { accept: req.accept } : {},
      }),
    feedSequence: (matchId) => hub.scoreSequence(matchId),
    ttlScale: cfg.cacheTimeScale,
    onUpstream: (req, answer, body) => {
      if (answer.status === 200 && (req.template === '/matches' || req.template === '/matches/{matchId}'))
        matchNames.heard(body);
      // A browser's read of the whole live list is the push watcher's too (its own come through here
      // as well, and are applied where it made them).
      const list =
        req.browser === PUSH_READER ? null : wholeLiveList(req.template, req.url, answer.status, body);
      if (list) push.heard(list);
    },
  });
  apiProxy(app, cfg, policyOf, { rest, budget });
  // Alerts for fans with the app closed: the hub's one upstream feed followed while anyone
  // subscribes (the live list read for names and statuses), each followed event pushed (gateway/push/).
  // Its reads go through the desk's shared REST like a browser's: served from the cache when a
  // browser read the same moments ago, counted in the desk's budget, and refused with the rest when
  // the key's minute or day is spent (a FREE desk's 100 a day are not spent behind its back).
  const readJson = async (url: string, template: string, matchId: number | null = null) => {
    const served = await rest.get({
      url,
      template,
      accept: 'application/json',
      browser: PUSH_READER,
      matchId,
    });
    if (served.kind !== 'answer' || served.answer.status !== 200 || served.answer.binary) return null;
    return JSON.parse(served.answer.body);
  };
  const push = webPush(app, {
    redis: shared.redis,
    feed: hub,
    dir: cfg.push?.dir,
    allowHttpEndpoints: cfg.push?.allowHttpEndpoints,
    readLive: async () =>
      (await readJson(`${cfg.baseUrl}/matches?status=live&limit=200`, '/matches'))?.data ?? null,
    readMatch: (id) => readJson(`${cfg.baseUrl}/matches/${id}`, '/matches/{matchId}', id),
    // Paced by the key's day: a FREE desk keeps most of its 100 for the fan's own pages.
    nextReadMs: async () => closedAppCheckMs(await budget.dayLeft(), msToDayReset(Date.now())),
  });
  staticSite(app, cfg.distDir, { matchNames: (id) => matchNames.find(id) });
  // After the feed's own onClose (hooks run in order), so the ingester has stopped writing.
  app.addHook('onClose', () => shared.close());
  return app;
}
