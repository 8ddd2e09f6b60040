import type { Side } from '../../contract/markov/score-state';
import { displayPoints, gameJustEnded, isBreakPoint } from '../engine/scoring';
import type { MatchContext } from '../world/match-view';

const iso = (ms: number) => new Date(ms).toISOString();
const round4 = (x: number | undefined) => (x === undefined ? null : Math.round(x * 10_000) / 10_000);
const other = (s: Side): Side => (s === 1 ? 2 : 1);

/** An open break-point situation: from the first break point until the game moves off it. */
export interface OpenBreakPoint {
  server: Side;
  returner: Side;
}

/** Whether state `i` is a break point, and the situation it opens. */
export function breakPointAt(ctx: MatchContext, i: number): OpenBreakPoint | null {
  const s = ctx.st.timeline.states[i];
  if (!isBreakPoint(s, ctx.st.slot.replay.format)) return null;
  return { server: s.server, returner: other(s.server) };
}

/** The `break_point` frame for state `i` (fields follow the vendor yaml; see contract/feed-frames). */
export function breakPointFrame(ctx: MatchContext, i: number, open: OpenBreakPoint, publishedAt: string) {
  const s = ctx.st.timeline.states[i];
  const sv = open.server - 1;
  const noAd = ctx.st.slot.replay.format.noAd;
  // 0-40 gives three chances, 15-40 two, 30-40 / AD-out / no-ad deciding point one.
  const chances = noAd || s.points[sv] >= 3 ? 1 : 3 - s.points[sv];
  const p1 = round4(ctx.track.anchoredP1[i]);
  const [a, b] = displayPoints(s);
  return {
    type: 'break_point' as const,
    match_id: ctx.st.slot.id,
    server: open.server,
    returner: open.returner,
    break_points: Math.max(1, Math.min(3, chances)),
    set: s.games[0].length,
    game: s.games[0].at(-1)! + s.games[1].at(-1)! + 1,
    point: `${a}-${b}`,
    win_probability_p1: p1,
    prob_swing: round4(ctx.track.danger[i]),
    server_side_favoured: p1 === null ? null : open.server === 1 ? p1 > 0.5 : p1 < 0.5,
    ts: iso(ctx.st.accept[i]),
    published_at: publishedAt,
  };
}

/**
 * Whether state `i` resolves the open situation: the game ended (broken when the returner won the
 * point that ended it, else held) or the score left break point inside the game (saved: held).
 */
export function breakPointResult(ctx: MatchContext, i: number, open: OpenBreakPoint, publishedAt: string) {
  const states = ctx.st.timeline.states;
  const ended = gameJustEnded(states[i - 1], states[i]) || states[i].winner !== null;
  const stillOn = !ended && breakPointAt(ctx, i) !== null;
  if (stillOn) return null;
  const { points } = ctx.st.slot.replay;
  const pointWinner = i > 0 && i - 1 < points.length ? points.winner(i - 1) : undefined;
  return {
    type: 'break_point_result' as const,
    match_id: ctx.st.slot.id,
    server: open.server,
    outcome: ended && pointWinner === open.returner ? ('broken' as const) : ('held' as const),
    win_probability_p1_after: round4(ctx.track.anchoredP1[i]),
    ts: iso(ctx.st.accept[i]),
    published_at: publishedAt,
  };
}
