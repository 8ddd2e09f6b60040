import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../../config';
import { pointFramesFlow } from '../../config';
import { WebhookDispatcher } from '../../webhooks/webhook-dispatcher';
import { WebhookStore } from '../../webhooks/webhook-store';
import { webhookRoutes } from './webhook-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outbound webhook deliveries (tests await `inFlight`). */
    webhooks: WebhookDispatcher;
  }
}

/** Registers the webhook routes and the delivery of hub frames to registered endpoints. */
export function registerWebhooks(app: FastifyInstance, cfg: ServiceConfig): void {
  const store = new WebhookStore();
  // Wall clock: X-SVC-Timestamp is checked by receivers against their own clock, not the replay's.
  const dispatcher = new WebhookDispatcher(store, {
    pointsEnabled: () => pointFramesFlow(cfg),
    now: () => Date.now(),
  });
  app.decorate('webhooks', dispatcher);
  webhookRoutes(app, store, cfg);
  const off = app.feedHub.on((event) => dispatcher.published(event));
  app.addHook('onClose', async () => {
    off();
  });
}
