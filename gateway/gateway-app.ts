import Fastify, { type FastifyInstance } from 'fastify';
import { apiProxy } from './api-proxy';
import type { GatewayConfig } from './gateway-config';
import { securityHeaders } from './security-headers';
import { staticSite } from './static-site';
import { wsProxy } from './ws-proxy';

/** The gateway: the built app, `/api/*` and `/api/ws` to the service with the key added here. */
export function buildGateway(cfg: GatewayConfig, opts: { logger?: boolean } = {}): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });
  securityHeaders(app, cfg.feedOrigins);
  apiProxy(app, cfg);
  staticSite(app, cfg.distDir);
  wsProxy(app, cfg);
  return app;
}
