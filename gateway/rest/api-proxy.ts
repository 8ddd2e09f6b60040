import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USAGE_PATH } from '../../contract/usage';
import { browserIdOf } from '../budget/browser-id';
import type { DeskBudget, UpstreamFacts } from '../budget/desk-budget';
import type { GatewayConfig } from '../gateway-config';
import { crossSiteRefusal } from '../security/fetch-metadata';
import { type HostPolicy, originRefusal } from '../security/host-guard';
import { type Refusal, refusal, sendRefusal } from '../security/refusal';
import { CONTRACT_ROUTES, type WriteRule } from './contract-routes';
import type { CachedAnswer } from './rest-cache';
import { type ApiDecision, decideApiRequest } from './route-allowlist';
import type { Served, SharedRest } from './shared-rest';
import { redactUsage } from './usage-redaction';

// Request headers worth passing on; everything else (cookies, any credential the browser might
// send) stays here. The key is added by us alone.
// A shared GET asks for the full answer (conditional headers are answered here from the cache).
const FORWARD_REQUEST = ['accept', 'content-type'];
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
// The service's own rate figures are one instant's; every answer carries the desk's instead.
const DESK_HEADERS = new Set([
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-quota-remaining-day',
]);

// Fastify reads bodies up to this (the largest write rule); each route's own limit is checked on
// the declared length before anything is read, so a bodiless route refuses any body at once.
const READ_LIMIT = Math.max(
  ...CONTRACT_ROUTES.flatMap((r) => Object.values(r.writes ?? {}).map((w) => w.bodyLimit)),
);

/** The upstream URL: the checked contract path and the browser's query without any `token`. */
function upstreamUrl(baseUrl: string, upstreamPath: string, rawUrl: string): string {
  const url = new URL(rawUrl.replace(/^[^?]*/, '/'), 'http://gateway.invalid');
  url.searchParams.delete('token');
  return `${baseUrl}${upstreamPath}${url.search}`;
}

/** Removes every occurrence of the key from a text body, in case an upstream ever echoes it. */
function redactKey(text: string, key: string): string {
  return key && text.includes(key) ? text.split(key).join('[redacted]') : text;
}

/** 413 for a body over the route's limit (any body where it takes none), 415 for a write not declared JSON. */
function bodyRefusal(headers: FastifyRequest['headers'], write: WriteRule | null): Refusal | null {
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

/** What the proxy shares between browsers: the GET path (cache, coalescing) and the desk's budget. */
export interface ApiSharing {
  rest: SharedRest;
  budget: DeskBudget;
}

/**
 * One request to the service with the key added here, its answer filtered (no credential, cookie
 * or CORS header comes back) and redacted (the key in any text body, the `/usage` principal).
 */
export async function fetchUpstream(
  cfg: GatewayConfig,
  init: { method: string; url: string; template: string; headers: Record<string, string>; body?: string },
): Promise<{ answer: CachedAnswer; facts: UpstreamFacts }> {
  const res = await fetch(init.url, {
    method: init.method,
    headers: { ...init.headers, 'x-api-key': cfg.key },
    body: init.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!DROP_RESPONSE.has(name.toLowerCase()) && !DESK_HEADERS.has(name.toLowerCase()))
      headers[name] = value;
  });
  const type = res.headers.get('content-type') ?? '';
  const storedAt = Date.now();
  const facts: UpstreamFacts = { status: res.status, headers: res.headers, body: null };
  if (!/json|text|csv/.test(type)) {
    const body = Buffer.from(await res.arrayBuffer()).toString('base64');
    return { answer: { status: res.status, headers, body, binary: true, storedAt }, facts };
  }
  let text = await res.text();
  if (init.template === USAGE_PATH && /json/.test(type)) text = redactedUsageText(text);
  if (res.status === 429) facts.body = parsedObject(text);
  return {
    answer: { status: res.status, headers, body: redactKey(text, cfg.key), binary: false, storedAt },
    facts,
  };
}

/**
 * `/api/*` → the service, with `X-API-Key` added here. Only the contract's routes and methods pass
 * (`route-allowlist.ts`); everything else is answered here in the service's error shape and never
 * forwarded, so the key cannot be spent on a path the dashboard has no business with. GETs are
 * shared between the desk's browsers (`shared-rest.ts`); writes spend the desk's budget directly.
 * Every answer carries the desk's budget figures (`desk-budget.ts`).
 */
export function apiProxy(
  app: FastifyInstance,
  cfg: GatewayConfig,
  policyOf: () => HostPolicy,
  sharing: ApiSharing,
): void {
  const decided = new WeakMap<FastifyRequest, Forward>();

  const check = async (req: FastifyRequest, reply: FastifyReply) => {
    // A page on another site may not spend the key through the user's browser (a form POST
    // needs no preflight; an <img> or a link sends no Origin at all, but says cross-site in
    // Sec-Fetch-Site). Same-origin fetches send our origin or none.
    const foreign =
      crossSiteRefusal(req.headers) ?? originRefusal(req.headers.origin, policyOf(), { required: false });
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
    const browser = browserIdOf(req, reply);
    const url = upstreamUrl(cfg.baseUrl, decision.upstreamPath, req.url);
    const accept = typeof req.headers.accept === 'string' ? req.headers.accept : undefined;
    let served: Served;
    try {
      // HEAD is answered as GET (shared the same way); Node leaves the body out.
      if (req.method === 'GET' || req.method === 'HEAD') {
        const matchId = /^\/matches\/(\d+)(\/score)?$/.exec(decision.upstreamPath)?.[1];
        served = await sharing.rest.get({
          url,
          template: decision.route.path,
          accept,
          browser,
          matchId: matchId ? Number(matchId) : null,
        });
      } else served = await write(req, decision, url, browser);
    } catch (err) {
      return reply.code(502).send({
        error: 'service_unreachable',
        detail: err instanceof Error ? err.message : 'upstream failed',
      });
    }
    reply.headers(await sharing.budget.deskHeaders());
    if (served.kind === 'refused') return sendRefusal(reply, served.refusal);
    const { answer } = served;
    // Where the answer came from (hit, coalesced, upstream), as a cache in front of an API says.
    reply.header('X-Courtside-Cache', served.source);
    reply.code(answer.status).headers(answer.headers);
    const etag = answer.headers.etag;
    if (etag && req.headers['if-none-match'] === etag && answer.status === 200) return reply.code(304).send();
    return reply.send(answer.binary ? Buffer.from(answer.body, 'base64') : answer.body);
  };

  /** A write (POST or DELETE on the webhooks): never shared, spends the browser's share. */
  const write = async (
    req: FastifyRequest,
    decision: Forward,
    url: string,
    browser: string,
  ): Promise<Served> => {
    const take = await sharing.budget.take(browser);
    if (!take.ok) return { kind: 'refused', refusal: take.refusal };
    const headers: Record<string, string> = {};
    for (const name of FORWARD_REQUEST) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const hasBody = (decision.write?.bodyLimit ?? 0) > 0 && req.body !== undefined;
    const { answer, facts } = await fetchUpstream(cfg, {
      method: req.method,
      url,
      template: decision.route.path,
      headers,
      body: hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)) : undefined,
    });
    await sharing.budget.learn(facts);
    return { kind: 'answer', answer, source: 'upstream' };
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

function parsedObject(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
