import { z } from 'zod';
import { EVENT_STATUSES, ListMeta, listOf, MATCH_STATUSES, OUTCOMES, openEnum, Timestamp } from './common';
import { pagingFields } from './query-params';
import { defineQuery } from './query';
import { ScoreState } from './score';

export const STATUS_HISTORY_BASES = ['observed', 'backfill', 'restatement'] as const;

// shape ours: the row is described ("instant published, value before, effective value after,
// derived outcome, newest score row at that instant, basis") but its field names are not shown.
/** One change of `status` and/or `event_status` in the append-only ledger. */
export const StatusHistoryRow = z.looseObject({
  /** Instant the change was published. */
  at: Timestamp,
  status_before: openEnum(MATCH_STATUSES).nullable(),
  status_after: openEnum(MATCH_STATUSES),
  event_status_before: openEnum(EVENT_STATUSES).nullable(),
  event_status_after: openEnum(EVENT_STATUSES).nullable(),
  outcome: openEnum(OUTCOMES).nullable(),
  /** Newest score row at that instant. */
  score: ScoreState.nullable(),
  /** `observed` from 2026-09-11T22:45:48Z; `backfill` reconstructed; `restatement` corrects a result. */
  basis: openEnum(STATUS_HISTORY_BASES),
});
export type StatusHistoryRow = z.infer<typeof StatusHistoryRow>;

/** `GET /matches/{id}/status-history` response, oldest first. */
export const StatusHistoryList = listOf(StatusHistoryRow, ListMeta);

/** `GET /matches/{id}/status-history` query. */
export const StatusHistoryQuery = defineQuery(pagingFields());
