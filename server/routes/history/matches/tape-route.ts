import type { FastifyInstance } from 'fastify';
import { TapeQuery } from '../../../../contract/history-matches';
import { tierOf } from '../../../access/request-tier';
import { historyEntryFromParams } from '../../../history/tape/history-entry';
import { tapeRead } from '../../../history/tape/tape-read';
import { HISTORY, query } from '../../../plugins/route-kit';

/** GET /history/matches/{id}: one match's tape; `pointsEnabled` switches the complete read. */
export function tapeRoute(app: FastifyInstance, pointsEnabled: () => boolean) {
  app.get('/history/matches/:matchId', HISTORY, async (req, reply) => {
    const q = query(TapeQuery, req, reply);
    if (!q) return reply;
    if (q.points === 'complete' && !pointsEnabled()) {
      return reply.code(400).send({
        error: 'points_read_disabled',
        detail: 'points=complete is not enabled on this service.',
      });
    }
    const entry = historyEntryFromParams(app, req, reply);
    if (!entry) return reply;
    return tapeRead(app, entry, q, tierOf(req), app.world.now());
  });
}
