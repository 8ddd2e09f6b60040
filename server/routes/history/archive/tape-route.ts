import type { FastifyInstance } from 'fastify';
import { archiveStore } from '../../../archive/archive-store';
import { archiveTape } from '../../../archive/archive-tapes';
import { gate } from '../../../plugins/route-kit';
import { archivePosition } from './archive-routes';

const DETAIL = {
  out_of_range: 'Reconstructed archive tape covers seasons 2013–2022 only; this result has no tape.',
  not_linked: 'No point-by-point record of this result could be linked; it has no reconstructed tape.',
  disagrees:
    'The point-by-point record of this result does not replay to its final score; no tape is served.',
} as const;

/** GET /history/archive/matches/{archiveId}/tape: core ULTRA or any History plan (403 capability=archive_tape). */
export function archiveTapeRoute(app: FastifyInstance) {
  app.get('/history/archive/matches/:archiveId/tape', gate({ kind: 'archive_tape' }), async (req, reply) => {
    const pos = archivePosition(req, reply);
    if (pos === undefined) return reply;
    const id = archiveStore().ids[pos];
    const found = archiveTape(id);
    if (found.ok) return found.tape;
    const reason = found.reason === 'unknown' ? 'not_linked' : found.reason;
    return reply.code(404).send({ error: 'not_found', archive_match_id: id, detail: DETAIL[reason] });
  });
}
