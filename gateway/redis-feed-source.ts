import type { Redis } from 'ioredis';
import { FeedIngester, frameOf } from './feed-ingester';
import type { FeedRecovery } from './feed-recovery';
import type { FeedSource, FeedSourceEvents, SourceDown, SourceFrame } from './feed-source';
import { IngesterLock } from './ingester-lock';
import type { FeedKeys } from './redis-feed-keys';

export interface RedisFeedOptions {
  /** For commands and the lock. */
  redis: Redis;
  /** A connection of its own: `XREAD BLOCK` holds it. */
  reader: Redis;
  keys: FeedKeys;
  /** The one upstream socket, dialled only while this instance is the ingester. */
  upstream: FeedSource;
  recovery: FeedRecovery;
  lockMs: number;
  /** Held scores older than this are not replayed to an instance that starts. */
  heldScoreTtlMs: number;
}

const BLOCK_MS = 1_000;
const RETRY_MS = 500;

/**
 * The hub's feed when instances share one upstream through Redis. Every running
 * instance contends for the ingester's lock (`ingester-lock.ts`); the winner also runs the
 * `FeedIngester`. Every instance, the ingester too, follows the stream: on start it takes the
 * upstream's state and the newest score of each match, then every entry after the stream position
 * it read them at, in order. A Redis blip resumes from the last entry read, so nothing is skipped.
 */
export class RedisFeedSource implements FeedSource {
  private events: FeedSourceEvents | null = null;
  private running = false;
  private readonly lock: IngesterLock;
  private readonly ingester: FeedIngester;
  private lastId = '0-0';
  /** Bumped on every start, so a read loop that outlived its stop ends rather than run twice. */
  private generation = 0;

  constructor(private readonly options: RedisFeedOptions) {
    this.lock = new IngesterLock(options.redis, options.keys.lock, options.lockMs);
    this.ingester = new FeedIngester(options.redis, options.keys, options.upstream, options.recovery);
  }

  /** Whether this instance holds the upstream now. */
  get ingesting(): boolean {
    return this.lock.holding;
  }

  start(events: FeedSourceEvents): void {
    this.events = events;
    if (this.running) return;
    this.running = true;
    this.lock.start({ won: () => this.ingester.start(), lost: () => this.ingester.stop() });
    void this.follow(++this.generation);
  }

  stop(): void {
    this.running = false;
    this.ingester.stop();
    void this.lock.stop();
    // Wakes the blocked read so the loop sees it should end.
    this.options.reader.disconnect(true);
  }

  private async follow(generation: number): Promise<void> {
    const { keys, redis, reader } = this.options;
    let started = false;
    const current = () => this.running && generation === this.generation;
    while (current()) {
      try {
        if (!started) {
          await this.catchUp(redis, keys);
          started = true;
        }
        const res = (await reader.xread(
          'COUNT',
          500,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          keys.stream,
          this.lastId,
        )) as Array<[string, Array<[string, string[]]>]> | null;
        if (!current()) return;
        for (const [, entries] of res ?? []) for (const [id, fields] of entries) this.entry(id, fields);
      } catch {
        if (current()) await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  }

  /** The position to read from, and what a joiner needs from before it: the upstream state, the held scores. */
  private async catchUp(redis: Redis, keys: FeedKeys): Promise<void> {
    const [last] = (await redis.xrevrange(keys.stream, '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
    this.lastId = last?.[0] ?? '0-0';
    const [stateRaw, held] = await Promise.all([redis.get(keys.state), redis.hgetall(keys.scores)]);
    const state = stateRaw ? (JSON.parse(stateRaw) as { up: boolean; signals: string[] }) : null;
    if (!state?.up || !this.running) return;
    this.events?.up(state.signals);
    const now = Date.now();
    const scores = Object.values(held)
      .map((raw) => JSON.parse(raw) as { at: number; seq: number | null; text: string })
      .filter((h) => now - h.at <= this.options.heldScoreTtlMs)
      .sort((a, b) => (a.seq ?? -1) - (b.seq ?? -1))
      .map((h) => frameOf(h.text));
    if (scores.length > 0) this.events?.frames(scores);
  }

  private entry(id: string, fields: string[]): void {
    this.lastId = id;
    if (!this.running) return;
    const kind = fields[fields.indexOf('k') + 1];
    const data = fields[fields.indexOf('d') + 1] ?? '';
    if (kind === 'up') this.events?.up(JSON.parse(data) as string[]);
    else if (kind === 'down') this.events?.down(JSON.parse(data) as SourceDown);
    else if (kind === 'frames') {
      const frames: SourceFrame[] = [];
      for (const line of data.split('\n'))
        try {
          frames.push(frameOf(line));
        } catch {
          // A line that is not JSON never came from the ingester; skip it rather than stall.
        }
      if (frames.length > 0) this.events?.frames(frames);
    }
  }
}
