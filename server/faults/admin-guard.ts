import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK_PEERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
// What a browser sends for a request the user typed or bookmarked, or one from this origin itself.
const SAME_SITE_FETCH = new Set(['none', 'same-origin']);

type Refusal = { status: number; error: string; detail: string };

/**
 * Why a request may not reach a fault control, or null. The controls change what every subscriber
 * on this machine sees, so only the operator may use them: a page in the user's browser must not.
 * A browser marks its cross-site requests (`Origin`, `Sec-Fetch-Site`), cannot send JSON without a
 * preflight this listener never answers, and a DNS-rebound name shows in `Host`. `adminPort` is the
 * listening port, or null while the app is only reached in-process (`inject`).
 */
function adminRefusal(req: FastifyRequest, adminPort: number | null): Refusal | null {
  if (!LOOPBACK_PEERS.has(req.socket.remoteAddress ?? ''))
    return { status: 404, error: 'not_found', detail: 'No such route.' };
  if (req.headers.origin !== undefined)
    return {
      status: 403,
      error: 'cross_site_refused',
      detail: 'Requests carrying an Origin header are refused: the fault controls are not for web pages.',
    };
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && !SAME_SITE_FETCH.has(String(site)))
    return {
      status: 403,
      error: 'cross_site_refused',
      detail: `Sec-Fetch-Site '${site}' is refused: only none or same-origin may use the fault controls.`,
    };
  if (!loopbackHost(req.headers.host, adminPort))
    return {
      status: 403,
      error: 'bad_host',
      detail: `Host must be 127.0.0.1, localhost or [::1] with the admin port${adminPort === null ? '' : ` ${adminPort}`}.`,
    };
  if (
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    mediaType(req.headers['content-type']) !== 'application/json'
  )
    return {
      status: 415,
      error: 'json_required',
      detail: 'POST bodies must be Content-Type: application/json (send {} when there is nothing to say).',
    };
  return null;
}

/** Whether `Host` names this machine's loopback at the admin port (any port while not listening). */
function loopbackHost(host: string | undefined, adminPort: number | null): boolean {
  if (!host) return false;
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.toLowerCase());
  if (!m || !LOOPBACK_NAMES.has(m[1])) return false;
  if (adminPort === null) return true;
  return Number(m[2] ?? 80) === adminPort;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/** The onRequest hook form: answers the refusal, or lets the request through. */
export function adminGuard(adminPort: () => number | null) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const refusal = adminRefusal(req, adminPort());
    if (refusal) return reply.code(refusal.status).send({ error: refusal.error, detail: refusal.detail });
  };
}
