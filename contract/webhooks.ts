import { z } from 'zod';
import { listOf, openEnum, Timestamp } from './common';

// Body and most fields are "not shown" in the documents; they follow the vendor yaml. The
// documents name `id`, `enabled`, `last_error` and the once-only `secret`.

export const WEBHOOK_EVENTS = ['score', 'break_point', 'point'] as const;
/** Values of the `X-SVC-Event` delivery header. */
export const WEBHOOK_EVENT_HEADER_VALUES = ['score', 'break_point', 'break_point_result', 'point'] as const;
/** Delivery headers: signature `sha256=<hex>` (HMAC-SHA256 of the raw body), Unix-seconds timestamp, event. */
export const WEBHOOK_HEADERS = {
  signature: 'X-SVC-Signature',
  timestamp: 'X-SVC-Timestamp',
  event: 'X-SVC-Event',
} as const;
/** At most this many webhooks per key (409 `webhook_limit` past it). */
export const MAX_WEBHOOKS_PER_KEY = 3;

/** Loopback host names (127.0.0.0/8, ::1, localhost): the only receivers a local stand-in can reach. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

// A bad body is a 400 `bad_request` (code ours: the documents list only "400").
// shape ours: plain http is accepted for loopback receivers only (the local service delivers
// nowhere else, and a receiver on this machine rarely holds a certificate); elsewhere HTTPS only.
/** `POST /webhooks` body: an HTTPS URL and the frame families to deliver (default `score`). */
export const CreateWebhookBody = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .refine(
      (u) => u.startsWith('https:') || (URL.canParse(u) && isLoopbackHost(new URL(u).hostname)),
      'HTTPS only',
    ),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).default(['score']),
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

/** A registered webhook; `enabled` turns false after 25 consecutive failures. */
export const Webhook = z.looseObject({
  id: z.int(),
  enabled: z.boolean(),
  last_error: z.string().nullable(),
  url: z.string().optional(),
  events: z.array(openEnum(WEBHOOK_EVENTS)).optional(),
  created_at: Timestamp.nullable().optional(),
  last_delivery_at: Timestamp.nullable().optional(),
  consecutive_failures: z.int().optional(),
});
export type Webhook = z.infer<typeof Webhook>;

/** `POST /webhooks` 201: the webhook with its `secret`, shown exactly once. */
export const CreatedWebhook = Webhook.extend({ secret: z.string(), secret_note: z.string().optional() });

/** A listed webhook: a `secret` here would be a leak, so its presence fails the parse. */
export const ListedWebhook = Webhook.extend({ secret: z.never().optional() });

/** `GET /webhooks` response. */
export const WebhookList = listOf(ListedWebhook, z.looseObject({ count: z.int() }));

/** `DELETE /webhooks/{id}` response. */
export const DeletedWebhook = z.looseObject({ deleted: z.int() });
