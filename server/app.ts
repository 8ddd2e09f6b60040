import Fastify, { type FastifyInstance } from 'fastify';
import { buildAdminApp } from './admin-app';
import type { ServiceConfig } from './config';
import { FaultState } from './faults/fault-state';
import { FeedHub } from './feeds/hub';
import { PackageSources } from './history/packages/package-source';
import { accessPlugin } from './plugins/access';
import { clientErrorHandler } from './plugins/client-errors';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin } from './plugins/errors';
import { frameworkErrors, MAX_PARAM_LENGTH } from './plugins/framework-errors';
import { registerCharting } from './routes/charting/register';
import { registerPush } from './routes/connection/register';
import { eventRoutes } from './routes/events/events';
import { fixtureRoutes } from './routes/fixtures/fixtures';
import { healthRoutes } from './routes/health/health';
import { registerArchive } from './routes/history/archive/register';
import { registerHistory } from './routes/history/register';
import { marketRoutes } from './routes/markets/markets';
import { listMatchesRoute } from './routes/matches/list-matches';
import { liveExtraRoutes } from './routes/matches/live-extras';
import { matchReadRoutes } from './routes/matches/match-reads';
import { playerRoutes } from './routes/players/players';
import { stoppageRoutes } from './routes/players/stoppages';
import { registerRally } from './routes/rally/register';
import { registerRankings } from './routes/rankings/register';
import { tournamentRoutes } from './routes/tournaments/tournaments';
import { usageRoutes } from './routes/usage/usage';
import { registerWebhooks } from './routes/webhooks/register';
import { registerFeeds } from './routes/ws/register';
import { World, type WorldGround } from './world/world';

let sharedWorld: { key: string; world: World } | null = null;

/**
 * One World per configuration: loading the real data takes seconds, tests reuse it. `ground`: its
 * roster and schedule when the start built them already (server/start-app.ts).
 */
function worldFor(cfg: ServiceConfig, ground?: WorldGround): World {
  const key = JSON.stringify({
    s: cfg.speed,
    seed: cfg.seed,
    c: cfg.courts,
    e: cfg.epochMs,
    p: cfg.plausible,
  });
  if (sharedWorld?.key === key) {
    sharedWorld.world.cfg.now = cfg.now;
    return sharedWorld.world;
  }
  const world = new World({ ...cfg }, ground);
  sharedWorld = { key, world };
  return world;
}

/** Builds the local Tennis Data Service: plugins first, then routes laid out like the spec's paths. */
export function buildApp(
  cfg: ServiceConfig,
  opts: { logger?: boolean; ground?: WorldGround } = {},
): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (bad percent-encoding) get CORS and the contract's body too.
    frameworkErrors: frameworkErrors(() => app),
    // And so do the HTTP parser's own (431 for a URL or headers past 16 KiB).
    clientErrorHandler,
  });
  const world = worldFor(cfg, opts.ground);
  app.decorate('world', world);
  corsPlugin(app);
  errorsPlugin(app);
  accessPlugin(app, { now: cfg.now, windowScale: cfg.windowScale, host: cfg.host });
  healthRoutes(app);
  usageRoutes(app);
  listMatchesRoute(app);
  matchReadRoutes(app);
  liveExtraRoutes(app, () => cfg.pointsEnabled);
  eventRoutes(app);
  playerRoutes(app);
  stoppageRoutes(app);
  tournamentRoutes(app);
  marketRoutes(app);
  fixtureRoutes(app);
  // One hub per app: the publisher writes frames, the native feed, push feed and webhooks read them.
  app.decorate('feedHub', new FeedHub());
  app.decorate('faults', new FaultState());
  // Each corpus registers its package source here; the package routes read them all.
  app.decorate('packageSources', new PackageSources());
  registerFeeds(app, cfg);
  registerPush(app, cfg);
  registerWebhooks(app, cfg);
  registerHistory(app, cfg);
  registerArchive(app, cfg);
  registerRankings(app);
  registerRally(app);
  registerCharting(app);
  // The fault controls live on their own loopback listener, never on this public one.
  app.decorate('admin', buildAdminApp(app));
  return app;
}
