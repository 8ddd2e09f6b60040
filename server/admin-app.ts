import Fastify, { type FastifyInstance } from 'fastify';
import { mintKeyRoutes } from './access/mint-keys';
import { adminPortFor, type ServiceConfig } from './config';
import { adminGuard } from './faults/admin-guard';
import { faultRoutes } from './faults/fault-routes';
import { loopDelayRoute } from './faults/loop-delay-route';
import { memoryRoute } from './faults/memory-route';
import { errorsPlugin } from './plugins/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin listener holding the fault controls (`/_admin/faults/*`): a Fastify instance of its
     * own, so the public port never routes them. In-process tests call `app.admin.inject(...)`.
     */
    admin: FastifyInstance;
  }
}

/** Where the admin listener binds: loopback only, whatever HOST the public port uses. */
export const ADMIN_HOST = '127.0.0.1';

/**
 * The admin listener of a service `app`: no CORS plugin (no browser page may read or drive it), the
 * cross-site guard on every request, the contract's error shapes. It listens only when asked
 * (`listenAdmin`), so tests that `inject` never open a port; it closes with the service.
 */
export function buildAdminApp(app: FastifyInstance): FastifyInstance {
  const admin = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const listeningPort = () => {
    const addr = admin.server.address();
    return typeof addr === 'object' && addr ? addr.port : null;
  };
  errorsPlugin(admin);
  admin.addHook('onRequest', adminGuard(listeningPort));
  faultRoutes(admin, app);
  mintKeyRoutes(admin, app);
  loopDelayRoute(admin);
  memoryRoute(admin);
  app.addHook('onClose', async () => {
    await admin.close();
  });
  return admin;
}

/** Opens the admin listener on loopback at the configured (or derived) port; returns its URL. */
export async function listenAdmin(app: FastifyInstance, cfg: ServiceConfig): Promise<string> {
  const port = adminPortFor(cfg.port, cfg.adminPort);
  await app.admin.listen({ host: ADMIN_HOST, port });
  const addr = app.admin.server.address();
  return `http://${ADMIN_HOST}:${typeof addr === 'object' && addr ? addr.port : port}`;
}
