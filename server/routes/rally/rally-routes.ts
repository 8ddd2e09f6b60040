import type { FastifyInstance } from 'fastify';
import { RallyMatchesQuery, RallyPageQuery } from '../../../contract/rally';
import { chartedById, chartedNewestFirst, playerFilter } from '../../charting/charted-matches';
import { pathId } from '../../charting/path-id';
import { historyEntryFromParams } from '../../history/tape/history-entry';
import { page, query, ULTRA } from '../../plugins/route-kit';
import { chartedOfReplayKey, heldMatchIds } from '../../rally/match-link';
import { rallyDetail, rallyRow } from '../../rally/rally-view';
import { chartedOfResult } from '../../rally/result-link';

/** GET /rally/matches, /rally/matches/{id} and /history/matches/{id}/rally (ULTRA). */
export function rallyRoutes(app: FastifyInstance): void {
  app.get('/rally/matches', ULTRA, async (req, reply) => {
    const q = query(RallyMatchesQuery, req, reply);
    if (!q) return reply;
    const surface = q.surface?.trim().toLowerCase();
    const hasPlayer = q.player ? playerFilter(q.player) : null;
    const rows = chartedNewestFirst().filter(
      (m) =>
        (!q.gender || m.gender === q.gender) &&
        (!hasPlayer || hasPlayer(m)) &&
        (!surface || m.surface?.toLowerCase() === surface) &&
        (!q.from || (m.date !== null && m.date >= q.from)) &&
        (!q.to || (m.date !== null && m.date <= q.to)),
    );
    const held = heldMatchIds(app.world);
    const p = page(rows, q.limit, q.offset);
    return { data: p.data.map((m) => rallyRow(m, held.get(m.id) ?? null)), meta: p.meta };
  });

  app.get('/rally/matches/:rallyMatchId', ULTRA, async (req, reply) => {
    const id = pathId(req, reply, 'rallyMatchId', 'rally match');
    if (id === undefined) return reply;
    const q = query(RallyPageQuery, req, reply);
    if (!q) return reply;
    const m = chartedById(id);
    if (!m) return reply.code(404).send({ error: 'not_found', detail: `No rally match with id ${id}.` });
    return rallyDetail(m, heldMatchIds(app.world).get(m.id) ?? null, q.limit, q.offset);
  });

  // A history match id the service holds (a replayed slot issued by now, or a tape-era result) whose
  // real match was never charted is `not_charted`; an id it never issued is `not_found`, a merged one
  // 410, all resolved by the history part's own lookup. The link rules are in match-link.ts and
  // result-link.ts.
  app.get('/history/matches/:matchId/rally', ULTRA, async (req, reply) => {
    const q = query(RallyPageQuery, req, reply);
    if (!q) return reply;
    const entry = historyEntryFromParams(app, req, reply);
    if (!entry) return reply;
    const charted =
      entry.kind === 'result'
        ? chartedOfResult(entry.e)
        : chartedOfReplayKey(entry.ctx.facts.provenance.original_match_id);
    const matchId = Number((req.params as { matchId: string }).matchId);
    if (!charted)
      return reply.code(404).send({
        error: 'not_charted',
        match_id: matchId,
        detail: 'The match is held but the Match Charting Project never charted it.',
      });
    return rallyDetail(charted, matchId, q.limit, q.offset);
  });
}
