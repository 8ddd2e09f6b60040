import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Access, entitle } from '../access/entitlements';
import { DEMO_KEYS, type KeyRecord, LIMITS, NEXT_TIER } from '../access/keys';
import { effectiveKey, presentedKey } from '../access/presented-key';
import { RateLimiter } from '../access/rate-limiter';
import { UsageLedger } from '../access/usage-ledger';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    apiKey: KeyRecord | null;
    /** When this request spent a FREE history call (null: it spent none). */
    tasteSpentAt: number | null;
  }
  interface FastifyInstance {
    usage: UsageLedger;
    limiter: RateLimiter;
    keys: Map<string, KeyRecord>;
    /** Applies an entitlement decided by a parameter (e.g. status=completed); false when refused and answered. */
    requireAccess(req: FastifyRequest, reply: FastifyReply, access: Access): boolean;
  }
}

/**
 * The service's own base URL: the address it listens on (the port may be ephemeral or set by PORT),
 * loopback for a wildcard bind; before it listens (in-process `inject`), the Host the caller used.
 */
function ownBaseUrl(app: FastifyInstance, req: FastifyRequest, host: string): string {
  const addr = app.server.address();
  if (typeof addr !== 'object' || !addr) return `${req.protocol}://${req.host}`;
  const h = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${addr.port}`;
}

function rateLimited(reply: FastifyReply, retryAfterS: number, body: Record<string, unknown>) {
  return reply.code(429).header('Retry-After', String(retryAfterS)).send(body);
}

/** The per-minute 429: the next tier up, its price (on this service's own pricing page) and Retry-After. */
function minuteRefusal(reply: FastifyReply, key: KeyRecord, retryAfterS: number, baseUrl: string) {
  const next = NEXT_TIER[key.tier];
  reply.header('X-RateLimit-Limit', String(LIMITS[key.tier].perMinute)).header('X-RateLimit-Remaining', '0');
  return rateLimited(reply, retryAfterS, {
    error: 'rate_limited',
    scope: 'minute',
    detail: `Per-minute limit of ${LIMITS[key.tier].perMinute} requests reached.`,
    upgrade_url: next ? `${baseUrl}/pricing?tier=${next.tier}` : null,
    tier: next?.tier ?? null,
    price: next?.price ?? null,
  });
}

/** Authentication, the tier gate, the FREE history taste and the per-minute / per-day limits. */
export function accessPlugin(
  app: FastifyInstance,
  opts: { now: () => number; windowScale: number; host?: string },
) {
  const baseUrl = (req: FastifyRequest) => ownBaseUrl(app, req, opts.host ?? '127.0.0.1');
  app.decorate('usage', new UsageLedger(opts.windowScale));
  app.decorate('limiter', new RateLimiter(opts.windowScale));
  app.decorate('keys', new Map(DEMO_KEYS.map((k) => [k.key, k])));
  app.decorateRequest('apiKey', null);
  app.decorateRequest('tasteSpentAt', null);
  app.decorate('requireAccess', (req: FastifyRequest, reply: FastifyReply, access: Access) => {
    const refusal = req.apiKey ? entitlementRefusal(app, req, req.apiKey, access, opts.now()) : null;
    if (refusal) reply.code(403).send(refusal);
    return refusal === null;
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const access: Access = req.routeOptions.config?.access ?? { kind: 'public' };
    if (access.kind === 'public') return;
    const presented = presentedKey(req);
    const key = presented ? effectiveKey(app, presented) : undefined;
    if (!key || key.disabled) {
      return reply.code(401).send({
        error: 'unauthorized',
        detail: presented
          ? 'Unknown or disabled API key.'
          : 'Missing API key: send Authorization: Bearer <key>, X-API-Key or ?token=.',
      });
    }
    req.apiKey = key;
    const now = opts.now();
    if (access.kind === 'tier' && access.usageExempt) return;

    // The force429 fault (server/faults): the documented per-minute refusal, without counting the call.
    if (app.faults?.takeForced429(key.key)) return minuteRefusal(reply, key, 1, baseUrl(req));

    const verdict = app.limiter.take(key.key, key.tier, now);
    if (!verdict.ok) {
      if (verdict.kind === 'abuse') {
        return rateLimited(reply, verdict.retryAfterS, {
          error: 'abuse_throttled',
          detail: 'Blocked for 24 hours after repeated calls far past the limit.',
          retry_at_epoch: Math.ceil(verdict.retryAtMs / 1000),
        });
      }
      if (verdict.kind === 'day') {
        return rateLimited(reply, verdict.retryAfterS, {
          error: 'rate_limited',
          scope: 'day',
          detail: `Daily quota of ${verdict.limitPerDay} requests used.`,
          limit_per_day: verdict.limitPerDay,
          resets_at: new Date(verdict.resetsAtMs).toISOString(),
        });
      }
      return minuteRefusal(reply, key, verdict.retryAfterS, baseUrl(req));
    }
    reply
      .header('X-RateLimit-Limit', String(LIMITS[key.tier].perMinute))
      .header('X-RateLimit-Remaining', String(verdict.minuteRemaining))
      .header('X-RateLimit-Reset', String(Math.ceil(verdict.minuteResetMs / 1000)))
      .header('X-Quota-Remaining-Day', String(verdict.dayRemaining));

    const refusal = entitlementRefusal(app, req, key, access, now);
    if (refusal) return reply.code(403).send(refusal);
  });

  // A FREE history call is spent on a served answer only: a request refused after the gate opened
  // (a bad parameter's 400, a 403 for another reason, a 5xx) gives its call back.
  app.addHook('onResponse', async (req, reply) => {
    if (!req.apiKey || req.tasteSpentAt === null) return;
    const s = reply.statusCode;
    if (s === 400 || s === 403 || s >= 500) app.usage.refundTaste(req.apiKey.key, req.tasteSpentAt);
  });

  app.addHook('onResponse', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (!req.apiKey || !access || (access.kind === 'tier' && access.usageExempt)) return;
    if (reply.statusCode === 429 || reply.statusCode === 401) return;
    app.usage.record(req.apiKey.key, opts.now(), reply.statusCode >= 400);
  });
}

/** The 403 body for a key that may not call, spending a FREE history-taste call when that opens it. */
function entitlementRefusal(
  app: FastifyInstance,
  req: FastifyRequest,
  key: KeyRecord,
  access: Access,
  now: number,
) {
  const ent = entitle(key, access);
  if (!ent.ok) return ent.body;
  // One request spends at most one call, however many gates it passes.
  if (!ent.usesFreeTaste || req.tasteSpentAt !== null) return null;
  if (!app.usage.spendTaste(key.key, now)) {
    return {
      error: 'upgrade_required' as const,
      detail: 'The FREE key has used its 20 history calls this calendar month.',
      free_history_taste: 'used' as const,
    };
  }
  req.tasteSpentAt = now;
  return null;
}
