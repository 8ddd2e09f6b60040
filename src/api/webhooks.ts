import { CreatedWebhook, type CreateWebhookBody, DeletedWebhook, WebhookList } from '../../contract/webhooks';
import { apiGet, apiSend, type CallOptions } from './http';
import { seg } from './params';

// ULTRA and direct keys only: a browser never holds such a key, so these run through the gateway
// (or a server-side tool); they exist so the fetch layer covers every endpoint of the spec.

/** POST /webhooks: registers a webhook; the `secret` is shown exactly once. */
export function createWebhook(body: CreateWebhookBody, opts?: CallOptions) {
  return apiSend('POST', '/webhooks', body, CreatedWebhook, opts);
}

/** GET /webhooks: the key's webhooks, never with their secret. */
export function listWebhooks(opts?: CallOptions) {
  return apiGet('/webhooks', {}, WebhookList, opts);
}

/** DELETE /webhooks/{webhookId}. */
export function deleteWebhook(webhookId: number, opts?: CallOptions) {
  return apiSend('DELETE', `/webhooks/${seg(webhookId)}`, undefined, DeletedWebhook, opts);
}
