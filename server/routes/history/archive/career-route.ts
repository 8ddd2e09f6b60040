import type { FastifyInstance } from 'fastify';
import { ArchiveCareerQuery } from '../../../../contract/archive';
import { careerOf } from '../../../archive/career';
import { ambiguousBody, resolvePerson } from '../../../archive/name-resolve';
import { HISTORY, query } from '../../../plugins/route-kit';

/** GET /history/archive/career?name=: one person's archive career (ambiguous 400, unknown 404). */
export function archiveCareerRoute(app: FastifyInstance) {
  app.get('/history/archive/career', HISTORY, async (req, reply) => {
    const q = query(ArchiveCareerQuery, req, reply);
    if (!q) return reply;
    const found = resolvePerson(q.name);
    if (found.kind === 'ambiguous')
      return reply.code(400).send(ambiguousBody('name', q.name, found.candidates));
    if (found.kind === 'none' || !found.person.archive)
      return reply.code(404).send({ error: 'not_found', detail: `No archive player matches '${q.name}'.` });
    return careerOf(found.person.archive);
  });
}
