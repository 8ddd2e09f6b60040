import type { ReplayMatch } from '../data/slam-pbp';
import { shuffled, unit } from '../engine/rng';

/** One match on the service's rolling schedule: a real match replayed on a court at a time. */
export interface Slot {
  id: number;
  court: number;
  index: number;
  replay: ReplayMatch;
  /** When play starts (the match goes live with its 0-0 state). */
  startMs: number;
  /** When the final state lands (match completed). */
  endMs: number;
  /** The published start time, rounded down to the quarter hour as an order of play would. */
  scheduledMs: number;
}

export interface ScheduleOptions {
  courts: number;
  speed: number;
  epochMs: number;
  seed: number;
}

/** Match ids of replayed slots start here, clear of every other id space the service serves. */
export const SLOT_ID_BASE = 1_000_000;
const FIRST_POINT_MS = 30_000;
const RETIREMENT_MS = 120_000;
/** How far ahead the order of play is published, per court. */
export const UPCOMING_PER_COURT = 3;

/**
 * The rolling schedule: each court plays real matches back to back with a changeover gap,
 * so at any hour some matches are live, some upcoming and some just completed. Deterministic
 * in (seed, courts, speed, epoch).
 */
export class Schedule {
  private readonly pool: ReplayMatch[];
  private readonly perCourt: Slot[][];

  constructor(
    replays: readonly ReplayMatch[],
    private readonly opts: ScheduleOptions,
  ) {
    if (replays.length === 0) throw new Error('Schedule: no replayable matches were loaded');
    this.pool = shuffled(replays, opts.seed);
    this.perCourt = Array.from({ length: opts.courts }, () => []);
  }

  /** The slot with this match id, or undefined when the id was never issued. */
  byId(id: number, now: number): Slot | undefined {
    const n = id - SLOT_ID_BASE;
    if (!Number.isInteger(n) || n < 0) return undefined;
    const court = n % this.opts.courts;
    const index = Math.floor(n / this.opts.courts);
    const list = this.perCourt[court];
    // Build forward only as far as the published order of play: an id past it was never issued,
    // and building up to an arbitrary id would let one request allocate without bound.
    while (list.length <= index) {
      const third = list.at(-UPCOMING_PER_COURT);
      if (third && third.startMs > now) return undefined;
      this.slot(court, list.length);
    }
    const firstUpcoming = list.findIndex((s) => s.startMs > now);
    return firstUpcoming === -1 || index < firstUpcoming + UPCOMING_PER_COURT ? list[index] : undefined;
  }

  /** Every slot that has started or is published to start by `now` (completed, live and upcoming). */
  visible(now: number): Slot[] {
    const out: Slot[] = [];
    for (let c = 0; c < this.opts.courts; c++) {
      let upcoming = 0;
      for (let k = 0; ; k++) {
        const s = this.slot(c, k);
        if (s.startMs > now) {
          if (upcoming++ >= UPCOMING_PER_COURT) break;
        }
        out.push(s);
      }
    }
    return out;
  }

  private slot(court: number, index: number): Slot {
    const list = this.perCourt[court];
    while (list.length <= index) list.push(this.build(court, list.length, list.at(-1)));
    return list[index];
  }

  private build(court: number, index: number, prev: Slot | undefined): Slot {
    const { speed, seed, courts, epochMs } = this.opts;
    const replay = this.pool[(index * courts + court) % this.pool.length];
    // Courts start staggered over three hours; between matches a 15-45 minute changeover.
    const startMs = prev
      ? prev.endMs + ((15 + 30 * unit(seed, 'gap', court, index)) * 60_000) / speed
      : epochMs + (3 * 3_600_000 * unit(seed, 'stagger', court)) / speed;
    const last = replay.points.at(-1);
    const playMs = ((last ? last.elapsed * 1000 : 0) + FIRST_POINT_MS) / speed;
    const endMs = startMs + playMs + (replay.outcome === 'retired' ? RETIREMENT_MS / speed : 0);
    const quarter = 15 * 60_000;
    return {
      id: SLOT_ID_BASE + index * courts + court,
      court,
      index,
      replay,
      startMs,
      endMs,
      scheduledMs: Math.floor(startMs / quarter) * quarter,
    };
  }
}
