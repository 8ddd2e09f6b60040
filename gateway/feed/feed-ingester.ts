import type { Redis } from 'ioredis';
import { type FeedKeys, STREAM_MAXLEN } from '../redis/redis-feed-keys';
import type { FeedRecovery } from './feed-recovery';
import type { FeedSource, SourceFrame } from './feed-source';
import { HeldScores } from './held-scores';

/** Reads a few matches at a time after a takeover, like the hub after an outage. */
const RECOVERY_CONCURRENCY = 4;

/**
 * The elected instance's half of the shared feed: it holds the one upstream socket and writes what
 * arrives into Redis, in order: each upstream message as one stream entry, plus the newest score and
 * point `seq` per match (for instances that start later, and for the next ingester). On taking over
 * from one that died, it first reads the points published upstream after the last `seq` in Redis,
 * so no instance's browsers miss a point the dead ingester never wrote.
 */
export class FeedIngester {
  private readonly scores = new HeldScores(Number.POSITIVE_INFINITY);
  private recovering: SourceFrame[][] | null = null;
  private firstUp = true;
  private running = false;
  private gathered: SourceFrame[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly keys: FeedKeys,
    private readonly upstream: FeedSource,
    private readonly recovery: FeedRecovery,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.firstUp = true;
    this.upstream.start({
      up: (signals) => void this.up(signals),
      frames: (frames) => {
        if (this.recovering) this.recovering.push(frames);
        else this.gather(frames);
      },
      down: (down) => {
        this.publishGathered();
        void this.write('down', JSON.stringify(down), { up: false, signals: [] });
      },
    });
  }

  /**
   * Frames of one event-loop turn go into Redis as one entry: the service writes each frame as a
   * message of its own, and an entry (one transaction, one stream read on every instance) per frame
   * cost each instance a read, and often a fan-out, per frame. Nothing waits longer than the turn.
   */
  private gather(frames: SourceFrame[]): void {
    if (this.gathered.length === 0) setImmediate(() => this.publishGathered());
    this.gathered.push(...frames);
  }

  private publishGathered(): void {
    if (this.gathered.length === 0) return;
    const frames = this.gathered;
    this.gathered = [];
    if (this.running) void this.publish(frames);
  }

  stop(): void {
    // What arrived before the stop goes in, as it did when each frame was written at once.
    this.publishGathered();
    this.running = false;
    this.upstream.stop();
    this.recovering = null;
    this.scores.clear();
  }

  private async up(signals: string[]): Promise<void> {
    const state = { up: true, signals };
    this.publishGathered();
    if (!this.firstUp) return this.write('up', JSON.stringify(signals), state);
    this.firstUp = false;
    this.recovering = [];
    const missed = await this.missedPoints().catch(() => []);
    const waiting = this.recovering ?? [];
    if (!this.running) return;
    // Queued on the one connection in this order, in this turn: nothing newer can slip in between.
    void this.write('up', JSON.stringify(signals), state);
    if (missed.length > 0) void this.publish(missed);
    for (const frames of waiting) void this.publish(frames);
    this.recovering = null;
  }

  /** Points after each match's last published `seq`, read over REST (the previous ingester's gap). */
  private async missedPoints(): Promise<SourceFrame[]> {
    const seqs = await this.redis.hgetall(this.keys.seqs);
    const ids = Object.keys(seqs);
    const found: SourceFrame[] = [];
    const next = async () => {
      for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
        const points = await this.recovery.pointsAfter(Number(id), Number(seqs[id])).catch(() => []);
        for (const p of points) found.push(frameOf(p.text));
      }
    };
    await Promise.all(Array.from({ length: RECOVERY_CONCURRENCY }, next));
    return found;
  }

  /** One upstream message: one stream entry, and the snapshot hashes kept in the same transaction. */
  private async publish(frames: SourceFrame[]): Promise<void> {
    const multi = this.redis.multi();
    const now = Date.now();
    for (const f of frames) {
      if (f.matchId === null) continue;
      if (f.type === 'score') {
        const seq = (f.frame.score as { sequence?: number | null } | undefined)?.sequence ?? null;
        if (this.scores.scoreReceived(f.matchId, seq, f.text, now))
          multi.hset(this.keys.scores, String(f.matchId), JSON.stringify({ at: now, seq, text: f.text }));
      } else if (f.type === 'score_withdrawn') {
        this.scores.withdrawn(f.matchId, (f.frame.superseded_sequence as number | null) ?? null);
        if (!this.scores.holds(f.matchId)) multi.hdel(this.keys.scores, String(f.matchId));
      } else if (f.type === 'point') {
        const seq = (f.frame.point as { seq?: number } | undefined)?.seq;
        // Only rises: a late or recovered point never moves the resume mark back.
        if (typeof seq === 'number')
          multi.eval(
            "local c = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') if tonumber(ARGV[2]) > c then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end return 0",
            1,
            this.keys.seqs,
            String(f.matchId),
            String(seq),
          );
      }
    }
    multi.xadd(
      this.keys.stream,
      'MAXLEN',
      '~',
      String(STREAM_MAXLEN),
      '*',
      'k',
      'frames',
      'd',
      frames.map((f) => f.text).join('\n'),
    );
    await multi.exec().catch(() => undefined);
  }

  private async write(
    kind: 'up' | 'down',
    data: string,
    state: { up: boolean; signals: string[] },
  ): Promise<void> {
    await this.redis
      .multi()
      .set(this.keys.state, JSON.stringify(state))
      .xadd(this.keys.stream, 'MAXLEN', '~', String(STREAM_MAXLEN), '*', 'k', kind, 'd', data)
      .exec()
      .catch(() => undefined);
  }
}

/** A frame's text as the hub routes it (what `UpstreamFeed` builds from each line). */
export function frameOf(text: string): SourceFrame {
  const frame = JSON.parse(text) as Record<string, unknown>;
  const type = typeof frame.type === 'string' ? frame.type : '';
  return { text, type, matchId: typeof frame.match_id === 'number' ? frame.match_id : null, frame };
}
