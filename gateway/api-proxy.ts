import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USAGE_PATH } from '../contract/usage';
import { CONTRACT_ROUTES, type WriteRule } from './contract-routes';
import type { GatewayConfig } from './gateway-config';
import { type HostPolicy, originRefusal } from './host-guard';
import { type Refusal, refusal, sendRefusal } from './refusal';
import { type ApiDecision, decideApiRequest } from './route-allowlist';
import { redactUsage } from './usage-redaction';

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

// Fastify reads bodies up to this (the largest write rule); each route's own limit is checked on
// the declared length before anything is read, so a bodiless route refuses any body at once.
const READ_LIMIT = Math.max(
  ...CONTRACT_ROUTES.flatMap((r) => Object.values(r.writes ?? {}).map((w) => w.bodyLimit)),
);

/** The upstream URL: the checked contract path and the browser's query without any `token`. */
export function upstreamUrl(baseUrl: string, upstreamPath: string, rawUrl: string): string {
  const url = new URL(rawUrl.replace(/^[^?]*/, '/'), 'http://gateway.invalid');
  url.searchParams.delete('token');
  return `${baseUrl}${upstreamPath}${url.search}`;
}

/** Removes every occurrence of the key from a text body, in case an upstream ever echoes it. */
export function redactKey(text: string, key: string): string {
  return key && text.includes(key) ? text.split(key).join('[redacted]') : text;
}

/** 413 for a body over the route's limit (any body where it takes none), 415 for a write not declared JSON. */
export function bodyRefusal(headers: FastifyRequest['headers'], write: WriteRule | null): Refusal | null {
  const limit = write?.bodyLimit ?? 0;
  const declared = Number(headers['content-length'] ?? 0);
  if (declared > limit || (limit === 0 && headers['transfer-encoding'] !== undefined))
    return refusal(
      413,
      'payload_too_large',
      limit === 0 ? 'This route takes no body.' : `The body may be at most ${limit} bytes.`,
    );
  if (write?.json && !/^application\/json\s*(;|$)/i.test(headers['content-type'] ?? ''))
    return refusal(415, 'unsupported_media_type', 'The body must be sent as application/json.');
  return null;
}

type Forward = Extract<ApiDecision, { kind: 'forward' }>;

/**
 * `/api/*` → the service, with `X-API-Key` added here. Only the contract's routes and methods pass
 * (`route-allowlist.ts`); everything else is answered here in the service's error shape and never
 * forwarded, so the key cannot be spent on a path the dashboard has no business with.
 */
export function apiProxy(app: FastifyInstance, cfg: GatewayConfig, policyOf: () => HostPolicy): void {
  const decided = new WeakMap<FastifyRequest, Forward>();

  const check = async (req: FastifyRequest, reply: FastifyReply) => {
    // A page on another site may not spend the key through the user's browser (a form POST
    // needs no preflight). Same-origin fetches send our origin or none.
    const foreign = originRefusal(req.headers.origin, policyOf(), { required: false });
    if (foreign) return sendRefusal(reply, foreign);
    const decision = decideApiRequest(req.method, req.url);
    if (decision.kind === 'refuse') return sendRefusal(reply, decision.refusal);
    if (decision.kind === 'options') return reply.code(204).header('Allow', decision.allow.join(', ')).send();
    const body = bodyRefusal(req.headers, decision.write);
    if (body) return sendRefusal(reply, body);
    decided.set(req, decision);
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const decision = decided.get(req)!;
    const headers: Record<string, string> = { 'x-api-key': cfg.key };
    for (const name of FORWARD_REQUEST) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const hasBody = (decision.write?.bodyLimit ?? 0) > 0 && req.body !== undefined;
    let res: Response;
    try {
      res = await fetch(upstreamUrl(cfg.baseUrl, decision.upstreamPath, req.url), {
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
    if (!/json|text|csv/.test(type)) return reply.send(Buffer.from(await res.arrayBuffer()));
    let text = await res.text();
    if (decision.route.path === USAGE_PATH && /json/.test(type)) text = redactedUsageText(text);
    return reply.send(redactKey(text, cfg.key));
  };

  const options = { bodyLimit: READ_LIMIT, onRequest: check };
  app.all('/api', options, handler);
  app.all('/api/*', options, handler);
}

function redactedUsageText(text: string): string {
  try {
    return JSON.stringify(redactUsage(JSON.parse(text)));
  } catch {
    return text;
  }
}
