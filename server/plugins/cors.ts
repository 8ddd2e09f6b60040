import type { FastifyInstance, FastifyReply } from 'fastify';

const EXPOSED =
  'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Quota-Remaining-Day';

/** The CORS headers every answer of the public port carries. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED,
} as const;

/** The CORS headers every REST answer carries, for answers sent outside the hook chain too. */
export function withCors(reply: FastifyReply): FastifyReply {
  return reply.headers(CORS_HEADERS);
}

/** CORS on every REST response and a preflight answer for any path (live-surface.md, convention 7). */
export function corsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'OPTIONS') return;
    return reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'GET, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Authorization, X-API-Key, Content-Type')
      .header('Access-Control-Max-Age', '600')
      .send();
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    withCors(reply);
    return payload;
  });
}
