import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TIERS } from './keys';

const MintBody = z.object({
  tier: z.enum(TIERS),
  /** Names the key for whoever reads the service's log; letters, digits and dashes. */
  label: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});

/**
 * POST /_admin/keys on the admin listener (loopback only, never the public port): a fresh demo key
 * of `tier`, with its own minute, day and connection counts. Test runs mint one per journey that
 * counts requests or spends a limit, so two journeys (or two runs against one service) never share
 * a key's counts. Keys live as long as the process, like the demo keys' counts.
 */
export function mintKeyRoutes(admin: FastifyInstance, app: FastifyInstance) {
  admin.post('/_admin/keys', async (req, reply) => {
    const parsed = MintBody.safeParse(req.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({
        error: 'bad_request',
        detail: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      });
    const { tier, label } = parsed.data;
    const key = `demo-${tier}-${label ? `${label}-` : ''}${randomBytes(6).toString('hex')}`;
    app.keys.set(key, { key, tier, historyPlan: null, channel: 'direct' });
    return reply.code(201).send({ key, tier });
  });
}
