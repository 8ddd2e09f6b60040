import type { FastifyInstance } from 'fastify';
import { TournamentsQuery } from '../../../contract/tournament';
import { FREE, page, query } from '../../plugins/route-kit';
import { tournamentsInNameOrder } from '../../world/tournament-order';

/** GET /tournaments and GET /tournaments/{tournamentId}. */
export function tournamentRoutes(app: FastifyInstance) {
  app.get('/tournaments', FREE, async (req, reply) => {
    const q = query(TournamentsQuery, req, reply);
    if (!q) return reply;
    const needle = q.search?.toLowerCase();
    const rows = tournamentsInNameOrder(app.world.catalogue).filter((t) => {
      if (needle && !(t.name ?? '').toLowerCase().includes(needle)) return false;
      if (q.tour && t.tour !== q.tour) return false;
      // draw is decided by the event type alone; doubles covers mixed doubles too.
      if (q.draw === 'singles' && t.event_type !== 'singles') return false;
      if (q.draw === 'doubles' && t.event_type === 'singles') return false;
      if (q.tier && q.tier.length > 0 && (t.tier === null || !q.tier.includes(t.tier as never))) return false;
      return true;
    });
    return page(rows, q.limit, q.offset);
  });

  app.get('/tournaments/:tournamentId', FREE, async (req, reply) => {
    const id = (req.params as { tournamentId: string }).tournamentId;
    const t = app.world.catalogue.get(id);
    if (!t) return reply.code(404).send({ error: 'not_found', detail: `No tournament with id ${id}.` });
    return t;
  });
}
