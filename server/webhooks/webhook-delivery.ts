import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '../../contract/webhooks';

/** About 3 s per attempt (live-surface.md, Webhooks). */
export const DELIVERY_TIMEOUT_MS = 3000;

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes sent, keyed with the webhook secret. */
function signature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export type DeliveryResult = { ok: true } | { ok: false; error: string };

/**
 * One attempt, no retry, redirects not followed: at most once, as the spec promises. The body is
 * serialised once and those very bytes are both signed and sent.
 */
export async function deliver(
  target: { url: string; secret: string },
  event: string,
  frame: unknown,
  opts: { nowMs: number; timeoutMs?: number },
): Promise<DeliveryResult> {
  const body = JSON.stringify(frame);
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'courtside-tds-webhooks/1',
        [WEBHOOK_HEADERS.signature]: signature(target.secret, body),
        [WEBHOOK_HEADERS.timestamp]: String(Math.floor(opts.nowMs / 1000)),
        [WEBHOOK_HEADERS.event]: event,
      },
      body,
    });
    // The receiver's answer is not read beyond its status; drain it so the socket is released.
    await res.body?.cancel().catch(() => {});
    if (res.status >= 200 && res.status < 300) return { ok: true };
    if (res.status >= 300 && res.status < 400)
      return { ok: false, error: `redirect ${res.status} not followed` };
    return { ok: false, error: `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError') return { ok: false, error: `timeout after ${timeoutMs / 1000}s` };
    return { ok: false, error: `connection failed: ${e.cause?.code ?? e.message}` };
  }
}
