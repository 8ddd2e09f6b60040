/** Timer functions the poller uses; the browser's by default, a manual clock's in tests and the bench. */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock and timers. */
export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A clock that only moves when told: `advanceTo` fires due timers in order and awaits their work. */
export class ManualTimers implements Timers {
  private t: number;
  private seq = 0;
  private readonly pending = new Map<number, { at: number; fn: () => void }>();
  private readonly work = new Set<Promise<unknown>>();

  constructor(start: number) {
    this.t = start;
  }
  now = (): number => this.t;
  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.pending.set(id, { at: this.t + Math.max(0, ms), fn });
    return id;
  };
  clearTimeout = (h: unknown): void => {
    this.pending.delete(h as number);
  };
  /** Lets a timer's async work finish before the clock moves on (the poller registers its fetches). */
  track(p: Promise<unknown>): void {
    this.work.add(p);
    p.finally(() => this.work.delete(p)).catch(() => undefined);
  }
  /** The earliest pending timer, if any. */
  nextAt(): number | null {
    let best: number | null = null;
    for (const { at } of this.pending.values()) if (best === null || at < best) best = at;
    return best;
  }
  /** Moves the clock to `t`, firing each due timer at its own instant. */
  async advanceTo(t: number): Promise<void> {
    for (;;) {
      await this.settle();
      const next = this.nextAt();
      if (next === null || next > t) break;
      this.t = Math.max(this.t, next);
      for (const [id, p] of [...this.pending]) {
        if (p.at <= this.t) {
          this.pending.delete(id);
          p.fn();
        }
      }
    }
    this.t = Math.max(this.t, t);
    await this.settle();
  }
  private async settle(): Promise<void> {
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
  }
}
