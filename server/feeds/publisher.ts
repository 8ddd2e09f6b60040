import type { ServiceConfig } from '../config';
import { pointFramesFlow } from '../config';
import { withFaults } from '../faults/apply-faults';
import type { FaultState } from '../faults/fault-state';
import { eventsOf, served } from '../matches/events';
import { pointRow } from '../matches/points';
import { type MatchContext, scoreFor } from '../world/match-view';
import type { World } from '../world/world';
import { breakPointAt, breakPointFrame, breakPointResult, type OpenBreakPoint } from './break-points';
import type { FamilyFrames, FeedFamily, FeedHub } from './hub';
import { arrivesLate, LATE_MS } from './late-points';

/** Score states sent per match per tick at most; after a long clock jump only the newest travel. */
const MAX_SCORE_BACKLOG = 50;

interface Tracked {
  /** Index of the newest state sent as a score frame. */
  index: number;
  /** Newest point seq sent. */
  pointSeq: number;
  bp: OpenBreakPoint | null;
  events: Set<number>;
  pending: Array<{ seq: number; dueAt: number; serve: 1 | 2 | null; outcome: string | null }>;
}

/**
 * Turns the replayed world into feed frames. Pure of timers: `tick(now)` compares what the world
 * shows now with what was already sent and publishes the difference on the hub; the service calls
 * it on an interval, tests after moving the clock. The first tick only takes a baseline.
 */
export class FeedPublisher {
  private readonly tracked = new Map<number, Tracked>();
  private lastNow: number | null = null;

  constructor(
    private readonly world: World,
    private readonly faults: FaultState,
    private readonly hub: FeedHub,
    private readonly cfg: Pick<ServiceConfig, 'pointsEnabled' | 'pointFeed' | 'seed'>,
  ) {}

  tick(now = this.world.now()): number {
    const baseline = this.lastNow === null;
    const since = this.lastNow ?? now;
    const at = new Date(now).toISOString();
    let sent = 0;
    const emit: Emit = (matchId, family, frame) => {
      this.hub.publish({ matchId, family, frame });
      sent++;
    };
    for (const slot of this.world.schedule.visible(now)) {
      const id = slot.id;
      if (slot.startMs > now || this.faults.merges.has(id)) continue;
      const faulted = this.faults.reopened.has(id) || this.faults.quiet.has(id);
      if (slot.endMs < since && !faulted && !this.tracked.has(id)) continue;
      const known = this.tracked.get(id);
      if (known && slot.endMs < since && !faulted && known.pending.length === 0) continue;
      const ctx = withFaults(this.faults, this.world.context(slot, now), now);
      if (baseline || (!known && slot.endMs < since)) {
        this.tracked.set(id, this.baselineOf(ctx, now));
        continue;
      }
      const t = known ?? { index: -1, pointSeq: 0, bp: null, events: new Set<number>(), pending: [] };
      this.tracked.set(id, t);
      this.scores(ctx, t, now, at, emit);
      this.signals(ctx, t, at, emit);
      if (pointFramesFlow(this.cfg)) this.points(ctx, t, now, at, emit);
      if (ctx.st.quietSince === undefined)
        for (const row of eventsOf(ctx, now, 'ultra')) {
          if (t.events.has(row.id)) continue;
          t.events.add(row.id);
          emit(id, 'signal', { ...served(row), published_at: at });
        }
      t.index = Math.max(t.index, ctx.st.index);
    }
    this.lastNow = now;
    return sent;
  }

  /** Newest state index already sent for a match (the withdraw fault flushes before it publishes). */
  sentIndex(matchId: number): number | undefined {
    return this.tracked.get(matchId)?.index;
  }

  private baselineOf(ctx: MatchContext, now: number): Tracked {
    const i = ctx.st.index;
    return {
      index: i,
      pointSeq: Math.max(0, i),
      bp: i > 0 ? breakPointAt(ctx, i) : null,
      events: new Set(eventsOf(ctx, now, 'ultra').map((r) => r.id)),
      pending: [],
    };
  }

  private scores(ctx: MatchContext, t: Tracked, now: number, at: string, emit: Emit) {
    const last = ctx.st.index;
    const from = Math.max(t.index + 1, last - MAX_SCORE_BACKLOG + 1);
    for (let i = from; i <= last; i++) {
      const isLast = i === last;
      const shift = this.faults.withdrawals.filter(
        (w) => w.matchId === ctx.st.slot.id && w.afterIndex < i,
      ).length;
      const st = {
        ...ctx.st,
        index: i,
        sequenceShift: shift,
        status: isLast ? ctx.st.status : ('live' as const),
      };
      const score = scoreFor({ ...ctx, st }, isLast ? now : ctx.st.accept[i], 'ultra');
      // A state index of 0 or more always has a score; the check only narrows the type.
      if (!score) continue;
      emit(ctx.st.slot.id, 'score', { type: 'score', match_id: ctx.st.slot.id, score, published_at: at });
    }
  }

  private signals(ctx: MatchContext, t: Tracked, at: string, emit: Emit) {
    for (let i = Math.max(1, t.index + 1); i <= ctx.st.index; i++) {
      if (t.bp) {
        const result = breakPointResult(ctx, i, t.bp, at);
        if (result) {
          emit(ctx.st.slot.id, 'signal', result);
          t.bp = null;
        }
      }
      if (!t.bp) {
        const open = breakPointAt(ctx, i);
        if (open) {
          emit(ctx.st.slot.id, 'signal', breakPointFrame(ctx, i, open, at));
          t.bp = open;
        }
      }
    }
  }

  private points(ctx: MatchContext, t: Tracked, now: number, at: string, emit: Emit) {
    const id = ctx.st.slot.id;
    for (let seq = t.pointSeq + 1; seq <= ctx.st.index; seq++) {
      const row = pointRow(ctx, seq, 'live');
      const late = arrivesLate(this.cfg.seed, id, seq) && (row.serve !== null || row.outcome !== null);
      if (late)
        t.pending.push({ seq, dueAt: ctx.st.accept[seq] + LATE_MS, serve: row.serve, outcome: row.outcome });
      const point = late ? { ...row, serve: null, outcome: null } : row;
      emit(id, 'point', {
        type: 'point',
        match_id: id,
        point,
        pbp_coverage: 'point',
        quality: 'clean',
        published_at: at,
      });
      t.pointSeq = seq;
    }
    const due = t.pending.filter((p) => p.dueAt <= now);
    if (due.length === 0) return;
    t.pending = t.pending.filter((p) => p.dueAt > now);
    for (const p of due)
      emit(id, 'point', {
        type: 'point_update',
        match_id: id,
        seq: p.seq,
        serve: p.serve,
        outcome: p.outcome,
        published_at: at,
      });
  }
}

/** Publishes one frame; its type must be one of the contract's frames of that family. */
type Emit = <F extends FeedFamily>(matchId: number, family: F, frame: FamilyFrames[F]) => void;
