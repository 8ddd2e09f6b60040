import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

const RENEW =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";
const RELEASE =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

export interface LockEvents {
  /** This instance now holds the lock: start ingesting. */
  won(): void;
  /** It no longer does (not renewed in time, or released): stop at once. */
  lost(): void;
}

/**
 * The ingester's election (issue 17, item 3): `SET key token NX PX ttl`, renewed every third of the
 * TTL by a compare-and-expire script. A dead holder stops renewing, so its lock expires and the next
 * contender's attempt (every third of the TTL) wins: takeover within about 1⅓ TTL. A holder whose
 * renewal fails, or finds another token, gives up at once, so two ingesters overlap at most for one
 * renewal period.
 */
export class IngesterLock {
  readonly token = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private held = false;
  private running = false;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly ttlMs: number,
  ) {}

  get holding(): boolean {
    return this.held;
  }

  /** Contends until `stop`; `events` hears every change of holder. */
  start(events: LockEvents): void {
    if (this.running) return;
    this.running = true;
    const tick = async () => {
      if (!this.running) return;
      try {
        if (this.held) {
          const renewed = await this.redis.eval(RENEW, 1, this.key, this.token, String(this.ttlMs));
          if (renewed !== 1) this.lose(events);
        } else if ((await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK') {
          this.held = true;
          if (this.running) events.won();
        }
      } catch {
        // Redis unreachable: the lock cannot be vouched for, so a holder stops ingesting.
        if (this.held) this.lose(events);
      }
      if (this.running) this.timer = setTimeout(tick, Math.max(100, Math.floor(this.ttlMs / 3)));
    };
    void tick();
  }

  /** Stops contending and frees the lock if held, so another instance takes over at once. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.held) return;
    this.held = false;
    await this.redis.eval(RELEASE, 1, this.key, this.token).catch(() => undefined);
  }

  private lose(events: LockEvents): void {
    this.held = false;
    events.lost();
  }
}
