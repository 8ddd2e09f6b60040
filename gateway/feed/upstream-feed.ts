import WebSocket from 'ws';
import { CLOSE_CODES, type ErrorFrame } from '../../contract/feed-frames';
import type { FeedSource, FeedSourceEvents, SourceFrame } from './feed-source';

/** Delays between attempts to reach the service's feed (live-surface.md, Events 6). */
export interface UpstreamBackoff {
  /** After a restart (1012) or a lost link. */
  baseMs: number;
  /** After a transient refusal (1013): the service asked us to wait. */
  refusedBaseMs: number;
  maxMs: number;
}

export const defaultUpstreamBackoff: UpstreamBackoff = { baseMs: 500, refusedBaseMs: 2_000, maxMs: 30_000 };

/**
 * The next delay, or null when the close must not be retried unchanged: 1000 (the service ended it)
 * and 1008 (refused: a lost key is not fixed by dialling again). Exponential, jittered into
 * [delay/2, delay] so the gateways of many desks do not return to a restarted service at once.
 */
export function upstreamRetryDelay(
  code: number,
  attempt: number,
  backoff: UpstreamBackoff,
  random: () => number = Math.random,
): number | null {
  if (code === CLOSE_CODES.normal || code === CLOSE_CODES.refused) return null;
  const base = code === CLOSE_CODES.tryAgainLater ? backoff.refusedBaseMs : backoff.baseMs;
  const delay = Math.min(backoff.maxMs, base * 2 ** attempt);
  return Math.round(delay / 2 + (delay / 2) * random());
}

export interface UpstreamFeedOptions {
  /** The service's `/ws` (WebSocket scheme). */
  url: string;
  key: string;
  subscription: { topics: string[]; signals: string[] };
  backoff: UpstreamBackoff;
  /** No message (data or `ping`, about every 15 s) for this long is a dead link. */
  silenceMs: number;
  random?: () => number;
}

/** The one socket a gateway holds to the service's native feed, re-dialled with backoff. */
export class UpstreamFeed implements FeedSource {
  private events: FeedSourceEvents | null = null;
  private socket: WebSocket | null = null;
  private running = false;
  private attempt = 0;
  private lastError: ErrorFrame | null = null;
  private lastHeard = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: UpstreamFeedOptions) {}

  start(events: FeedSourceEvents): void {
    this.events = events;
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.removeAllListeners();
    socket.on('error', () => {});
    if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'gateway_idle');
    else socket.terminate();
  }

  private connect(): void {
    const socket = new WebSocket(this.options.url, { headers: { 'X-API-Key': this.options.key } });
    this.socket = socket;
    this.lastError = null;
    this.lastHeard = Date.now();
    socket.on('open', () => socket.send(JSON.stringify(this.options.subscription)));
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.receive(socket, data.toString());
    });
    socket.on('close', (code, reason) => this.closed(socket, code, reason.toString()));
    // An error is always followed by a close; the close decides.
    socket.on('error', () => {});
    this.armSilence(socket);
  }

  private receive(socket: WebSocket, text: string): void {
    if (socket !== this.socket) return;
    this.lastHeard = Date.now();
    const frames: SourceFrame[] = [];
    // The service may batch newline-delimited frames, as the push feed does.
    for (const line of text.split('\n')) {
      let frame: Record<string, unknown>;
      try {
        frame = JSON.parse(line);
      } catch {
        continue;
      }
      const type = typeof frame.type === 'string' ? frame.type : '';
      if (type === 'ping') continue;
      if (type === 'error') this.lastError = frame as ErrorFrame;
      else if (type === 'subscribed') {
        this.attempt = 0;
        this.flush(frames);
        this.events?.up(Array.isArray(frame.signals) ? frame.signals.map(String) : []);
      } else {
        const matchId = typeof frame.match_id === 'number' ? frame.match_id : null;
        frames.push({ text: line, type, matchId, frame });
      }
    }
    this.flush(frames);
  }

  private flush(frames: SourceFrame[]): void {
    if (frames.length > 0) this.events?.frames(frames.splice(0));
  }

  private closed(socket: WebSocket, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    const error = this.lastError;
    const delay = this.running
      ? upstreamRetryDelay(code, this.attempt, this.options.backoff, this.options.random)
      : null;
    if (delay === null) this.running = false;
    // A link lost without a close frame (1006) has no reason of its own; say what happened.
    const said = reason || error?.reason || error?.error || (code === 1006 ? 'upstream_unreachable' : '');
    this.events?.down({ code, reason: said, error, retrying: delay !== null });
    if (delay === null) return;
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) this.connect();
    }, delay);
  }

  /** A link that goes quiet may never deliver its close: drop it and let the close path retry. */
  private armSilence(socket: WebSocket): void {
    const check = () => {
      if (socket !== this.socket) return;
      const quiet = Date.now() - this.lastHeard;
      if (quiet < this.options.silenceMs) {
        this.silenceTimer = setTimeout(check, this.options.silenceMs - quiet);
        return;
      }
      socket.terminate();
    };
    this.silenceTimer = setTimeout(check, this.options.silenceMs);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.retryTimer = null;
    this.silenceTimer = null;
  }
}
