import type { FastifyInstance } from 'fastify';
import { HistoryMatchesQuery } from '../../../contract/history-matches';
import { visibleWithFaults } from '../../faults/apply-faults';
import { type MatchFilters, matchesFilters } from '../../matches/match-filters';
import { HISTORY, query, tierOf } from '../../plugins/route-kit';
import type { HistoryEntry } from '../tape/history-entry';
import { observedSummary, resultSummary, tapeObject } from '../tape/tape-summary';
import { resultCorpus } from '../tape-era/result-corpus';
import { resultFacts, resultMatchView } from '../tape-era/result-match';
import { completedPage } from './completed-page';
import { resultMatchesFilters } from './history-filters';

const ms = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** Every completed match of the tape era passing the shared filters, newest first. */
export function completedEntries(app: FastifyInstance, filters: MatchFilters, now: number): HistoryEntry[] {
  const observed = visibleWithFaults(app.world, app.faults, now)
    .filter((c) => c.st.status === 'completed' && matchesFilters(c, filters))
    .sort((a, b) => b.st.slot.endMs - a.st.slot.endMs || b.st.slot.id - a.st.slot.id)
    .map((ctx): HistoryEntry => ({ kind: 'observed', ctx }));
  const results: HistoryEntry[] = [];
  const { entries } = resultCorpus();
  // Entry ids ascend with the tournament date, so walking backwards is newest first.
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (app.faults.merges.has(e.id)) continue;
    if (resultMatchesFilters(resultFacts(app.world, e), filters)) results.push({ kind: 'result', e });
  }
  return [...observed, ...results];
}

/** The history row: a Match with its tape summary. */
export function historyRow(
  app: FastifyInstance,
  entry: HistoryEntry,
  tier: ReturnType<typeof tierOf>,
  now: number,
) {
  if (entry.kind === 'observed') {
    const summary = observedSummary(entry.ctx, now);
    return { row: { ...app.world.matchView(entry.ctx, tier, now), tape: tapeObject(summary) }, summary };
  }
  const summary = resultSummary(entry.e, now);
  return {
    row: { ...resultMatchView(app.world, app.faults, entry.e, now), tape: tapeObject(summary) },
    summary,
  };
}

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
