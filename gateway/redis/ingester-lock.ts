import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

const RENEW =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";
const RELEASE =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/** Runs `fn` after `ms` and returns how to cancel it; tests pass their own to step the contention by hand. */
export type Schedule = (fn: () => void, ms: number) => () => void;

const realSchedule: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

export interface LockEvents {
  /** This instance now holds the lock: start ingesting. */
  won(): void;
  /** It no longer does (not renewed in time, or released): stop at once. */
  lost(): void;
}

/**
 * The ingester's election: `SET key token NX PX ttl`, renewed every third of the
 * TTL by a compare-and-expire script. A dead holder stops renewing, so its lock expires and the next
 * contender's attempt (every third of the TTL) wins: takeover within about 1⅓ TTL. A holder whose
 * renewal fails, or finds another token, gives up at once, so two ingesters overlap at most for one
 * renewal period.
 */
export class IngesterLock {
  readonly token = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private cancel: (() => void) | null = null;
  private held = false;
  private running = false;
  /** Bumped on every start: an attempt still awaiting Redis from before a stop schedules nothing. */
  private run = 0;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly ttlMs: number,
    private readonly schedule: Schedule = realSchedule,
  ) {}

  /** How often a holder renews and a contender tries: a third of the TTL. */
  get attemptEveryMs(): number {
    return Math.max(100, Math.floor(this.ttlMs / 3));
  }

  get holding(): boolean {
    return this.held;
  }

  /** Contends until `stop`; `events` hears every change of holder. */
  start(events: LockEvents): void {
    if (this.running) return;
    this.running = true;
    const run = ++this.run;
    const current = () => this.running && run === this.run;
    const tick = async () => {
      if (!current()) return;
      try {
        if (this.held) {
          const renewed = await this.redis.eval(RENEW, 1, this.key, this.token, String(this.ttlMs));
          if (renewed !== 1 && current()) this.lose(events);
        } else if ((await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK') {
          // Won by an attempt from before a stop: given back, the next run contends afresh.
          if (!current()) await this.redis.eval(RELEASE, 1, this.key, this.token);
          else {
            this.held = true;
            events.won();
          }
        }
      } catch {
        // Redis unreachable: the lock cannot be vouched for, so a holder stops ingesting.
        if (this.held && current()) this.lose(events);
      }
      if (current()) this.cancel = this.schedule(() => void tick(), this.attemptEveryMs);
    };
    void tick();
  }

  /** Stops contending and frees the lock if held, so another instance takes over at once. */
  async stop(): Promise<void> {
    this.running = false;
    this.cancel?.();
    this.cancel = null;
    if (!this.held) return;
    this.held = false;
    await this.redis.eval(RELEASE, 1, this.key, this.token).catch(() => undefined);
  }

  private lose(events: LockEvents): void {
    this.held = false;
    events.lost();
  }
}
