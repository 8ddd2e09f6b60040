import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiProxy } from './api-proxy';
import { errorAnswers, frameworkErrorAnswer } from './error-answers';
import type { GatewayConfig } from './gateway-config';
import { defaultAllowedHosts, type HostPolicy, hostGuard, hostPolicy } from './host-guard';
import { securityHeaders, securityHeaderValues } from './security-headers';
import { staticSite } from './static-site';
import { wsProxy } from './ws-proxy';

/** The gateway: the built app, `/api/*` and `/api/ws` to the service with the key added here. */
export function buildGateway(cfg: GatewayConfig, opts: { logger?: boolean } = {}): FastifyInstance {
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorAnswer(securityHeaderValues(cfg.feedOrigins)),
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
  apiProxy(app, cfg, policyOf);
  staticSite(app, cfg.distDir);
  wsProxy(app, cfg, policyOf);
  return app;
}
