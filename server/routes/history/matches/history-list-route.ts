import type { FastifyInstance } from 'fastify';
import { HistoryMatchesQuery } from '../../../../contract/history-matches';
import { tierOf } from '../../../access/request-tier';
import { completedPage } from '../../../history/matches/completed-page';
import { historyRow } from '../../../history/matches/history-list';
import type { MatchFilters } from '../../../matches/match-filters';
import { HISTORY, query } from '../../../plugins/route-kit';

const ms = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** GET /history/matches: completed matches, newest first; tape filters apply after the page is cut. */
export function historyListRoute(app: FastifyInstance) {
  app.get('/history/matches', HISTORY, async (req, reply) => {
    const q = query(HistoryMatchesQuery, req, reply);
    if (!q) return reply;
    const now = app.world.now();
    const tier = tierOf(req);
    const filters: MatchFilters = { ...q, fromMs: ms(q.from?.start), toMs: ms(q.to?.end) };
    const { count, cut } = completedPage(app, filters, now, q.offset, q.limit);
    const restatedSince = q.restated_since === undefined ? undefined : Date.parse(q.restated_since);
    const data = [];
    for (const entry of cut) {
      const { row, summary } = historyRow(app, entry, tier, now);
      if (q.coverage !== undefined && summary.coverage !== q.coverage) continue;
      // Unmeasured matches (null verdict) match neither value.
      if (q.points_complete !== undefined && summary.points_complete !== q.points_complete) continue;
      if (restatedSince !== undefined) {
        const at = row.result_restated_at;
        if (at === null || Date.parse(at) < restatedSince) continue;
      }
      data.push(row);
    }
    return {
      data,
      meta: {
        limit: q.limit,
        offset: q.offset,
        count,
        total: null,
        has_more: q.offset + cut.length < count,
        next_cursor: null,
        returned: data.length,
      },
    };
  });
}
