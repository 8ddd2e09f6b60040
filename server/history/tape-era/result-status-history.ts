import type { FaultState } from '../../faults/fault-state';
import type { World } from '../../world/world';
import { lastLedgerRun } from '../tape/tape-summary';
import type { ResultEntry } from './result-corpus';
import { resultMatchView } from './result-match';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The status-history ledger of a reconstructed result, for GET /matches/{id}/status-history:
 * its completion was never observed, so it is one `backfill` row stamped when the service
 * reconstructed it (the newest ledger run), then one `restatement` row per published correction.
 */
export function resultStatusHistory(world: World, faults: FaultState, e: ResultEntry, now: number) {
  const view = resultMatchView(world, faults, e, now);
  const completion = {
    at: iso(lastLedgerRun(now)),
    status_before: 'live',
    status_after: 'completed',
    event_status_before: null,
    event_status_after: view.event_status,
    outcome: view.outcome,
    score: view.score,
    basis: 'backfill',
  };
  const restated = faults.restatements
    .filter((r) => r.matchId === e.id && r.at <= now)
    .sort((a, b) => a.at - b.at)
    .map((r) => ({
      ...completion,
      at: iso(r.at),
      status_before: 'completed',
      event_status_before: view.event_status,
      basis: 'restatement',
    }));
  return [completion, ...restated];
}
