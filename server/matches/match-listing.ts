import type { FastifyInstance } from 'fastify';
import type { MatchesQuery } from '../../contract/matches-query';
import type { Tier } from '../access/keys';
import { visibleWithFaults } from '../faults/apply-faults';
import type { MatchContext } from '../world/match-view';
import { type MatchFilters, matchesFilters } from './match-filters';

const ms = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** The visible matches of one status (every status when undefined) that pass the shared filters. */
export function listedRows(
  app: FastifyInstance,
  q: MatchesQuery,
  status: string | undefined,
  now: number,
): MatchContext[] {
  const filters: MatchFilters = { ...q, fromMs: ms(q.from?.start), toMs: ms(q.to?.end) };
  // Replays never produce a cancellation: the cancelled listing is honestly empty.
  if (status === 'cancelled') return [];
  return visibleWithFaults(app.world, app.faults, now, status).filter(
    (c) => (status === undefined || c.st.status === status) && matchesFilters(c, filters),
  );
}

/** One page of a status listing (live, upcoming, completed, cancelled). */
export function statusListing(
  app: FastifyInstance,
  q: MatchesQuery,
  status: string,
  tier: Tier,
  now: number,
) {
  const rows = listedRows(app, q, status, now);
  rows.sort(orderFor(status));
  const data = rows.slice(q.offset, q.offset + q.limit).map((c) => app.world.matchView(c, tier, now));
  const terminal = status === 'completed' || status === 'cancelled';
  return {
    data,
    meta: {
      limit: q.limit,
      offset: q.offset,
      count: rows.length,
      total: terminal ? null : rows.length,
      has_more: q.offset + data.length < rows.length,
      next_cursor: null,
      watermark: null,
    },
  };
}

function orderFor(status: string) {
  if (status === 'upcoming')
    return (a: MatchContext, b: MatchContext) =>
      a.st.slot.scheduledMs - b.st.slot.scheduledMs || a.st.slot.id - b.st.slot.id;
  if (status === 'completed')
    return (a: MatchContext, b: MatchContext) =>
      b.st.slot.endMs - a.st.slot.endMs || b.st.slot.id - a.st.slot.id;
  return (a: MatchContext, b: MatchContext) =>
    a.st.slot.startMs - b.st.slot.startMs || a.st.slot.id - b.st.slot.id;
}
