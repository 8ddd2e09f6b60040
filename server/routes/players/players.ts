import type { FastifyInstance } from 'fastify';
import { PlayersQuery } from '../../../contract/player';
import { FREE, page, query } from '../route-kit';
import { playerStats } from './player-stats';

/** GET /players and GET /players/{playerId}. */
export function playerRoutes(app: FastifyInstance) {
  app.get('/players', FREE, async (req, reply) => {
    const q = query(PlayersQuery, req, reply);
    if (!q) return reply;
    return page(app.world.roster.search(q.search ?? ''), q.limit, q.offset);
  });

  app.get('/players/:playerId', FREE, async (req, reply) => {
    const raw = (req.params as { playerId: string }).playerId;
    if (!/^\d+$/.test(raw))
      return reply.code(400).send({ error: 'bad_request', detail: 'playerId must be an integer.' });
    const player = app.world.roster.get(Number(raw));
    if (!player) return reply.code(404).send({ error: 'not_found', detail: `No player with id ${raw}.` });
    return { ...player, stats: playerStats(app.world, player) };
  });
}
