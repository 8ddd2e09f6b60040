import type { FastifyInstance } from 'fastify';
import { MatchEventsQuery } from '../../../contract/event';
import { PointsQuery } from '../../../contract/points';
import { tierOf } from '../../access/request-tier';
import { matchFromParams } from '../../faults/match-from-params';
import { eventsOf, served } from '../../matches/events';
import { pointsPage } from '../../matches/points';
import { statisticsOf } from '../../matches/statistics';
import { PRO, page, query, ULTRA } from '../../plugins/route-kit';

/** GET /matches/{id}/statistics, /points and /events. */
export function liveExtraRoutes(app: FastifyInstance, pointsEnabled: () => boolean) {
  app.get('/matches/:matchId/statistics', ULTRA, async (req, reply) => {
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    return statisticsOf(ctx, app.world.now());
  });

  app.get('/matches/:matchId/points', ULTRA, async (req, reply) => {
    const q = query(PointsQuery, req, reply);
    if (!q) return reply;
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    if (!pointsEnabled())
      return reply
        .code(400)
        .send({ error: 'points_disabled', detail: 'The per-point surface is switched off.' });
    return pointsPage(ctx, q.after_seq);
  });

  app.get('/matches/:matchId/events', PRO, async (req, reply) => {
    const q = query(MatchEventsQuery, req, reply);
    if (!q) return reply;
    const ctx = matchFromParams(app, req, reply);
    if (!ctx) return reply;
    const rows = eventsOf(ctx, app.world.now(), tierOf(req)).reverse().map(served);
    return page(rows, q.limit, q.offset);
  });
}
