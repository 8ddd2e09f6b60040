import type { FastifyInstance } from 'fastify';
import { EventsQuery } from '../../../contract/event';
import { tierOf } from '../../access/request-tier';
import { eventIndexOf } from '../../matches/event-index';
import { served } from '../../matches/events';
import { PRO, query } from '../../plugins/route-kit';

/** GET /events: the slate-wide event listing (PRO). */
export function eventRoutes(app: FastifyInstance) {
  app.get('/events', PRO, async (req, reply) => {
    const q = query(EventsQuery, req, reply);
    if (!q) return reply;
    const now = app.world.now();
    const tier = tierOf(req);
    let rows = eventIndexOf(app.world, tier)
      .at(now)
      .filter((r) => !q.type || q.type.includes(r.type));
    if (q.after_id !== undefined) rows = rows.filter((r) => r.id > q.after_id!);
    else if (q.since !== undefined) rows = rows.filter((r) => r.atMs >= Date.parse(q.since!));
    else rows = rows.slice(-q.limit);
    const data = rows.slice(0, q.limit).map(served);
    return {
      data,
      meta: {
        limit: q.limit,
        count: data.length,
        next_cursor: data.length === q.limit ? data.at(-1)!.id : null,
      },
    };
  });
}
