import type WebSocket from 'ws';
import { ackFor, readSubscription, wants } from './browser-subscription';
import { FeedBrowser } from './feed-browser';
import type { FeedRecovery } from './feed-recovery';
import type { FeedSource, FeedSourceEvents, SourceDown, SourceFrame } from './feed-source';
import { HeldScores } from './held-scores';
import { relayableCode } from './relayable-code';
import { subscriptionKey, TurnFanOut } from './turn-fan-out';

export interface FeedHubOptions {
  source: FeedSource;
  recovery: FeedRecovery;
  /** How long the upstream stays open after the last browser left (a reload should not redial). */
  lingerMs: number;
  /** The gateway's own heartbeat to browsers (the service's is "about every 15 s"). */
  pingMs: number;
  /** A held score untouched this long is no longer given to joiners. */
  heldScoreTtlMs: number;
  /** After the upstream was away, browsers joining within this long also get the points since. */
  catchUpMs: number;
  now?: () => number;
}

/** Reads a few matches at a time: a restart must not fire hundreds of requests at once. */
const RECOVERY_CONCURRENCY = 4;
/** Attempts at a match's missed points: a read lost to a busy service would lose them for good. */
const RECOVERY_ATTEMPTS = 3;

/** The points after `after`, read again (after 0.5 s, then 1 s) when a read fails; [] after the last. */
async function pointsAfterWithRetry(recovery: FeedRecovery, matchId: number, after: number) {
  for (let attempt = 1; ; attempt++)
    try {
      return await recovery.pointsAfter(matchId, after);
    } catch {
      if (attempt >= RECOVERY_ATTEMPTS) return [];
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
}

/** How long a heartbeat may wait for a turn of frames to ride with ("about every 15 s"). */
const PING_RIDE_MS = 1_000;

/** Frames kept for late returners after an outage, at most. */
const CATCH_UP_MAX = 20_000;

/** An in-process reader of the hub's frames (the Web Push watcher): no socket, no subscription. */
export interface FeedWatcher {
  /** Every frame the browsers could get, once, after the hub's dedupe (a score only when newer). */
  frame(f: SourceFrame): void;
  /** The hub stopped following the upstream (a refusal that is not retried, or shutdown). */
  stopped(): void;
}

/**
 * One upstream feed, any number of browsers. The hub holds what a joiner needs (the latest score per
 * match, the newest point `seq` per match) and fans every frame out to the browsers that asked for it,
 * serialized once by the service. Invariants: a browser is acked only while the upstream is up, so
 * an upstream refusal reaches it as the service's own error frame and close; no browser gets a
 * point `seq` twice from the hub, nor a gap the hub could fill: after the upstream was away the
 * missed points are read once (REST) and fanned out before any later frame.
 */
export class FeedHub {
  private readonly browsers = new Set<FeedBrowser>();
  private readonly watchers = new Set<FeedWatcher>();
  private readonly asked = new Map<FeedBrowser, string>();
  private readonly scores: HeldScores;
  private readonly lastSeq = new Map<number, number>();
  private signals: string[] = [];
  /** idle: no upstream; waiting: dialling, backing off or recovering; ready: frames flow. */
  private phase: 'idle' | 'waiting' | 'ready' = 'idle';
  /** Bumped on every upstream loss, so a recovery that outlived its connection is dropped. */
  private generation = 0;
  private awayFrom = false;
  private recovering: SourceFrame[] | null = null;
  private catchUp: SourceFrame[] = [];
  private catchUpUntil = 0;
  private lingerTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly fanOut = new TurnFanOut(() => this.browsers);
  private readonly events: FeedSourceEvents = {
    up: (signals) => this.upstreamUp(signals),
    frames: (frames) => {
      if (this.recovering) this.recovering.push(...frames);
      else for (const f of frames) this.route(f);
    },
    down: (down) => this.upstreamDown(down),
    published: (seqs) => {
      for (const [matchId, seq] of seqs) if (!this.lastSeq.has(matchId)) this.lastSeq.set(matchId, seq);
    },
    recent: (frames) => {
      // Only a hub that has just joined: after an outage its own recovery gathers what was missed.
      if (this.awayFrom || this.catchUp.length > 0) return;
      this.catchUp = frames.slice(-CATCH_UP_MAX);
      for (const f of this.catchUp) {
        const seq = f.type === 'point' ? (f.frame.point as { seq?: number } | undefined)?.seq : undefined;
        if (f.matchId !== null && typeof seq === 'number' && seq > (this.lastSeq.get(f.matchId) ?? 0))
          this.lastSeq.set(f.matchId, seq);
      }
      this.catchUpUntil = this.now() + this.options.catchUpMs;
    },
  };

  constructor(private readonly options: FeedHubOptions) {
    this.now = options.now ?? Date.now;
    this.scores = new HeldScores(options.heldScoreTtlMs);
  }

  /** Browser sockets held now. */
  get browserCount(): number {
    return this.browsers.size;
  }

  /** The newest score `sequence` held for a match (null when none): a cached score read older than this is stale. */
  scoreSequence(matchId: number): number | null {
    return this.phase === 'ready' ? this.scores.sequenceOf(matchId) : null;
  }

  /**
   * Follows the one upstream feed in-process: opens it like a browser would (or shares the one
   * already open) and keeps it open while watched. Returns the function that stops watching.
   */
  watch(watcher: FeedWatcher): () => void {
    this.watchers.add(watcher);
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    if (this.phase === 'idle') {
      this.phase = 'waiting';
      this.options.source.start(this.events);
    }
    return () => {
      if (this.watchers.delete(watcher)) this.lingerIfUnused();
    };
  }

  /** Nobody reads the upstream now: it lingers a while (a reload should not redial), then closes. */
  private lingerIfUnused(): void {
    if (this.browsers.size > 0 || this.watchers.size > 0) return;
    this.lingerTimer ??= setTimeout(() => {
      this.lingerTimer = null;
      if (this.browsers.size === 0 && this.watchers.size === 0) this.stopUpstream();
    }, this.options.lingerMs);
  }

  /** Takes a browser's socket (already past the upgrade checks); the upstream opens on the first. */
  attach(socket: WebSocket): void {
    const browser = new FeedBrowser(socket);
    this.browsers.add(browser);
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    this.pingTimer ??= setInterval(() => this.ping(), this.options.pingMs);
    if (this.phase === 'idle') {
      this.phase = 'waiting';
      this.options.source.start(this.events);
    }
    socket.on('message', (data: Buffer) => {
      // Every browser frame is a subscribe frame; each replaces the last and is acked.
      this.asked.set(browser, data.toString());
      if (this.phase === 'ready') this.welcome(browser);
    });
    socket.on('close', () => this.detach(browser));
    socket.on('error', () => this.detach(browser));
  }

  /** Closes every browser and the upstream (gateway shutdown). */
  close(): void {
    for (const b of this.browsers) b.socket.terminate();
    this.browsers.clear();
    this.stopUpstream();
  }

  private detach(browser: FeedBrowser): void {
    if (!this.browsers.delete(browser)) return;
    this.asked.delete(browser);
    if (this.browsers.size > 0) return;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.lingerIfUnused();
  }

  private stopUpstream(): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.lingerTimer = this.pingTimer = null;
    this.options.source.stop();
    this.forget();
    for (const w of [...this.watchers]) w.stopped();
    this.watchers.clear();
  }

  /** Nothing held survives a feed the hub stopped following: it could no longer vouch for it. */
  private forget(): void {
    this.phase = 'idle';
    this.generation++;
    this.awayFrom = false;
    this.recovering = null;
    this.scores.clear();
    this.lastSeq.clear();
    this.catchUp = [];
    this.catchUpUntil = 0;
  }

  /** The ack, the held score of every match it asked for (sequence order), the outage's points. */
  private welcome(browser: FeedBrowser): void {
    const text = this.asked.get(browser);
    if (text === undefined) return;
    const sub = readSubscription(text, this.signals);
    if ('error' in sub) {
      browser.refuse(sub);
      this.detach(browser);
      return;
    }
    const now = this.now();
    browser.sub = sub;
    browser.subKey = subscriptionKey(sub);
    browser.welcomedMark = this.fanOut.mark;
    browser.welcomed = true;
    browser.send(ackFor(sub, now));
    for (const score of this.scores.snapshot((matchId) => wants(sub, { type: 'score', matchId }), now))
      browser.send(score);
    if (now < this.catchUpUntil) for (const f of this.catchUp) if (wants(sub, f)) browser.send(f.text);
  }

  private upstreamUp(signals: string[]): void {
    this.signals = signals;
    if (this.awayFrom) void this.recover(this.generation);
    else this.ready();
  }

  private ready(): void {
    this.phase = 'ready';
    for (const b of this.browsers) if (!b.welcomed) this.welcome(b);
  }

  /**
   * The upstream was away: its frames wait while the points after each match's last `seq` and its
   * current score are read once (a few at a time), then both go out ahead of the waiting frames.
   */
  private async recover(generation: number): Promise<void> {
    this.recovering = [];
    const ids = [...new Set([...this.lastSeq.keys(), ...this.scores.matchIds()])];
    const found: SourceFrame[] = [];
    const next = async () => {
      for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
        const after = this.lastSeq.get(id);
        const [points, score] = await Promise.all([
          after === undefined ? [] : pointsAfterWithRetry(this.options.recovery, id, after),
          this.options.recovery.currentScore(id),
        ]);
        for (const p of points) found.push(this.sourceFrame(p.text));
        if (score) found.push(this.sourceFrame(score.text));
      }
    };
    await Promise.all(Array.from({ length: RECOVERY_CONCURRENCY }, next));
    if (generation !== this.generation || !this.recovering) return;
    const waiting = this.recovering;
    this.recovering = null;
    this.awayFrom = false;
    for (const f of [...found, ...waiting]) this.route(f);
    this.catchUpUntil = this.now() + this.options.catchUpMs;
    this.ready();
  }

  private sourceFrame(text: string): SourceFrame {
    const frame = JSON.parse(text) as Record<string, unknown>;
    return { text, frame, type: String(frame.type), matchId: frame.match_id as number };
  }

  private upstreamDown(down: SourceDown): void {
    // Frames of this turn still go out, before the error frame and close.
    this.fanOut.flush();
    for (const b of this.browsers) b.close(down.error, relayableCode(down.code), down.reason);
    this.browsers.clear();
    this.asked.clear();
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    if (!down.retrying) {
      this.stopUpstream();
      return;
    }
    this.phase = 'waiting';
    this.generation++;
    this.recovering = null;
    this.awayFrom = true;
    // A second loss while browsers are still returning from the first (a handover, then a refused
    // redial) keeps what the first gathered: a browser welcomed after both is owed all of it.
    if (this.now() >= this.catchUpUntil) this.catchUp = [];
    this.catchUpUntil = Number.POSITIVE_INFINITY;
    this.lingerIfUnused();
  }

  /** Holds what a joiner needs, drops a point `seq` already sent, and fans the frame out. */
  private route(f: SourceFrame): void {
    const matchId = f.matchId;
    if (matchId === null) return;
    if (f.type === 'score') {
      const score = f.frame.score as { sequence?: number | null } | undefined;
      if (!this.scores.scoreReceived(matchId, score?.sequence ?? null, f.text, this.now())) return;
    } else if (f.type === 'score_withdrawn') {
      this.scores.withdrawn(matchId, (f.frame.superseded_sequence as number | null) ?? null);
      void this.refill(matchId, this.generation);
    } else if (f.type === 'point') {
      const seq = (f.frame.point as { seq?: number } | undefined)?.seq;
      if (typeof seq === 'number') {
        if (seq <= (this.lastSeq.get(matchId) ?? 0)) return;
        this.lastSeq.set(matchId, seq);
      }
    }
    if ((f.type === 'point' || f.type === 'point_update') && this.now() < this.catchUpUntil)
      if (this.catchUp.length < CATCH_UP_MAX) this.catchUp.push(f);
    this.fanOut.push(f);
    for (const w of this.watchers)
      try {
        w.frame(f);
      } catch {
        // A watcher's fault is its own: the browsers' frames go on.
      }
  }

  /** After a withdrawal a joiner gets the last good state, read once, unless the feed moved on first. */
  private async refill(matchId: number, generation: number): Promise<void> {
    const score = await this.options.recovery.currentScore(matchId);
    if (!score || generation !== this.generation || this.scores.holds(matchId)) return;
    this.scores.scoreReceived(matchId, score.sequence, score.text, this.now());
  }

  /**
   * The heartbeat: browsers taking frames get it with the next turn (within a quarter of the period,
   * at most a second), in the same socket write, rather than in a write of its own to each of
   * thousands of browsers that may land just ahead of a tick; the others (not yet acked) at once.
   */
  private ping(): void {
    const text = () => JSON.stringify({ type: 'ping', published_at: new Date(this.now()).toISOString() });
    this.fanOut.heartbeat(text, Math.min(PING_RIDE_MS, this.options.pingMs / 4));
    for (const b of this.browsers) if (!b.welcomed) b.send(text());
  }
}
