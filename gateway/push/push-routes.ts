import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PushStore, VapidKeys } from './push-store';

const ids = z.array(z.int().positive()).max(500);
const Subscribe = z.object({
  subscription: z.object({
    endpoint: z.url().max(2_000),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
  follows: z.object({ players: ids, matches: ids }),
  kinds: z
    .array(z.enum(['on_court', 'set', 'result', 'break_point', 'tight']))
    .max(5)
    .optional(),
  hidden: ids.optional(),
});
const Unsubscribe = z.object({ endpoint: z.url().max(2_000) });

/**
 * `/push/*` on the gateway (outside `/api`, which only carries the contract's routes): the VAPID
 * public key, and a browser's subscription with what it follows. Only HTTPS push endpoints are kept
 * (the gateway POSTs to them: nothing local), unless `allowHttp` (tests with a local stand-in).
 */
export function pushRoutes(
  app: FastifyInstance,
  store: PushStore,
  vapid: () => Promise<VapidKeys>,
  opts: { allowHttp?: boolean; onChange?: () => void } = {},
): void {
  const endpointOk = (url: string) =>
    url.startsWith('https://') || (opts.allowHttp === true && url.startsWith('http://'));
  const bad = (detail: string) => ({ error: 'bad_request', detail });

  app.get('/push/key', async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ publicKey: (await vapid()).publicKey }),
  );

  app.post('/push/subscriptions', async (req, reply) => {
    const parsed = Subscribe.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send(bad('A subscription and what it follows are needed.'));
    const { subscription, follows, kinds, hidden } = parsed.data;
    if (!endpointOk(subscription.endpoint))
      return reply.code(400).send(bad('The push endpoint must be HTTPS.'));
    await store.save({ endpoint: subscription.endpoint, keys: subscription.keys, follows, kinds, hidden });
    opts.onChange?.();
    return reply.code(201).send({ saved: true });
  });

  app.delete('/push/subscriptions', async (req, reply) => {
    const parsed = Unsubscribe.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send(bad('The endpoint to forget is needed.'));
    await store.remove(parsed.data.endpoint);
    opts.onChange?.();
    return reply.code(204).send();
  });
}
