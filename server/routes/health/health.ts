import type { FastifyInstance } from 'fastify';
import { gate } from '../../plugins/route-kit';

/** GET /health (no key). */
export function healthRoutes(app: FastifyInstance) {
  app.get('/health', gate({ kind: 'public' }), async () => ({ status: 'ok', version: 'v1' }));
}
