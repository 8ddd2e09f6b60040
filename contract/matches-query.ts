import { z } from 'zod';
import { MATCH_STATUSES } from './common';
import { drawField, genderField, tierField, tourField } from './filter-fields';
import {
  boolString,
  cursorString,
  pagingFields,
  repeatedInts,
  sent,
  type TimeBound,
  timeBound,
} from './query-params';
import { defineQuery, field, type QueryError } from './query';

// code ours: the documents say an unparseable `from`/`to` or from-after-to "is 400" without a
// code; `bad_date` is the vendor yaml's code for an unparseable date and `bad_window` is document
// 1's code for an inverted window, so they are reused here.

/** Filters `GET /matches` and `GET /history/matches` share, with their documented 400 codes. */
export const matchFilterFields = {
  tour: tourField,
  draw: drawField,
  player: field(repeatedInts(50).optional(), 'bad_request', { rule: 'up to 50 integer player ids' }),
  country: field(
    z
      .string()
      .regex(/^[a-z]{3}$/)
      .optional(),
    'bad_country',
    { rule: '3 lowercase letters' },
  ),
  tournament_id: field(z.string().regex(/^\d+$/).optional(), 'bad_tournament_id', { rule: 'digits' }),
  tier: tierField,
  // history-surface.md lists has_market for /history/matches but not has_analysis; its rows carry
  // has_analysis, so the listing applies it by the /matches rule rather than silently ignoring it.
  has_analysis: field(boolString.optional(), 'bad_has_analysis', { allowed: ['true', 'false'] }),
  has_market: field(boolString.optional(), 'bad_has_market', { allowed: ['true', 'false'] }),
  is_qualifying: field(boolString.optional(), 'bad_is_qualifying', { allowed: ['true', 'false'] }),
  gender: genderField,
  from: field(timeBound.optional(), 'bad_date', { rule: 'YYYY-MM-DD or an ISO datetime' }),
  to: field(timeBound.optional(), 'bad_date', { rule: 'YYYY-MM-DD or an ISO datetime' }),
};

/** 400 `bad_window` when `from` lies after `to` (a bare date covers its whole day). */
export function windowRule(q: { from?: TimeBound; to?: TimeBound }): QueryError | undefined {
  if (q.from && q.to && q.from.start > q.to.end) {
    return { error: 'bad_window', detail: 'from is after to' };
  }
  return undefined;
}

/** `GET /matches` query: filters are optional and AND-composed, `status` defaults to `live`. */
export const MatchesQuery = defineQuery(
  {
    status: field(z.enum(MATCH_STATUSES).default('live'), 'bad_status', { allowed: MATCH_STATUSES }),
    ...matchFilterFields,
    updated_since: field(timeBound.optional(), 'bad_updated_since', {
      rule: 'YYYY-MM-DD or an ISO datetime',
    }),
    // code ours: the matches change-feed cursor has no named failure code; bad_cursor is the
    // cursor code of the prices read.
    cursor: field(cursorString.optional(), 'bad_cursor', { rule: 'a next_cursor from a previous page' }),
    // shape ours: "unparseable instant"; a bare date is accepted as its midnight like updated_since.
    withdrawn_since: field(timeBound.optional(), 'bad_withdrawn_since', {
      rule: 'YYYY-MM-DD or an ISO datetime',
    }),
    ...pagingFields(),
  },
  {
    raw: [
      // A different listing: only limit and offset may accompany it.
      (raw, known) => {
        if (!sent(raw, 'withdrawn_since')) return undefined;
        const others = known.filter(
          (k) => sent(raw, k) && !['withdrawn_since', 'limit', 'offset'].includes(k),
        );
        return others.length > 0
          ? {
              error: 'bad_withdrawn_since',
              detail: `withdrawn_since takes only limit and offset, got ${others}`,
            }
          : undefined;
      },
    ],
    rules: [
      // shape ours: a `cursor` continues an updated_since feed, so it obeys the same refusals.
      (q) =>
        (q.updated_since || q.cursor) && (q.from || q.to)
          ? { error: 'bad_updated_since', detail: 'the change feed cannot combine with from/to' }
          : undefined,
      (q) =>
        (q.updated_since || q.cursor) && q.status === 'cancelled'
          ? { error: 'bad_request', detail: 'status=cancelled refuses updated_since' }
          : undefined,
      windowRule,
    ],
  },
);
export type MatchesQuery = z.output<typeof MatchesQuery>;
