import type { FastifyInstance } from 'fastify';
import { MatchesQuery as MatchesQuerySchema } from '../../../contract/matches-query';
import { tierOf } from '../../access/request-tier';
import { withdrawnMatches } from '../../faults/apply-faults';
import { listedRows, statusListing } from '../../matches/match-listing';
import { decodeCursor, encodeCursor, FREE, page, query } from '../../plugins/route-kit';
import { TickCache } from '../../plugins/tick-cache';
import type { MatchContext } from '../../world/match-view';
import { updatedAt } from '../../world/match-view';

/** The change feed's watermark trails the clock so a row landing "now" is never skipped. */
const WATERMARK_LAG_MS = 5_000;

/** GET /matches: status listings, the change feed and the withdrawals listing. */
export function listMatchesRoute(app: FastifyInstance) {
  const listings = new TickCache();
  app.get('/matches', FREE, async (req, reply) => {
    const q = query(MatchesQuerySchema, req, reply);
    if (!q) return reply;
    const now = app.world.now();
    const tier = tierOf(req);

    if (q.withdrawn_since !== undefined) {
      if (!app.requireAccess(req, reply, { kind: 'tier', tier: 'ultra' })) return reply;
      // Only the withdraw fault ever refuses a published state (server/faults).
      return page(withdrawnMatches(app.faults, Date.parse(q.withdrawn_since.start), now), q.limit, q.offset);
    }
    const changeFeed = q.updated_since !== undefined || q.cursor !== undefined;
    // The change feed without a status is every status's changes (live → completed transitions,
    // walkovers, withdrawals); the `live` default applies to the status listings only.
    const everyStatus = changeFeed && (req.query as { status?: unknown }).status === undefined;
    const status = everyStatus ? undefined : (q.status ?? 'live');
    if (
      (status === undefined || status === 'completed' || status === 'cancelled') &&
      !app.requireAccess(req, reply, { kind: 'history' })
    )
      return reply;
    if (status !== undefined && !changeFeed) {
      const key = `${tier}|${app.faults.version}|${req.url}`;
      const body = listings.get(key, now, () => statusListing(app, q, status, tier, now));
      return reply.type('application/json; charset=utf-8').send(body);
    }

    const rows = listedRows(app, q, status, now);
    return changeFeedPage(rows, q, now, (c) => app.world.matchView(c, tier, now), reply);
  });
}

interface FeedQuery {
  updated_since?: { start: string };
  cursor?: string;
  limit: number;
}

/** Oldest first by (updated_at, id); the cursor is the last row served, so pages never overlap. */
function changeFeedPage(
  rows: MatchContext[],
  q: FeedQuery,
  now: number,
  view: (c: MatchContext) => unknown,
  reply: import('fastify').FastifyReply,
) {
  let after = { u: Number.NEGATIVE_INFINITY, id: Number.NEGATIVE_INFINITY };
  let inclusiveFrom = Number.NEGATIVE_INFINITY;
  if (q.cursor !== undefined) {
    const c = decodeCursor(q.cursor, ['u', 'id'] as const);
    if (!c)
      return reply
        .code(400)
        .send({ error: 'bad_cursor', detail: 'cursor is not a next_cursor of this feed.' });
    after = c;
  } else if (q.updated_since) inclusiveFrom = Date.parse(q.updated_since.start);
  const keyed = rows
    .map((c) => ({ c, u: updatedAt(c, now) }))
    .filter(({ c, u }) => u >= inclusiveFrom && (u > after.u || (u === after.u && c.st.slot.id > after.id)))
    .sort((a, b) => a.u - b.u || a.c.st.slot.id - b.c.st.slot.id);
  const pageRows = keyed.slice(0, q.limit);
  const last = pageRows.at(-1);
  const hasMore = keyed.length > pageRows.length;
  return {
    data: pageRows.map(({ c }) => view(c)),
    meta: {
      limit: q.limit,
      offset: 0,
      // The filtered set: every row changed since the boundary (or the cursor), not this page.
      count: keyed.length,
      total: null,
      has_more: hasMore,
      next_cursor: last ? encodeCursor({ u: last.u, id: last.c.st.slot.id }) : (q.cursor ?? null),
      watermark: new Date(now - WATERMARK_LAG_MS).toISOString(),
    },
  };
}
