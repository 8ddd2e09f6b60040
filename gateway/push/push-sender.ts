import webpush from 'web-push';
import type { PushStore, StoredSubscription, VapidKeys } from './push-store';

/** One alert as the service worker reads it (src/sw/push-message.ts). */
export interface PushAlert {
  matchId: number;
  title: string;
  body: string;
  /** A match point: the push service should deliver at once, even to a device saving power. */
  urgent: boolean;
}

/** How long a push service keeps an undelivered alert: news of a point is stale after this. */
export const PUSH_TTL_SECONDS = 15 * 60;

/** The options every push is sent with: a Topic per match, so a newer alert replaces an older one. */
export function pushOptions(alert: PushAlert, vapid: VapidKeys, subject: string): webpush.RequestOptions {
  return {
    TTL: PUSH_TTL_SECONDS,
    urgency: alert.urgent ? 'high' : 'normal',
    // A Topic is at most 32 URL-safe base64 characters.
    topic: `match${alert.matchId}`,
    vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
  };
}

/**
 * Sends an alert, encrypted for the subscription's keys, to its push service. A subscription the
 * push service says is gone (404, 410) is forgotten; other failures are left for the next alert.
 */
export async function sendPush(
  store: PushStore,
  sub: StoredSubscription,
  alert: PushAlert,
  vapid: VapidKeys,
  subject: string,
): Promise<boolean> {
  const payload = JSON.stringify({ title: alert.title, body: alert.body, matchId: alert.matchId });
  // web-push encrypts (aes128gcm) and signs (VAPID); the request goes out through fetch, which also
  // speaks plain HTTP to a local stand-in push service in tests (web-push's own sender is HTTPS only).
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: sub.keys },
    payload,
    pushOptions(alert, vapid, subject),
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404 || res.status === 410) await store.remove(sub.endpoint);
    return res.ok;
  } catch {
    // The push service unreachable: this alert is lost, the subscription kept for the next.
    return false;
  }
}

/** New VAPID keys (P-256). */
export const makeVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
