import type { Tier } from '../access/keys';
import type { MatchContext } from '../world/match-view';
import { scoreFor } from '../world/match-view';
import { pauseVisibleAt } from '../world/slot-status';

/** An Event row; slate rows add `id` and `match_id`. Only pauses can be inferred from real point clocks. */
export interface EventRow {
  id: number;
  match_id: number;
  type: 'pause_start' | 'pause_end';
  player: null;
  at: string;
  /** The score when the pause began (the feed's stoppage frames carry it too). */
  score: ReturnType<typeof scoreFor>;
  reason: null;
  duration_seconds?: number;
  basis: 'inferred';
  atMs: number;
}

/** The pause rows of one match visible at `now`, oldest first. Ids rise with time across the slate. */
export function eventsOf(ctx: MatchContext, now: number, tier: Tier): EventRow[] {
  const out: EventRow[] = [];
  const { st, speed } = ctx;
  const id = st.slot.id;
  for (const g of st.gaps) {
    const startAt = pauseVisibleAt(g, speed);
    if (startAt > now || startAt >= st.slot.endMs) continue;
    const score = scoreFor({ ...ctx, st: { ...st, index: g.after, status: 'live' } }, startAt, tier);
    out.push({
      id: eventId(startAt, id, 0),
      match_id: id,
      type: 'pause_start',
      player: null,
      at: new Date(startAt).toISOString(),
      score,
      reason: null,
      basis: 'inferred',
      atMs: startAt,
    });
    if (g.toMs <= now) {
      out.push({
        id: eventId(g.toMs, id, 1),
        match_id: id,
        type: 'pause_end',
        player: null,
        at: new Date(g.toMs).toISOString(),
        score,
        reason: null,
        duration_seconds: Math.round((g.toMs - g.fromMs) / 1000),
        basis: 'inferred',
        atMs: g.toMs,
      });
    }
  }
  return out;
}

/** Ids ordered by instant so `after_id` polling sees every later row. */
const eventId = (atMs: number, matchId: number, k: number) =>
  Math.floor(atMs / 1000) * 100_000 + (matchId % 50_000) * 2 + k;

/** Strips the internal instant before serving. */
export const served = ({ atMs: _atMs, ...row }: EventRow) => row;
