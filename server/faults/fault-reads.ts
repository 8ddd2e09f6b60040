import type { Tier } from '../access/keys';
import { type MatchContext, scoreFor } from '../world/match-view';
import type { FaultState } from './fault-state';

const iso = (ms: number) => new Date(ms).toISOString();
/** Withdrawal records are kept 90 days (live-surface.md, Limits). */
const WITHDRAWAL_RETENTION_MS = 90 * 86_400_000;

/** `GET /matches/{id}/withdrawals` rows: the score_withdrawn frames as pushed, oldest first. */
export function withdrawalRows(faults: FaultState, matchId: number, now: number) {
  return faults
    .withdrawalsOf(matchId)
    .filter((w) => w.at <= now && now - w.at <= WITHDRAWAL_RETENTION_MS)
    .sort((a, b) => a.at - b.at)
    .map((w) => w.frame);
}

/** The verdict the durable withdrawal record holds for a named sequence, or null (an ordinary read). */
export function verdictFor(faults: FaultState, matchId: number, sequence: number, now: number) {
  const row = withdrawalRows(faults, matchId, now).find((f) => f.superseded_sequence === sequence);
  if (!row) return null;
  return {
    superseded_sequence: row.superseded_sequence,
    reason: row.reason,
    kind: row.kind,
    safe_to_resume: row.safe_to_resume,
  };
}

/** Status-history rows the faults add: completed → live on reopen, a `restatement` row per correction. */
export function faultStatusRows(faults: FaultState, ctx: MatchContext, now: number, tier: Tier) {
  const { slot } = ctx.st;
  const id = slot.id;
  const final = { ...ctx, st: { ...ctx.st, index: ctx.st.timeline.states.length - 1 } };
  const eventStatus = slot.replay.outcome === 'retired' ? 'Retired' : null;
  const rows: Array<Record<string, unknown> & { at: string }> = [];
  const reopenAt = faults.reopened.get(id);
  if (reopenAt !== undefined && reopenAt <= now && reopenAt >= slot.endMs) {
    rows.push({
      at: iso(reopenAt),
      status_before: 'completed',
      status_after: 'live',
      event_status_before: eventStatus,
      event_status_after: null,
      outcome: null,
      score: scoreFor({ ...final, st: { ...final.st, status: 'live' } }, reopenAt, tier),
      basis: 'observed',
    });
  }
  for (const r of faults.restatements) {
    if (r.matchId !== id || r.at > now) continue;
    rows.push({
      at: iso(r.at),
      status_before: 'completed',
      status_after: 'completed',
      event_status_before: eventStatus,
      event_status_after: eventStatus,
      outcome: slot.replay.outcome,
      score: scoreFor({ ...final, st: { ...final.st, status: 'completed' } }, r.at, tier),
      basis: 'restatement',
      // Additive: which result version this row published; the correction itself is simulated.
      result_version: r.version,
      simulated: true,
    });
  }
  return rows;
}
