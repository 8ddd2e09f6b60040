import type { MatchContext } from '../world/match-view';
import type { Slot } from '../world/schedule';
import { stateIndexAt } from '../world/timeline';
import type { World } from '../world/world';
import type { FaultState } from './fault-state';

/**
 * The match as the service shows it with the injected faults in force: a quiet feed freezes the
 * newest state (the match stays live and turns stale), a reopened match is live again, withdrawn
 * states shift later sequences by one (the refused state consumed its number), and a restatement
 * moves the result version. The World is shared between apps, so faults live on the copy only.
 */
export function withFaults(faults: FaultState, ctx: MatchContext, now: number): MatchContext {
  const id = ctx.st.slot.id;
  let st = ctx.st;
  const quietAt = faults.quiet.get(id);
  if (quietAt !== undefined && now >= quietAt && quietAt < st.slot.endMs) {
    st = {
      ...st,
      status: 'live',
      index: stateIndexAt(st.accept, quietAt),
      interruption: null,
      quietSince: quietAt,
    };
  }
  const reopenAt = faults.reopened.get(id);
  if (reopenAt !== undefined && now >= reopenAt && st.status === 'completed') st = { ...st, status: 'live' };
  const shift = faults.withdrawals.filter((w) => w.matchId === id && w.afterIndex < st.index).length;
  if (shift > 0) st = { ...st, sequenceShift: shift };
  const restated = faults.latestRestatement(id);
  const out: MatchContext = st === ctx.st ? { ...ctx } : { ...ctx, st };
  if (restated && restated.at <= now && st.status === 'completed') {
    out.resultVersion = restated.version;
    out.restatedAt = restated.at;
  }
  return out;
}

/** The REST sequence of the state at `index` (withdrawn states before it consumed numbers). */
export function sequenceAt(faults: FaultState, matchId: number, index: number): number {
  return index + 1 + faults.withdrawals.filter((w) => w.matchId === matchId && w.afterIndex < index).length;
}

/**
 * Every visible match with faults applied; merged ids are no longer records and drop out. With a
 * status, slots are pre-filtered on their start/end instants before any context is built (most
 * visible slots are long completed), except the faulted ones whose status the faults move. `slots`
 * widens the set past the history window (the tape packages hold every replay of their month).
 */
export function visibleWithFaults(
  world: World,
  faults: FaultState,
  now: number,
  status?: string,
  slots: readonly Slot[] = world.schedule.visible(now),
): MatchContext[] {
  const out: MatchContext[] = [];
  for (const slot of slots) {
    const id = slot.id;
    if (faults.merges.has(id)) continue;
    const byClock = now < slot.startMs ? 'upcoming' : now >= slot.endMs ? 'completed' : 'live';
    if (status && byClock !== status && !faults.quiet.has(id) && !faults.reopened.has(id)) continue;
    out.push(withFaults(faults, world.context(slot, now), now));
  }
  return out;
}

/** `GET /matches?withdrawn_since=` rows: one per match with a withdrawal at or after `sinceMs`, newest first. */
export function withdrawnMatches(faults: FaultState, sinceMs: number, now: number) {
  const byMatch = new Map<number, { match_id: number; withdrawals: number; last: number }>();
  for (const w of faults.withdrawals) {
    // Records are kept 90 days.
    if (w.at < sinceMs || w.at > now || now - w.at > 90 * 86_400_000) continue;
    const row = byMatch.get(w.matchId) ?? { match_id: w.matchId, withdrawals: 0, last: 0 };
    row.withdrawals++;
    row.last = Math.max(row.last, w.at);
    byMatch.set(w.matchId, row);
  }
  return [...byMatch.values()]
    .sort((a, b) => b.last - a.last || b.match_id - a.match_id)
    .map((r) => ({
      match_id: r.match_id,
      withdrawals: r.withdrawals,
      last_withdrawn_at: new Date(r.last).toISOString(),
    }));
}
