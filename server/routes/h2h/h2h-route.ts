import type { FastifyInstance } from 'fastify';
import { H2hQuery } from '../../../contract/h2h';
import { tierOf } from '../../access/request-tier';
import { EMPTY_H2H, headToHead } from '../../archive/h2h';
import { currentNames } from '../../archive/h2h-current';
import { h2hResultsReady, resultNames } from '../../archive/h2h-results';
import { ambiguousBody, resolvePerson } from '../../archive/name-resolve';
import { HISTORY, query } from '../../plugins/route-kit';

/** GET /h2h?p1=&p2=: name-keyed over the archive, the tape era's results and the service's replays. */
export function h2hRoute(app: FastifyInstance) {
  app.get('/h2h', HISTORY, async (req, reply) => {
    const q = query(H2hQuery, req, reply);
    if (!q) return reply;
    await h2hResultsReady(app.world);
    const now = app.world.now();
    const names = new Set([...currentNames(app.world, now), ...resultNames(app.world)]);
    const a = resolvePerson(q.p1, names);
    if (a.kind === 'ambiguous') return reply.code(400).send(ambiguousBody('p1', q.p1, a.candidates));
    const b = resolvePerson(q.p2, names);
    if (b.kind === 'ambiguous') return reply.code(400).send(ambiguousBody('p2', q.p2, b.candidates));
    if (a.kind === 'none' || b.kind === 'none') return EMPTY_H2H;
    if (a.person.norm === b.person.norm)
      return reply.code(400).send({ error: 'bad_request', detail: 'p1 and p2 resolve to the same player.' });
    return headToHead(app.world, app.faults, now, tierOf(req), a.person, b.person);
  });
}
