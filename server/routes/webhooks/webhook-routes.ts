import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../../contract/query';
import { CreateWebhookBody, MAX_WEBHOOKS_PER_KEY } from '../../../contract/webhooks';
import { adminPortFor, type ServiceConfig } from '../../config';
import { gate } from '../../plugins/route-kit';
import { publicView, type WebhookStore } from '../../webhooks/webhook-store';
import { refuseWebhookUrl } from '../../webhooks/webhook-url';

// ULTRA and a direct key: the access hook answers 401 and the documented 403 before these run.
const WEBHOOKS = gate({ kind: 'webhooks' });

/** The ports this service listens on (public and admin): configured ones and those actually bound. */
function ownPorts(app: FastifyInstance, cfg: ServiceConfig): Set<number> {
  const ports = new Set<number>();
  const servers = [app.server, app.hasDecorator('admin') ? app.admin.server : null];
  for (const server of servers) {
    const addr = server?.address() as AddressInfo | string | null | undefined;
    if (addr && typeof addr === 'object') ports.add(addr.port);
  }
  for (const p of [cfg.port, adminPortFor(cfg.port, cfg.adminPort)]) if (p > 0) ports.add(p);
  return ports;
}

/** POST/GET /webhooks and DELETE /webhooks/{webhookId}. */
export function webhookRoutes(app: FastifyInstance, store: WebhookStore, cfg: ServiceConfig): void {
  app.post('/webhooks', WEBHOOKS, async (req, reply) => {
    const key = req.apiKey!.key;
    const refusal = refuseWebhookUrl((req.body as { url?: unknown } | null)?.url, ownPorts(app, cfg));
    if (refusal) return reply.code(400).send(refusal);
    const body = parseRequest(CreateWebhookBody, req.body ?? {});
    if (!body.ok) return reply.code(400).send(body.error);
    if (store.ownedBy(key).length >= MAX_WEBHOOKS_PER_KEY) {
      return reply.code(409).send({
        error: 'webhook_limit',
        detail: `At most ${MAX_WEBHOOKS_PER_KEY} webhooks per key: delete one first.`,
      });
    }
    const hook = store.create(key, body.value, Date.now());
    return reply.code(201).send({
      ...publicView(hook),
      secret: hook.secret,
      secret_note: 'Shown only in this response: store it now to verify X-SVC-Signature.',
    });
  });

  app.get('/webhooks', WEBHOOKS, async (req) => {
    const data = store.ownedBy(req.apiKey!.key).map(publicView);
    return { data, meta: { count: data.length } };
  });

  app.delete('/webhooks/:webhookId', WEBHOOKS, async (req, reply) => {
    const raw = (req.params as { webhookId: string }).webhookId;
    // An id that could never be issued is as unknown as a deleted one.
    if (!/^\d+$/.test(raw) || !store.delete(req.apiKey!.key, Number(raw)))
      return reply.code(404).send({ error: 'not_found', detail: `No webhook ${raw} on this key.` });
    return { deleted: Number(raw) };
  });
}
