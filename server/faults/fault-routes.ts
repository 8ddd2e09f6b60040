import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withFaults } from './apply-faults';
import { withdrawNow } from './withdraw';

const MatchBody = z.object({ match_id: z.int() });
const bodies = {
  withdraw: MatchBody.extend({ reason: z.string().min(1).optional() }),
  merge: MatchBody.extend({ into: z.int() }),
  force429: z.object({ key: z.string().min(1), count: z.int().min(1).max(10_000).default(1) }),
  reset: z.object({ match_id: z.int().optional() }),
  stale: MatchBody.extend({ since: z.iso.datetime({ offset: false }).optional() }),
  refuse: z.object({ seconds: z.number().positive().max(86_400).default(30) }),
  revoke: z.object({
    key: z.string().min(1),
    to: z.enum(['disabled', 'free', 'basic', 'pro']).default('disabled'),
  }),
};

type Answer = { status: number; body: unknown };
const bad = (detail: string): Answer => ({ status: 400, body: { error: 'bad_request', detail } });

/**
 * POST /_admin/faults/<name>, GET /_admin/faults, POST /_admin/faults/reset (server/faults/README.md),
 * declared on the admin listener `admin`; they act on the service `app`.
 */
export function faultRoutes(admin: FastifyInstance, app: FastifyInstance) {
  const faults = app.faults;
  const now = () => app.world.now();
  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> | string => {
    const r = schema.safeParse(body ?? {});
    return r.success
      ? r.data
      : r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  };
  /** The match in its faulted view, or the answer refusing it. */
  const match = (id: number, need?: 'live' | 'completed') => {
    const slot = app.world.slot(id);
    if (!slot) return { status: 404, body: { error: 'not_found', detail: `No match with id ${id}.` } };
    const ctx = withFaults(faults, app.world.context(slot, now()), now());
    if (need && ctx.st.status !== need)
      return {
        status: 409,
        body: { error: `not_${need}`, detail: `Match ${id} is ${ctx.st.status}, not ${need}.` },
      };
    return ctx;
  };
  const post = (name: string, run: (body: unknown) => Answer) =>
    admin.post(`/_admin/faults/${name}`, async (req, reply) => {
      const r = run(req.body);
      return reply.code(r.status).send(r.body);
    });

  admin.get('/_admin/faults', async () => ({
    ...faults.snapshot(now()),
    ws_connections: app.nativeFeed.connections.size,
  }));
  post('reset', (raw) => {
    const b = parse(bodies.reset, raw);
    if (typeof b === 'string') return bad(b);
    if (b.match_id === undefined) faults.reset();
    else faults.resetMatch(b.match_id);
    return {
      status: 200,
      body: { reset: true, ...(b.match_id === undefined ? {} : { match_id: b.match_id }) },
    };
  });
  post('withdraw', (raw) => {
    const b = parse(bodies.withdraw, raw);
    return typeof b === 'string' ? bad(b) : withdrawNow(app, b.match_id, b.reason);
  });
  post('stale', (raw) => {
    const b = parse(bodies.stale, raw);
    if (typeof b === 'string') return bad(b);
    const ctx = match(b.match_id, 'live');
    if ('status' in ctx) return ctx;
    // `since` back-dates the silence: the match is frozen at the state it held then (e.g. just before
    // a set ended), and a reset jumps it to the present, as a feed that comes back does.
    const since = b.since === undefined ? now() : Date.parse(b.since);
    if (since > now()) return bad('since: must not be in the future');
    if (since < ctx.st.slot.startMs) return bad('since: must not be before the match started');
    faults.quiet.set(b.match_id, since);
    return { status: 200, body: { match_id: b.match_id, quiet_since: new Date(since).toISOString() } };
  });
  post('reopen', (raw) => {
    const b = parse(MatchBody, raw);
    if (typeof b === 'string') return bad(b);
    const ctx = match(b.match_id, 'completed');
    if ('status' in ctx) return ctx;
    faults.reopened.set(b.match_id, now());
    return { status: 200, body: { match_id: b.match_id, reopened_at: new Date(now()).toISOString() } };
  });
  post('restate', (raw) => {
    const b = parse(MatchBody, raw);
    if (typeof b === 'string') return bad(b);
    const ctx = match(b.match_id, 'completed');
    if ('status' in ctx) return ctx;
    const version = (faults.latestRestatement(b.match_id)?.version ?? 1) + 1;
    faults.restatements.push({ matchId: b.match_id, at: now(), version });
    return {
      status: 200,
      body: {
        match_id: b.match_id,
        result_version: version,
        result_restated_at: new Date(now()).toISOString(),
      },
    };
  });
  post('merge', (raw) => {
    const b = parse(bodies.merge, raw);
    if (typeof b === 'string') return bad(b);
    if (b.match_id === b.into) return bad('A match cannot be merged into itself.');
    for (const id of [b.match_id, b.into]) {
      const ctx = match(id);
      if ('status' in ctx) return ctx;
    }
    faults.merges.set(b.match_id, { into: b.into, at: now() });
    return {
      status: 200,
      body: { match_id: b.match_id, merged_into: faults.mergedInto(b.match_id)?.into ?? null },
    };
  });
  post('force429', (raw) => {
    const b = parse(bodies.force429, raw);
    if (typeof b === 'string') return bad(b);
    faults.forced429.set(b.key, (faults.forced429.get(b.key) ?? 0) + b.count);
    return { status: 200, body: { key: b.key, remaining: faults.forced429.get(b.key) } };
  });
  post('revoke', (raw) => {
    const b = parse(bodies.revoke, raw);
    if (typeof b === 'string') return bad(b);
    if (!app.keys.has(b.key))
      return { status: 404, body: { error: 'not_found', detail: `No key ${b.key}.` } };
    faults.revoked.set(b.key, b.to);
    // Both feeds close what the key may no longer hold, each with its own protocol's refusal.
    const closed = app.nativeFeed.enforceAccess() + app.pushBroker.enforceAccess();
    return { status: 200, body: { key: b.key, to: b.to, closed } };
  });
  post('refuse', (raw) => {
    const b = parse(bodies.refuse, raw);
    if (typeof b === 'string') return bad(b);
    faults.refuseUntil = now() + b.seconds * 1000;
    return { status: 200, body: { refuse_until: new Date(faults.refuseUntil).toISOString() } };
  });
  post('restart', () => ({ status: 200, body: { closed: app.nativeFeed.closeAll('restart') } }));
  post('disconnect', () => ({ status: 200, body: { closed: app.nativeFeed.closeAll('normal') } }));
}
