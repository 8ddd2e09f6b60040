import type { FastifyInstance } from 'fastify';
import { visibleWithFaults } from '../../faults/apply-faults';
import { type MatchFilters, matchesFilters } from '../../matches/match-filters';
import type { Tier } from '../../access/keys';
import type { HistoryEntry } from '../tape/history-entry';
import { observedSummary, resultSummary, tapeObject } from '../tape/tape-summary';
import { resultCorpus } from '../tape-era/result-corpus';
import { resultFacts, resultMatchView } from '../tape-era/result-match';
import { resultMatchesFilters } from './history-filters';

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
export function historyRow(app: FastifyInstance, entry: HistoryEntry, tier: Tier, now: number) {
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
