import type { FastifyInstance } from 'fastify';
import { IntIdParam } from '../../../contract/common';
import { PlayersQuery } from '../../../contract/player';
import { shown } from '../../faults/match-from-params';
import { FREE, pageOfCut, query } from '../../plugins/route-kit';
import { playerStats } from '../../world/player-stats';

/** GET /players and GET /players/{playerId}. */
export function playerRoutes(app: FastifyInstance) {
  app.get('/players', FREE, async (req, reply) => {
    const q = query(PlayersQuery, req, reply);
    if (!q) return reply;
    const { data, count } = app.world.roster.search(q.search ?? '', q.limit, q.offset);
    return pageOfCut(data, count, q.limit, q.offset);
  });

  app.get('/players/:playerId', FREE, async (req, reply) => {
    const raw = (req.params as { playerId: string }).playerId;
    // An id that could never be issued is as unknown as an unused one: 404 (contract IntIdParam).
    const id = IntIdParam.safeParse(raw);
    const player = id.success ? app.world.roster.get(id.data) : undefined;
    if (!player)
      return reply.code(404).send({ error: 'not_found', detail: `No player with id '${shown(raw)}'.` });
    return { ...player, stats: playerStats(app.world, player) };
  });
}
