// The receiving side is the user's own server, so the recipe is shown as code to copy, in Node.
const RECIPE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// raw: the request body exactly as received (bytes, before any JSON parsing)
export function verify(raw, headers, secret, maxAgeSeconds = 300) {
  const sent = Number(headers['x-svc-timestamp']);
  if (!Number.isFinite(sent) || Math.abs(Date.now() / 1000 - sent) > maxAgeSeconds) return false; // stale replay
  const expected = 'sha256=' + createHmac('sha256', secret).update(raw).digest('hex');
  const given = String(headers['x-svc-signature'] ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

/** How a receiver checks a delivery: HMAC-SHA256 of the raw body, constant-time compare, fresh timestamp. */
export function SignatureHowTo() {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-indigo-600">
        How to verify a delivery’s signature
      </summary>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Each delivery carries <code>X-SVC-Signature</code> (<code>sha256=</code> and the hex HMAC-SHA256 of
        the raw body, keyed with the webhook’s secret), <code>X-SVC-Timestamp</code> (Unix seconds at send:
        reject old ones to stop replays) and <code>X-SVC-Event</code>. Compute the HMAC over the bytes exactly
        as received and compare in constant time.
      </p>
      <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-800">
        <code>{RECIPE}</code>
      </pre>
    </details>
  );
}
