import { ApiError } from '../api/api-error';
import { DAY_MS, dayRemaining } from './budget-state';
import { heldReserve, type Plan, planRefresh } from './refresh-planner';
import type { RequestBudget } from './request-budget';
import type { Timers } from './timers';

/** How the poller is wired: the budget, the clock, and the one slate request it makes. */
export interface PollerOptions {
  budget: RequestBudget;
  timers: Timers;
  /** Fetches the live slate and writes it where views read it; rejects on failure. */
  refresh: () => Promise<void>;
  /** Visible live-view time the user's day is expected to hold; refined from earlier days. */
  expectedVisibleMs: number;
  /**
   * Day requests a day is expected to spend by hand (match detail, a player, "Refresh now"): kept back
   * from polling until spent, and released to polling as the expected visible day passes (`heldReserve`).
   */
  reserve?: number;
  /** Lets a manual clock wait for a refresh before moving on. */
  track?: (work: Promise<unknown>) => void;
}

/** A view's periodic read that shares the slate's plan (the upcoming list, a FREE key's other glances). */
interface PlannedRead {
  /** How old this read may grow, in ms of the clock, before a planned refresh is spent on it. */
  everyMs: number;
  run: () => Promise<void>;
  lastAt: number | null;
  users: number;
}

/** What the status strip shows: requests left, the next refresh time, and why polling waits. */
export interface PollerStatus {
  requestsLeft: number;
  nextRefreshAt: number | null;
  reason: Plan['reason'];
  lastRefreshAt: number | null;
  /** When the user last pressed "Refresh now" (null: not today in this tab). */
  manualAt: number | null;
}

/** Refreshes the live slate on the planner's schedule, only while visible with a live view open. */
export class LivePoller {
  private visible = false;
  private liveViews = 0;
  private lastRefreshAt: number | null = null;
  /** The last planned request, for the live list or a planned read: the schedule counts from it. */
  private lastPlannedAt: number | null = null;
  private manualAt: number | null = null;
  private visibleSince: number | null = null;
  private visibleSpent = 0;
  private spentDay: number;
  /** Requests this poller's own schedule sent today (ticks: the live list or a due planned read). */
  private scheduledToday = 0;
  private timer: unknown = null;
  /**
   * Planned requests on their way. The schedule counts from a request's answer, so a replan while one
   * is in flight (a view mounting, another read's answer) would find the last one "overdue" and send
   * the same read again: bench:free-day saw the live list asked twice within seconds 24 times a day.
   */
  private inFlight = 0;
  private plan: Plan = { refreshAt: null, intervalMs: 0, reason: 'hidden' };
  private readonly listeners = new Set<() => void>();
  private readonly reads = new Map<string, PlannedRead>();
  private stopped = false;

  constructor(private readonly o: PollerOptions) {
    this.spentDay = Math.floor(o.timers.now() / DAY_MS);
  }

  /** Page visibility changed (document.visibilityState). */
  setVisible(visible: boolean): void {
    this.account();
    this.visible = visible;
    this.replan();
  }

  /** A live view mounted; returns its unmount function. */
  openLiveView(): () => void {
    this.account();
    this.liveViews++;
    this.replan();
    return () => {
      this.account();
      this.liveViews = Math.max(0, this.liveViews - 1);
      this.replan();
    };
  }

  /**
   * Puts a view's periodic read into the one plan: a planned refresh is spent on it instead of the
   * live list once it is `everyMs` old and the list is fresh, so the day's requests stay one budget.
   * A read never made runs at once (the view's first load); reads are kept by key across remounts.
   * Returns the unregister function.
   */
  plannedRead(key: string, everyMs: number, run: () => Promise<void>): () => void {
    const known = this.reads.get(key);
    const read: PlannedRead = known ?? { everyMs, run, lastAt: null, users: 0 };
    read.everyMs = everyMs;
    read.run = run;
    read.users++;
    this.reads.set(key, read);
    if (read.lastAt === null) this.runRead(read);
    return () => {
      read.users = Math.max(0, read.users - 1);
    };
  }

  /** "Refresh now": one request for the live list at once, outside the schedule; the plan adapts. */
  refreshNow(): void {
    if (this.timer !== null) this.o.timers.clearTimeout(this.timer);
    this.timer = null;
    this.manualAt = this.o.timers.now();
    this.runSlate();
  }

  /** Whether this tab's poller should run at all (only the leader tab polls). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.o.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  start(): void {
    this.stopped = false;
    this.replan();
  }

  /** Visible live-view time spent today, in ms. */
  visibleSpentMs(): number {
    this.account();
    return this.visibleSpent;
  }

  status(): PollerStatus {
    return {
      requestsLeft: this.requestsLeft(),
      nextRefreshAt: this.plan.refreshAt,
      reason: this.plan.reason,
      lastRefreshAt: this.lastRefreshAt,
      manualAt: this.manualAt,
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab refreshed: its data counts as ours, so this tab does not repeat the request. */
  refreshedElsewhere(at: number): void {
    this.lastRefreshAt = Math.max(this.lastRefreshAt ?? 0, at);
    this.lastPlannedAt = Math.max(this.lastPlannedAt ?? 0, at);
    this.replan();
  }

  private requestsLeft(): number {
    return Math.floor(this.pollable());
  }

  /** Requests polling may still spend today: the day's remainder less the reserve still held. */
  private pollable(): number {
    const budget = this.o.budget.snapshot();
    const held = heldReserve({
      reserve: this.o.reserve ?? 0,
      byHand: Math.max(0, budget.dayUsed - this.scheduledToday),
      visibleSpentMs: this.visibleSpent,
      expectedVisibleMs: this.o.expectedVisibleMs,
    });
    return Math.max(0, dayRemaining(budget) - held);
  }

  // Visible time accrues only while the page is visible with a live view open; a new UTC day starts at 0.
  private account(): void {
    const now = this.o.timers.now();
    const day = Math.floor(now / DAY_MS);
    if (day !== this.spentDay) {
      this.visibleSpent = 0;
      this.scheduledToday = 0;
    }
    if (this.visibleSince !== null) this.visibleSpent += now - Math.max(this.visibleSince, day * DAY_MS);
    this.spentDay = day;
    this.visibleSince = this.visible && this.liveViews > 0 ? now : null;
  }

  private replan(): void {
    this.account();
    if (this.timer !== null) this.o.timers.clearTimeout(this.timer);
    this.timer = null;
    const now = this.o.timers.now();
    const budget = this.o.budget.snapshot();
    this.plan = planRefresh({
      now,
      visible: this.visible,
      liveViewOpen: this.liveViews > 0,
      lastRefreshAt: this.lastPlannedAt,
      requestsLeft: this.pollable(),
      visibleSpentMs: this.visibleSpent,
      expectedVisibleMs: this.o.expectedVisibleMs,
      perMinute: budget.limits.perMinute,
      blockedUntil: Math.max(budget.blockedUntil, budget.stoppedUntil),
    });
    if (this.inFlight > 0) {
      // The answer's replan schedules the next one.
    } else if (!this.stopped && this.plan.refreshAt !== null) {
      this.timer = this.o.timers.setTimeout(() => this.tick(), this.plan.refreshAt - now);
    } else if (!this.stopped && this.plan.reason === 'day_spent') {
      // The day's count starts again at the service's reset (or midnight): plan afresh then, or a
      // visible slate would wait for the fan to switch tabs before it refreshed again.
      const verdict = this.o.budget.verdict();
      const resume = verdict.ok ? now : verdict.retryAt;
      this.timer = this.o.timers.setTimeout(() => this.replan(), Math.max(1_000, resume - now));
    }
    for (const l of this.listeners) l();
  }

  /** The most overdue planned read, if the live list is fresh enough to give up one refresh to it. */
  private dueRead(now: number): PlannedRead | null {
    const slateAge = this.lastRefreshAt === null ? Number.POSITIVE_INFINITY : now - this.lastRefreshAt;
    // The list just came in (about one interval ago): the fan barely sees it age by one extra interval.
    if (slateAge > 1.5 * Math.max(this.plan.intervalMs, 1)) return null;
    let best: PlannedRead | null = null;
    for (const read of this.reads.values()) {
      if (read.users === 0 || read.lastAt === null) continue;
      const overdue = now - read.lastAt - read.everyMs;
      if (overdue >= 0 && (best === null || read.lastAt < (best.lastAt ?? 0))) best = read;
    }
    return best;
  }

  private runRead(read: PlannedRead): void {
    const at = this.o.timers.now();
    read.lastAt = at;
    this.inFlight++;
    const work = read
      .run()
      // A failed read is due again at the next planned refresh, not a whole period later.
      .catch(() => {
        read.lastAt = at - read.everyMs;
      })
      .finally(() => {
        this.inFlight--;
        this.replan();
      });
    this.o.track?.(work);
  }

  private tick(): void {
    this.timer = null;
    const read = this.dueRead(this.o.timers.now());
    this.scheduledToday++;
    if (read) {
      this.lastPlannedAt = this.o.timers.now();
      this.runRead(read);
      return;
    }
    this.runSlate();
  }

  private runSlate(): void {
    this.inFlight++;
    const work = this.o
      .refresh()
      .then(() => {
        this.lastRefreshAt = this.o.timers.now();
        this.lastPlannedAt = this.lastRefreshAt;
      })
      .catch((err: unknown) => {
        // A budget refusal or a 429 already moved the ledger's blockedUntil; the next plan honours it.
        if (!(err instanceof ApiError)) throw err;
        if (err.kind !== 'budget' && err.status !== 429) {
          this.lastRefreshAt = this.o.timers.now();
          this.lastPlannedAt = this.lastRefreshAt;
        }
      })
      .finally(() => {
        this.inFlight--;
        this.replan();
      });
    this.o.track?.(work);
  }
}
