import type { FastifyInstance } from 'fastify';
import { type Refusal, refusal, sendRefusal } from './refusal';

// DNS rebinding: a page on attacker.example re-points its own name at 127.0.0.1 and is then
// same-origin with the gateway, key and all. The browser still sends `Host: attacker.example`, so
// every request (static files and the feed's upgrade included) must name a host we serve. Origins
// follow from the hosts; the feed socket checks Origin against them, never against Host, which the
// caller writes.

/** Which `Host` values and `Origin`s the gateway answers to (lower case). */
export interface HostPolicy {
  hosts: ReadonlySet<string>;
  origins: ReadonlySet<string>;
}

const WILDCARD = new Set(['0.0.0.0', '::', '']);
const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The listen address and `localhost` on the bound port (every loopback spelling when listening on
 * all interfaces, whose address no browser sends); without a port as well on port 80, where
 * browsers leave it out of `Host`.
 */
export function defaultAllowedHosts(listenHost: string, port: number): string[] {
  const names = WILDCARD.has(listenHost)
    ? ['localhost', '127.0.0.1', '[::1]']
    : [...new Set([bracketed(listenHost.toLowerCase()), 'localhost'])];
  return [...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])];
}

/** `http://` and `https://` of each host: a TLS-terminating proxy in front serves the same site. */
export function hostPolicy(hosts: readonly string[]): HostPolicy {
  const lower = hosts.map((h) => h.toLowerCase());
  return {
    hosts: new Set(lower),
    origins: new Set(lower.flatMap((h) => [`http://${h}`, `https://${h}`])),
  };
}

/** 421 when `Host` is missing or names a host this gateway was not told it serves. */
export function hostRefusal(host: string | undefined, policy: HostPolicy): Refusal | null {
  if (host && policy.hosts.has(host.toLowerCase())) return null;
  return refusal(
    421,
    'misdirected_request',
    'This gateway does not serve that host name; add it to COURTSIDE_ALLOWED_HOSTS if it should.',
  );
}

/**
 * 403 for an `Origin` that is not ours. A missing Origin is refused only where `required` (the feed:
 * every browser sends one on a WebSocket handshake, so none means a client we cannot vouch for).
 */
export function originRefusal(
  origin: string | undefined,
  policy: HostPolicy,
  opts: { required: boolean },
): Refusal | null {
  if (origin === undefined ? !opts.required : policy.origins.has(origin.toLowerCase())) return null;
  return refusal(
    403,
    'forbidden_origin',
    origin === undefined
      ? 'A WebSocket to the feed must come from our own page.'
      : 'Cross-origin requests are not served.',
  );
}

/** Refuses every HTTP request whose `Host` is not ours, before any route runs. */
export function hostGuard(app: FastifyInstance, policyOf: () => HostPolicy): void {
  app.addHook('onRequest', async (req, reply) => {
    const refused = hostRefusal(req.headers.host, policyOf());
    if (refused) return sendRefusal(reply, refused);
  });
}
