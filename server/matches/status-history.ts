import type { Tier } from '../access/keys';
import type { MatchContext } from '../world/match-view';
import { scoreFor } from '../world/match-view';
import { interruptVisibleAt } from '../world/slot-status';
import { stateIndexAt } from '../world/timeline';

const iso = (ms: number) => new Date(ms).toISOString();

/** The append-only ledger of status / event_status changes up to `now`, oldest first. */
export function statusHistory(ctx: MatchContext, now: number, tier: Tier) {
  const { st, speed } = ctx;
  const { slot } = st;
  const rows: Array<{
    at: number;
    from: [string, string | null];
    to: [string, string | null];
    outcome: string | null;
  }> = [];
  if (now >= slot.startMs)
    rows.push({ at: slot.startMs, from: ['upcoming', null], to: ['live', null], outcome: null });
  for (const g of st.gaps) {
    if (!g.interrupted) continue;
    const shown = interruptVisibleAt(g, speed);
    if (shown <= now && shown < slot.endMs)
      rows.push({ at: shown, from: ['live', null], to: ['live', 'Interrupted'], outcome: null });
    if (g.toMs <= now && shown < slot.endMs)
      rows.push({ at: g.toMs, from: ['live', 'Interrupted'], to: ['live', null], outcome: null });
  }
  // A quiet feed (stale fault) never delivered the completion.
  if (now >= slot.endMs && st.quietSince === undefined) {
    const retired = slot.replay.outcome === 'retired';
    rows.push({
      at: slot.endMs,
      from: ['live', null],
      to: ['completed', retired ? 'Retired' : null],
      outcome: slot.replay.outcome,
    });
  }
  return rows.map((r) => {
    const at = Math.min(r.at, now);
    const score = scoreFor(
      {
        ...ctx,
        st: {
          ...st,
          index: stateIndexAt(st.accept, at),
          status: r.to[0] === 'completed' ? 'completed' : 'live',
        },
      },
      at,
      tier,
    );
    return {
      at: iso(r.at),
      status_before: r.from[0],
      status_after: r.to[0],
      event_status_before: r.from[1],
      event_status_after: r.to[1],
      outcome: r.outcome,
      score,
      basis: 'observed',
    };
  });
}
