import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './gateway-config';

// Request headers worth passing on; everything else (cookies, any credential the browser might
// send) stays here. The key is added by us alone.
const FORWARD_REQUEST = ['accept', 'content-type', 'if-none-match', 'if-modified-since'];
// Response headers never passed back: hop-by-hop ones, cookies, and anything that carries or asks
// for a credential. CORS headers go too: the gateway is same-origin only.
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'www-authenticate',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
]);

/** The upstream URL for `/api/<rest>?<query>`, without any `token` the browser tried to send. */
export function upstreamUrl(baseUrl: string, rawUrl: string): string {
  const url = new URL(rawUrl, 'http://gateway.invalid');
  url.searchParams.delete('token');
  const rest = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
  return `${baseUrl}${rest}${url.search}`;
}

/** Removes every occurrence of the key from a text body, in case an upstream ever echoes it. */
export function redactKey(text: string, key: string): string {
  return key && text.includes(key) ? text.split(key).join('[redacted]') : text;
}

/** `/api/*` → the service, with `X-API-Key` added here; answers in the service's error shape on failure. */
export function apiProxy(app: FastifyInstance, cfg: GatewayConfig): void {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = { 'x-api-key': cfg.key };
    for (const name of FORWARD_REQUEST) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
    let res: Response;
    try {
      res = await fetch(upstreamUrl(cfg.baseUrl, req.url), {
        method: req.method,
        headers,
        body: hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      return reply.code(502).send({
        error: 'service_unreachable',
        detail: err instanceof Error ? err.message : 'upstream failed',
      });
    }
    reply.code(res.status);
    res.headers.forEach((value, name) => {
      if (!DROP_RESPONSE.has(name.toLowerCase())) reply.header(name, value);
    });
    const type = res.headers.get('content-type') ?? '';
    if (/json|text|csv/.test(type)) return reply.send(redactKey(await res.text(), cfg.key));
    return reply.send(Buffer.from(await res.arrayBuffer()));
  };
  app.route({ method: ['GET', 'POST', 'DELETE'], url: '/api', handler });
  app.route({ method: ['GET', 'POST', 'DELETE'], url: '/api/*', handler });
}
