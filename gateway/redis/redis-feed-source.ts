import type { Redis } from 'ioredis';
import { CLOSE_CODES } from '../../contract/feed-frames';
import { FeedIngester, frameOf } from '../feed/feed-ingester';
import type { FeedRecovery } from '../feed/feed-recovery';
import type { FeedSource, FeedSourceEvents, SourceDown, SourceFrame } from '../feed/feed-source';
import { IngesterLock } from './ingester-lock';
import type { FeedKeys } from './redis-feed-keys';
import type { RedisLink, RedisMode } from './redis-link';

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
  /** Whether Redis answers; while it does not, this instance follows the upstream itself. */
  link?: RedisLink | null;
  /**
   * On joining, the points the stream carried in this window are given to the hub for browsers
   * that return to an instance started again (0: none).
   */
  recentMs?: number;
  /**
   * This instance's name across restarts (its address): where it keeps the last stream entry it
   * read, so that started again it gives its returning browsers every point since, however long it
   * was down. Null: only the `recentMs` window.
   */
  instanceId?: string | null;
}

/**
 * What the hub's browsers are told when this instance changes how it follows the feed (Redis gone,
 * or back): the service's own restart, so each dashboard reconnects, re-subscribes and is given the
 * points it missed (the hub reads them once with `after_seq`, `feed-hub.ts`).
 */
const HANDOVER = {
  code: CLOSE_CODES.restart,
  reason: 'restart',
  error: {
    type: 'error' as const,
    error: 'restart',
    detail: 'The feed restarts: reconnect with backoff and re-subscribe.',
  },
  retrying: true,
} satisfies SourceDown;

const BLOCK_MS = 1_000;
/** The reader's command timeout: a blocked read answers within BLOCK_MS, a hung Redis within this. */
export const READER_TIMEOUT_MS = BLOCK_MS + 2_000;
const RETRY_MS = 500;
/** Stream entries read back on joining, at most (each is one upstream message, often a batch). */
const RECENT_ENTRIES = 5_000;
/** How often an instance notes the last entry it read: a restart replays at most this much twice. */
const SEEN_EVERY_MS = 1_000;
/** How long that note outlives the instance: a restart later than this is a new instance. */
const SEEN_TTL_MS = 10 * 60_000;

/**
 * The hub's feed when instances share one upstream through Redis. Every running
 * instance contends for the ingester's lock (`ingester-lock.ts`); the winner also runs the
 * `FeedIngester`. Every instance, the ingester too, follows the stream: on start it takes the
 * upstream's state and the newest score of each match, then every entry after the stream position
 * it read them at, in order. A Redis blip resumes from the last entry read, so nothing is skipped.
 * When Redis is gone (`redis-link.ts`), the instance stops contending and follows the upstream
 * itself, and goes back to the stream when Redis returns; each change is a restart to the hub.
 */
export class RedisFeedSource implements FeedSource {
  private events: FeedSourceEvents | null = null;
  private running = false;
  private readonly lock: IngesterLock;
  private readonly ingester: FeedIngester;
  private lastId = '0-0';
  /** Bumped on every start, so a read loop that outlived its stop ends rather than run twice. */
  private generation = 0;
  /** Following the stream (`shared`) or the upstream itself (`alone`, Redis gone). */
  private mode: RedisMode = 'shared';
  private unlisten: (() => void) | null = null;
  private seenTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: RedisFeedOptions) {
    this.lock = new IngesterLock(options.redis, options.keys.lock, options.lockMs);
    this.ingester = new FeedIngester(options.redis, options.keys, options.upstream, options.recovery);
  }

  /** Whether this instance holds the upstream now. */
  get ingesting(): boolean {
    return this.lock.holding;
  }

  /** Whether this instance follows the upstream itself because Redis is gone. */
  get alone(): boolean {
    return this.running && this.mode === 'alone';
  }

  start(events: FeedSourceEvents): void {
    this.events = events;
    if (this.running) return;
    this.running = true;
    const link = this.options.link;
    this.unlisten = link?.onChange((mode) => this.switchTo(mode)) ?? null;
    this.mode = link && !link.shared ? 'alone' : 'shared';
    if (this.mode === 'alone') this.followUpstream();
    else this.followStream();
  }

  stop(): void {
    this.running = false;
    this.unlisten?.();
    this.unlisten = null;
    this.stopStream();
    this.options.upstream.stop();
  }

  private followStream(): void {
    this.lock.start({ won: () => this.ingester.start(), lost: () => this.ingester.stop() });
    void this.follow(++this.generation);
    const { instanceId } = this.options;
    if (instanceId)
      this.seenTimer ??= setInterval(() => {
        if (this.lastId === '0-0') return;
        this.options.redis
          .set(this.options.keys.seen(instanceId), this.lastId, 'PX', SEEN_TTL_MS)
          .catch(() => {});
      }, SEEN_EVERY_MS);
  }

  private stopStream(): void {
    if (this.seenTimer) clearInterval(this.seenTimer);
    this.seenTimer = null;
    this.generation++;
    this.ingester.stop();
    void this.lock.stop();
    // Wakes the blocked read so the loop sees it should end.
    this.options.reader.disconnect(true);
  }

  /** Redis is gone: the upstream socket is this instance's own until it returns. */
  private followUpstream(): void {
    this.options.upstream.start({
      up: (signals) => this.events?.up(signals),
      frames: (frames) => this.events?.frames(frames),
      down: (down) => this.events?.down(down),
    });
  }

  private switchTo(mode: RedisMode): void {
    if (!this.running || mode === this.mode) return;
    this.mode = mode;
    if (mode === 'alone') this.stopStream();
    else this.options.upstream.stop();
    this.events?.down(HANDOVER);
    if (mode === 'alone') this.followUpstream();
    else this.followStream();
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
    // Read before the position, so no mark is ahead of an entry this instance will still read.
    const seqs = await redis.hgetall(keys.seqs);
    const { instanceId } = this.options;
    const seenBefore = instanceId ? await redis.get(keys.seen(instanceId)) : null;
    const [last] = (await redis.xrevrange(keys.stream, '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
    this.lastId = last?.[0] ?? '0-0';
    const [stateRaw, held] = await Promise.all([redis.get(keys.state), redis.hgetall(keys.scores)]);
    const state = stateRaw ? (JSON.parse(stateRaw) as { up: boolean; signals: string[] }) : null;
    if (!state?.up || !this.running) return;
    this.events?.published?.(new Map(Object.entries(seqs).map(([id, seq]) => [Number(id), Number(seq)])));
    const recent = await this.recentPoints(redis, keys, seenBefore);
    if (!this.running) return;
    if (recent.length > 0) this.events?.recent?.(recent);
    this.events?.up(state.signals);
    const now = Date.now();
    const scores = Object.values(held)
      .map((raw) => JSON.parse(raw) as { at: number; seq: number | null; text: string })
      .filter((h) => now - h.at <= this.options.heldScoreTtlMs)
      .sort((a, b) => (a.seq ?? -1) - (b.seq ?? -1))
      .map((h) => frameOf(h.text));
    if (scores.length > 0) this.events?.frames(scores);
  }

  /**
   * The point frames of the stream's entries up to the position just read, oldest first: after the
   * last entry this instance read before it stopped (`seenBefore`, its browsers had the rest), else
   * back to `recentMs` ago (stream ids are the time they were written). A browser whose instance
   * died and was started again gets, on returning, the points published while it was away, once,
   * from the stream rather than by a REST read of its own per match.
   */
  private async recentPoints(
    redis: Redis,
    keys: FeedKeys,
    seenBefore: string | null,
  ): Promise<SourceFrame[]> {
    const windowMs = this.options.recentMs ?? 0;
    if (windowMs <= 0 || this.lastId === '0-0') return [];
    const since = seenBefore ? `(${seenBefore}` : String(Date.now() - windowMs);
    // Newest first, so that past the cap it is the oldest entries that are left out.
    const entries = (await redis.xrevrange(
      keys.stream,
      this.lastId,
      since,
      'COUNT',
      RECENT_ENTRIES,
    )) as Array<[string, string[]]>;
    const frames: SourceFrame[] = [];
    for (const [, fields] of entries.reverse()) {
      if (fields[fields.indexOf('k') + 1] !== 'frames') continue;
      for (const line of (fields[fields.indexOf('d') + 1] ?? '').split('\n'))
        try {
          const f = frameOf(line);
          if (f.type === 'point' || f.type === 'point_update') frames.push(f);
        } catch {
          // Not the ingester's: skipped, as when following.
        }
    }
    return frames;
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
