import type { ReplayMatch } from '../data/slam-pbp';
import { unit } from '../engine/rng';
import { EditionQueue } from './edition-queue';
import { RecordingQueue } from './recording-queue';

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
  /** When the order of play first shows the slot (as upcoming); the id answers from then on. */
  publishedMs: number;
}

export interface ScheduleOptions {
  courts: number;
  speed: number;
  epochMs: number;
  seed: number;
  /**
   * False only for load tests (PLAUSIBLE=0): hundreds of courts cannot be filled from 2,926
   * recordings without a player on two courts or a recording repeated within the listings' window.
   */
  plausible?: boolean;
}

/** Match ids of replayed slots start here, clear of every other id space the service serves. */
export const SLOT_ID_BASE = 1_000_000;
const FIRST_POINT_MS = 30_000;
const RETIREMENT_MS = 120_000;
/** How far ahead the order of play is published, per court. */
export const UPCOMING_PER_COURT = 3;
/**
 * How long a completed replay stays in the listings (GET /matches?status=completed, /history/matches
 * and everything else built on `visible`), in replayed time (divided by the speed). A tournament's
 * next edition is published only once its previous one has left view (a tournament shows one draw),
 * so this is also the least gap between two editions of one tournament: 3 days keeps the two
 * editions of mixed doubles (US Open, Wimbledon) cycling without leaving their tracks idle for a week.
 */
export const REPLAY_HISTORY_MS = 3 * 86_400_000;
/** The shortest time a court with nothing it may play stays idle before it looks again. */
const MIN_IDLE_MS = 15 * 60_000;

/** The next slot a court will fill: when it meant to start and when it now tries to. */
interface Pending {
  intendedMs: number;
  atMs: number;
}

/**
 * The rolling schedule: each court plays real matches back to back with a changeover gap, so at
 * any hour some matches are live, some upcoming and some just completed. Slots are filled in start
 * order across all courts (the court that frees up first picks next), so what a court plays can
 * depend on what the others already play. Which recording comes next is the queue's rule: real
 * draws played round by round with rested players (`EditionQueue`), or anything at all for a load
 * test (`RecordingQueue`); a court with nothing it may play stays idle.
 * Deterministic in (seed, courts, speed, epoch, pool): the same prefix is built whatever order
 * requests arrive in, so an id keeps its match across restarts.
 */
export class Schedule {
  private readonly queue: RecordingQueue | EditionQueue;
  private readonly perCourt: Slot[][];
  private readonly pending: Pending[];
  private readonly windowMs: number;

  constructor(
    replays: readonly ReplayMatch[],
    private readonly opts: ScheduleOptions,
  ) {
    if (replays.length === 0) throw new Error('Schedule: no replayable matches were loaded');
    this.windowMs = REPLAY_HISTORY_MS / opts.speed;
    // A load test may replay any recording at any time, even one under way on another court; the
    // load queue is asked with nobody busy.
    this.queue =
      opts.plausible === false
        ? new RecordingQueue(replays, opts.seed, Number.NEGATIVE_INFINITY)
        : new EditionQueue(replays, opts.seed, this.windowMs, opts.speed);
    this.perCourt = Array.from({ length: opts.courts }, () => []);
    // Courts start staggered over three hours.
    this.pending = this.perCourt.map((_, c) => {
      const at = opts.epochMs + (3 * 3_600_000 * unit(opts.seed, 'stagger', c)) / opts.speed;
      return { intendedMs: at, atMs: at };
    });
  }

  /** The slot with this match id, or undefined when the id was never issued (not yet published). */
  byId(id: number, now: number): Slot | undefined {
    const n = id - SLOT_ID_BASE;
    if (!Number.isInteger(n) || n < 0) return undefined;
    const court = n % this.opts.courts;
    const index = Math.floor(n / this.opts.courts);
    const list = this.perCourt[court];
    // Build forward only as far as the published order of play: an id past it was never issued,
    // and building up to an arbitrary id would let one request allocate without bound.
    while (list.length <= index && this.nextPublished(court) <= now) this.step();
    const s = list[index];
    return s && s.publishedMs <= now ? s : undefined;
  }

  /** Every slot on view at `now`: completed within the history window, live, and published upcoming. */
  visible(now: number): Slot[] {
    this.buildTo(now);
    const out: Slot[] = [];
    for (const list of this.perCourt) {
      // Per court the end times ascend, so the window's first slot is found by bisection.
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid].endMs + this.windowMs > now) hi = mid;
        else lo = mid + 1;
      }
      for (let k = lo; k < list.length && list[k].publishedMs <= now; k++) out.push(list[k]);
    }
    return out;
  }

  /** Every slot published by `now`, including those past the history window (ids stay readable). */
  published(now: number): Slot[] {
    this.buildTo(now);
    return this.perCourt.flatMap((list) => list.filter((s) => s.publishedMs <= now));
  }

  private buildTo(now: number): void {
    // A court's next publication only moves later as anything is built, so a court that is
    // done stays done.
    const open = new Set([...this.perCourt.keys()].filter((c) => this.nextPublished(c) <= now));
    while (open.size > 0) {
      const c = this.step();
      if (this.nextPublished(c) > now) open.delete(c);
    }
  }

  /**
   * When a court's next slot would be published: as the slot UPCOMING_PER_COURT before it starts
   * (the first ones at the epoch), later by as long as the court has been left idle, and never
   * before the slot ahead of it.
   */
  private nextPublished(court: number): number {
    const list = this.perCourt[court];
    const p = this.pending[court];
    const gate = list.at(-UPCOMING_PER_COURT)?.startMs ?? this.opts.epochMs;
    return Math.max(list.at(-1)?.publishedMs ?? Number.NEGATIVE_INFINITY, gate + p.atMs - p.intendedMs);
  }

  /** Fills (or idles) the court whose next slot starts first, ties to the lower court; returns it. */
  private step(): number {
    let court = 0;
    for (let c = 1; c < this.opts.courts; c++) if (this.pending[c].atMs < this.pending[court].atMs) court = c;
    const { speed, seed, courts } = this.opts;
    const p = this.pending[court];
    const startMs = p.atMs;
    const publishedMs = this.nextPublished(court);
    const endOf = (m: ReplayMatch) => {
      const last = m.points.at(-1);
      const playMs = ((last ? last.elapsed * 1000 : 0) + FIRST_POINT_MS) / speed;
      return startMs + playMs + (m.outcome === 'retired' ? RETIREMENT_MS / speed : 0);
    };
    const pick = this.queue.take({ publishedMs, startMs, busyUntil: () => undefined }, endOf);
    if ('retryAt' in pick) {
      // Idle until a recording comes off view or a blocking player leaves court, whichever is
      // first; idling moves the slot's publication on as much as its start (see nextPublished).
      const wait = Math.min(pick.retryAt.publishedMs - publishedMs, pick.retryAt.startMs - startMs);
      p.atMs += Math.max(MIN_IDLE_MS / speed, Number.isFinite(wait) ? wait : 0);
      return court;
    }
    const list = this.perCourt[court];
    const index = list.length;
    const endMs = endOf(pick.replay);
    const quarter = 15 * 60_000;
    list.push({
      id: SLOT_ID_BASE + index * courts + court,
      court,
      index,
      replay: pick.replay,
      startMs,
      endMs,
      scheduledMs: Math.floor(startMs / quarter) * quarter,
      publishedMs,
    });
    // Between matches a 15-45 minute changeover.
    const next = endMs + ((15 + 30 * unit(seed, 'gap', court, index + 1)) * 60_000) / speed;
    this.pending[court] = { intendedMs: next, atMs: next };
    return court;
  }
}
