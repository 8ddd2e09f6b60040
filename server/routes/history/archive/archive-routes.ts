import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ArchiveMatchesQuery } from '../../../../contract/archive';
import { IntIdParam } from '../../../../contract/common';
import { TAPE_FIRST_SEASON, TAPE_LAST_SEASON } from '../../../archive/archive-ids';
import { archiveDetailRow, archiveListRow } from '../../../archive/archive-row';
import { searchArchive } from '../../../archive/archive-search';
import { archiveStore } from '../../../archive/archive-store';
import { archiveTape } from '../../../archive/archive-tapes';
import { HISTORY, query } from '../../../plugins/route-kit';

/** The archive position behind `:archiveId`; sends 404 not_found and returns undefined when unknown. */
export function archivePosition(req: FastifyRequest, reply: FastifyReply): number | undefined {
  const raw = (req.params as { archiveId?: string }).archiveId ?? '';
  const parsed = IntIdParam.safeParse(raw);
  const pos = parsed.success ? archiveStore().position(parsed.data) : undefined;
  if (pos === undefined) {
    // An id that could never have been issued is a 404 like an unknown one (contract/README.md).
    reply.code(404).send({ error: 'not_found', detail: `No archive result with id '${raw}'.` });
  }
  return pos;
}

/** GET /history/archive/matches and /history/archive/matches/{archiveId}. */
export function archiveMatchRoutes(app: FastifyInstance) {
  app.get('/history/archive/matches', HISTORY, async (req, reply) => {
    const q = query(ArchiveMatchesQuery, req, reply);
    if (!q) return reply;
    const store = archiveStore();
    if (q.level !== undefined && !store.levels.includes(q.level)) {
      // code ours: the spec names no code for `level`; bad_request with the vocabulary held.
      return reply.code(400).send({
        error: 'bad_request',
        detail: `Unknown level '${q.level}'.`,
        allowed: [...store.levels].sort(),
      });
    }
    const hits = searchArchive(store, q);
    const slice = hits.subarray(q.offset, q.offset + q.limit);
    const data = Array.from(slice, (p) => archiveListRow(store.ids[p], store.row(p)));
    return {
      data,
      meta: {
        limit: q.limit,
        offset: q.offset,
        count: hits.length,
        total: hits.length,
        has_more: q.offset + data.length < hits.length,
        // Additive: the span this archive serves; the 2023+ half is GET /history/matches.
        archive_span: { first_season: 1968, last_season: 2022 },
      },
    };
  });

  app.get('/history/archive/matches/:archiveId', HISTORY, async (req, reply) => {
    const pos = archivePosition(req, reply);
    if (pos === undefined) return reply;
    const store = archiveStore();
    const id = store.ids[pos];
    // Additive: whether GET .../tape would serve (the result itself stays on BASIC either way).
    const season = store.season(pos);
    const hasTape = season >= TAPE_FIRST_SEASON && season <= TAPE_LAST_SEASON && archiveTape(id).ok;
    return { ...archiveDetailRow(id, store.row(pos)), has_tape: hasTape };
  });
}
