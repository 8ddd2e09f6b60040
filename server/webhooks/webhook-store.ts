import { randomBytes } from 'node:crypto';
import type { CreateWebhookBody, Webhook } from '../../contract/webhooks';

/** A registered webhook with what the listing never shows: its owner and its secret. */
export interface StoredWebhook {
  id: number;
  apiKey: string;
  url: string;
  events: CreateWebhookBody['events'];
  secret: string;
  enabled: boolean;
  lastError: string | null;
  createdAt: string;
  lastDeliveryAt: string | null;
  consecutiveFailures: number;
}

/** In-memory webhooks of one app; ids are never reused, so a deleted id stays 404. */
export class WebhookStore {
  private readonly hooks = new Map<number, StoredWebhook>();
  private nextId = 1;

  create(apiKey: string, body: CreateWebhookBody, nowMs: number): StoredWebhook {
    const hook: StoredWebhook = {
      id: this.nextId++,
      apiKey,
      url: body.url,
      events: body.events,
      secret: `whsec_${randomBytes(24).toString('base64url')}`,
      enabled: true,
      lastError: null,
      createdAt: new Date(nowMs).toISOString(),
      lastDeliveryAt: null,
      consecutiveFailures: 0,
    };
    this.hooks.set(hook.id, hook);
    return hook;
  }

  ownedBy(apiKey: string): StoredWebhook[] {
    return [...this.hooks.values()].filter((h) => h.apiKey === apiKey);
  }

  /** Deletes a hook of this key; another key's hook is as unknown as a never-issued id. */
  delete(apiKey: string, id: number): boolean {
    const hook = this.hooks.get(id);
    if (!hook || hook.apiKey !== apiKey) return false;
    return this.hooks.delete(id);
  }

  enabled(): StoredWebhook[] {
    return [...this.hooks.values()].filter((h) => h.enabled);
  }

  has(hook: StoredWebhook): boolean {
    return this.hooks.get(hook.id) === hook;
  }
}

/** The public view: everything but the owner and the secret. */
export function publicView(h: StoredWebhook): Webhook {
  return {
    id: h.id,
    url: h.url,
    events: h.events,
    enabled: h.enabled,
    last_error: h.lastError,
    created_at: h.createdAt,
    last_delivery_at: h.lastDeliveryAt,
    consecutive_failures: h.consecutiveFailures,
  };
}
