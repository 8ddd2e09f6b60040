import {
  type FeedFrame,
  FeedFrame as FeedFrameSchema,
  type SubscribeFrame,
} from '../../../contract/feed-frames';
import type { FeedConnection } from '../store/connection-status';
import { browserSocket, type FeedSocket, messageText, parseMessage, type SocketFactory } from './feed-socket';
import { type BackoffConfig, DEAD_LINK_CLOSE, decideReconnect, defaultBackoff } from './reconnect-policy';

export interface NativeFeedOptions {
  /** The feed URL, asked again on every attempt (gateway: our `/api/ws`; direct: `{base}/ws`). */
  url: () => string;
  /** Sent on every open, so a reconnect after a restart (1012) re-subscribes. */
  subscription: SubscribeFrame;
  /** Data frames, checked against the contract; unknown frame types are dropped. */
  onFrames: (frames: FeedFrame[]) => void;
  onStatus: (change: Partial<FeedConnection>) => void;
  createSocket?: SocketFactory;
  /** No message (data or `ping`) for this long means a dead link (pings come about every 15 s). */
  silenceMs?: number;
  backoff?: BackoffConfig;
  random?: () => number;
  now?: () => number;
}

/**
 * The native WebSocket feed client: one subscribe frame per connection, nothing sent back for a
 * `ping`, silence treated as a dead link, and reconnects decided by close code (reconnect-policy).
 */
export class NativeFeedClient {
  private socket: FeedSocket | null = null;
  private stopped = true;
  private attempt = 0;
  private lastError: string | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private lastHeard = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: NativeFeedOptions) {}

  /** Connects and keeps the feed up until `stop` or a refusal. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.connect();
  }

  /** Closes normally and forgets every timer. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'client_stop');
    }
    this.options.onStatus({ state: 'stopped', reason: null, retryAt: null });
  }

  private connect(): void {
    this.lastError = null;
    this.options.onStatus({ transport: 'native', state: 'connecting', retryAt: null });
    const socket = (this.options.createSocket ?? browserSocket)(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify(this.options.subscription));
      this.armSilence(socket);
    };
    socket.onmessage = (ev) => this.receive(socket, ev.data);
    socket.onclose = (ev) => this.closed(socket, ev.code, ev.reason || null);
    // An error is always followed by a close; the close decides.
    socket.onerror = () => {};
    // A handshake that hangs is a dead link too.
    this.armSilence(socket);
  }

  private receive(socket: FeedSocket, data: unknown): void {
    if (socket !== this.socket) return;
    // Only the time is noted: re-arming a timer per message cost more than parsing it.
    this.lastHeard = this.now();
    const frames: FeedFrame[] = [];
    for (const raw of parseMessage(messageText(data))) {
      const parsed = FeedFrameSchema.safeParse(raw);
      if (!parsed.success) continue;
      const frame = parsed.data;
      if (frame.type === 'ping') continue;
      if (frame.type === 'subscribed') {
        // A good subscription resets the backoff.
        this.attempt = 0;
        this.options.onStatus({ state: 'open', reason: null, signals: frame.signals });
      } else if (frame.type === 'error') this.lastError = frame.reason ?? frame.error;
      else frames.push(frame);
    }
    if (frames.length > 0) this.options.onFrames(frames);
  }

  private closed(socket: FeedSocket, code: number, reason: string | null): void {
    if (socket !== this.socket) return;
    this.detach(socket);
    this.socket = null;
    this.clearTimers();
    if (this.stopped) return;
    const decision = decideReconnect(
      code,
      reason ?? this.lastError,
      this.attempt,
      this.options.backoff ?? defaultBackoff,
      this.options.random,
    );
    if (decision.action === 'stop') {
      this.stopped = true;
      this.options.onStatus({ state: 'stopped', reason: decision.reason, retryAt: null });
      return;
    }
    this.attempt++;
    this.options.onStatus({
      state: 'backoff',
      reason: decision.reason,
      retryAt: this.now() + decision.delayMs,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, decision.delayMs);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Starts the silence clock; the timer re-arms itself for whatever is left after the last message. */
  private armSilence(socket: FeedSocket): void {
    const silenceMs = this.options.silenceMs ?? 40_000;
    this.lastHeard = this.now();
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    const check = () => {
      if (socket !== this.socket) return;
      const quiet = this.now() - this.lastHeard;
      if (quiet < silenceMs) {
        this.silenceTimer = setTimeout(check, silenceMs - quiet);
        return;
      }
      // A dead link may never deliver its close: drop it ourselves and reconnect.
      try {
        socket.close(DEAD_LINK_CLOSE, 'silent_link');
      } catch {
        // Closing a socket that never opened may throw; it is abandoned either way.
      }
      this.closed(socket, DEAD_LINK_CLOSE, 'silent_link');
    };
    this.silenceTimer = setTimeout(check, silenceMs);
  }

  private detach(socket: FeedSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private clearTimers(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.silenceTimer = null;
    this.retryTimer = null;
  }
}
