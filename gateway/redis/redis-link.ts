import type { Schedule } from './ingester-lock';

/** How the gateway judges its Redis: often enough that a lost one is noticed within seconds. */
export interface RedisLinkOptions {
  /** One PING (bounded by the client's command timeout); rejects when Redis does not answer. */
  ping: () => Promise<unknown>;
  /** Between the end of one PING and the next. */
  everyMs: number;
  /** No answered PING for this long: Redis is gone, each instance goes on alone. */
  downAfterMs: number;
  /** This many answered PINGs in a row after an outage: Redis is back, the instances share again. */
  upAfterOks: number;
  schedule?: Schedule;
  now?: () => number;
}

export const defaultRedisLink = { everyMs: 500, downAfterMs: 2_000, upAfterOks: 3 } as const;

export type RedisMode = 'shared' | 'alone';

const realSchedule: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

/**
 * Whether the desk's instances can share through Redis now. Starts `shared` (a Redis that never
 * answers is declared gone after `downAfterMs` like any other); `alone` once no PING was answered
 * for `downAfterMs`; `shared` again after `upAfterOks` answers in a row, so a Redis that flaps is
 * not followed back and forth. With `everyMs` 500 and the client's 1 s command timeout, an outage
 * is declared 2–3.5 s after the last answer.
 */
export class RedisLink {
  private state: RedisMode = 'shared';
  private lastOk: number;
  private oks = 0;
  private cancel: (() => void) | null = null;
  private running = false;
  private readonly listeners = new Set<(mode: RedisMode) => void>();
  private readonly schedule: Schedule;
  private readonly now: () => number;

  constructor(private readonly options: RedisLinkOptions) {
    this.schedule = options.schedule ?? realSchedule;
    this.now = options.now ?? Date.now;
    this.lastOk = this.now();
  }

  get mode(): RedisMode {
    return this.state;
  }

  get shared(): boolean {
    return this.state === 'shared';
  }

  /** Hears every change of mode; returns how to stop hearing. */
  onChange(listener: (mode: RedisMode) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastOk = this.now();
    void this.check();
  }

  stop(): void {
    this.running = false;
    this.cancel?.();
    this.cancel = null;
  }

  private async check(): Promise<void> {
    if (!this.running) return;
    let ok = false;
    try {
      await this.options.ping();
      ok = true;
    } catch {
      // Unreachable, refused or timed out: all the same here.
    }
    if (!this.running) return;
    if (ok) {
      this.lastOk = this.now();
      this.oks++;
      if (this.state === 'alone' && this.oks >= this.options.upAfterOks) this.set('shared');
    } else {
      this.oks = 0;
      if (this.state === 'shared' && this.now() - this.lastOk >= this.options.downAfterMs) this.set('alone');
    }
    this.cancel = this.schedule(() => void this.check(), this.options.everyMs);
  }

  private set(mode: RedisMode): void {
    this.state = mode;
    for (const l of this.listeners) l(mode);
  }
}
