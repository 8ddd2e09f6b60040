import type { Tier } from '../access/keys';
import type { ReplayMatch } from '../data/slam-pbp';
import type { Side } from '../../contract/markov/score-state';
import { applyPoint, initialState, isBreakPoint } from '../engine/scoring';
import type { World } from '../world/world';
import { meetingWinner } from './h2h-outcome';
import { norm as normName } from './norm';

/** A meeting from the service's own matches (2023 onward), oriented to the requested p1/p2. */
export interface CurrentMeeting {
  row: {
    era: 'current';
    basis: 'replay';
    match_id: number;
    date: string | null;
    tournament: string | null;
    level: string | null;
    round: string | null;
    round_code: string | null;
    surface: string | null;
    score: null;
    outcome: string | null;
    winner: 1 | 2 | null;
    status: string;
  };
  /** Requested p1 is the match's side 2. */
  swap: boolean;
  replay: ReplayMatch;
  completed: boolean;
}

/** Names of the singles players the service shows now (the 2023+ half of the name space). */
export function currentNames(world: World, now: number): Set<string> {
  const names = new Set<string>();
  for (const slot of world.schedule.visible(now)) {
    if (slot.startMs > now || slot.replay.event !== 'singles') continue;
    const f = world.facts(slot);
    names.add(f.p1.name);
    names.add(f.p2.name);
  }
  return names;
}

/** Completed and live singles matches of the service between two names (live ones are undecided). */
export function currentMeetings(
  world: World,
  now: number,
  tier: Tier,
  n1: string,
  n2: string,
): CurrentMeeting[] {
  const out: CurrentMeeting[] = [];
  for (const slot of world.schedule.visible(now)) {
    if (slot.startMs > now || slot.replay.event !== 'singles') continue;
    const f = world.facts(slot);
    const [a, b] = [normName(f.p1.name), normName(f.p2.name)];
    if (!((a === n1 && b === n2) || (a === n2 && b === n1))) continue;
    const ctx = world.context(slot, now);
    if (ctx.st.status === 'upcoming') continue;
    const m = world.matchView(ctx, tier, now);
    const swap = a !== n1;
    const completed = m.status === 'completed';
    const w = m.winner as Side | null;
    out.push({
      row: {
        era: 'current',
        basis: 'replay',
        match_id: m.id,
        date: m.scheduled_time?.slice(0, 10) ?? null,
        tournament: m.tournament,
        level: m.tier,
        round: m.round,
        round_code: m.round_code,
        surface: m.surface,
        score: null,
        outcome: m.outcome,
        winner: meetingWinner(m.outcome, w === null ? null : swap ? (w === 1 ? 2 : 1) : w),
        status: m.status,
      },
      swap,
      replay: slot.replay,
      completed,
    });
  }
  return out;
}

/** Serve, return and break-point sums of one side over current meetings, rebuilt from the points. */
export function currentStats(meetings: CurrentMeeting[], side: Side) {
  const t = {
    meetings_with_stats: 0,
    serve_points: 0,
    serve_points_won: 0,
    return_points: 0,
    return_points_won: 0,
  };
  const bp = { break_points: 0, break_points_converted: 0, aces: 0, double_faults: 0, winners: 0 };
  let measuredWinners = 0;
  for (const m of meetings) {
    if (!m.completed) continue;
    const me: Side = m.swap ? (side === 1 ? 2 : 1) : side;
    const r = m.replay;
    let s = initialState(r.format, r.firstServer);
    t.meetings_with_stats++;
    for (const p of r.points) {
      if (s.winner !== null) break;
      const serving = s.server === me;
      const chance = !serving && isBreakPoint(s, r.format);
      if (serving) {
        t.serve_points++;
        if (p.winner === me) t.serve_points_won++;
      } else {
        t.return_points++;
        if (p.winner === me) t.return_points_won++;
        if (chance) {
          bp.break_points++;
          if (p.winner === me) bp.break_points_converted++;
        }
      }
      s = applyPoint(s, r.format, p.winner);
    }
    const counts = me === 1 ? r.measured.p1 : r.measured.p2;
    bp.aces += counts.aces ?? 0;
    bp.double_faults += counts.double_faults ?? 0;
    if (counts.winners !== undefined) {
      bp.winners += counts.winners;
      measuredWinners++;
    }
  }
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
  return {
    ...t,
    ...bp,
    // Winners are counted only where the point file measured them.
    meetings_with_winners: measuredWinners,
    serve_points_won_pct: ratio(t.serve_points_won, t.serve_points),
    return_points_won_pct: ratio(t.return_points_won, t.return_points),
    break_point_conversion: ratio(bp.break_points_converted, bp.break_points),
  };
}
