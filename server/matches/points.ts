import { displayPoints } from '../engine/scoring';
import type { ReplayPoint } from '../data/slam-pbp';
import type { MatchContext } from '../world/match-view';
import { servedGames } from '../world/score-view';

const PAGE = 500;

/** One live point row (the state after point `i`, 1-based seq). */
export function pointRow(ctx: MatchContext, i: number, basis: 'live' | 'reconstruction') {
  const { st } = ctx;
  const states = st.timeline.states;
  const s = states[i];
  const p = i > 0 ? st.slot.replay.points.at(i - 1) : undefined;
  const [a, b] = displayPoints(s);
  const inTb = s.tiebreakTo > 0;
  return {
    seq: i,
    set: s.games[0].length,
    game: s.games[0].at(-1)! + s.games[1].at(-1)! + 1,
    number: inTb ? s.points[0] + s.points[1] : s.points[0] + s.points[1],
    tiebreak: inTb,
    server: s.winner === null ? s.server : null,
    winner: p?.winner ?? null,
    score: { p1: a, p2: b },
    sets: [...s.sets],
    games: servedGames(s, false),
    ts: basis === 'live' ? new Date(st.accept[i]).toISOString() : null,
    serve: p?.serve ?? null,
    outcome: p?.outcome ?? null,
  };
}

/** GET /matches/{id}/points: live rows while playing; the complete recorded sequence once completed. */
export function pointsPage(ctx: MatchContext, afterSeq: number) {
  const { st } = ctx;
  const basis = st.status === 'completed' ? 'reconstruction' : 'live';
  const lastSeq = Math.max(0, st.index);
  const from = afterSeq + 1;
  const to = Math.min(lastSeq, afterSeq + PAGE);
  const points = [];
  for (let i = from; i <= to; i++) points.push(pointRow(ctx, i, basis));
  const m = st.slot.replay;
  const share = (f: (p: ReplayPoint) => boolean) =>
    m.points.length === 0 ? 0 : Math.round((1000 * m.points.filter(f).length) / m.points.length) / 1000;
  return {
    match_id: st.slot.id,
    pbp_coverage: 'point' as const,
    quality: 'clean' as const,
    basis,
    covers_from_start: st.index < 1 ? null : true,
    last_seq: points.length > 0 ? to : afterSeq,
    has_more: to < lastSeq,
    points,
    enrichment: {
      serve: share((p) => p.serve !== null),
      outcome: share((p) => p.outcome !== null),
      note: 'serve from the real first/second-serve column; outcome from the real ace, double fault, winner and error flags',
    },
  };
}
