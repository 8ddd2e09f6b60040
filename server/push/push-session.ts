import { randomUUID } from 'node:crypto';
import { type ChannelPolicy, maySubscribe } from './channels';
import {
  close,
  DISCONNECTS,
  type Disconnect,
  fail,
  type Outcome,
  type Params,
  REPLY_ERRORS,
  reply,
  SERVER_VERSION,
  UNAVAILABLE_METHODS,
} from './protocol-codes';
import type { PushOptions } from './push-options';
import { verifyToken } from './push-token';

/** The socket as the session sees it: text out, close with a code. */
export interface SessionIo {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** What a session needs from the feed around it. */
export interface SessionDeps {
  options: PushOptions;
  policy: ChannelPolicy;
  /** Maps a token subject to a key that may still use the push feed, or the disconnect to send. */
  authorize(sub: string): Disconnect | null;
  joined(session: PushSession, channel: string): void;
  left(session: PushSession, channel: string): void;
  now(): number;
}

/** One push connection: Centrifugo protocol v2 (JSON) commands in, replies and publications out. */
export class PushSession {
  readonly client = randomUUID();
  readonly channels = new Set<string>();
  private sub: string | null = null;
  private outbox: string[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly timers = new Map<'connect' | 'ping' | 'pong' | 'expiry', NodeJS.Timeout>();

  constructor(
    private readonly io: SessionIo,
    private readonly deps: SessionDeps,
  ) {
    this.arm('connect', () => this.disconnect(DISCONNECTS.stale), deps.options.connectTimeoutMs);
  }

  /** The token subject (key reference) once connected, else null. */
  get subject(): string | null {
    return this.closed ? null : this.sub;
  }

  /** A socket message: one or more newline-delimited JSON commands. */
  received(message: string): void {
    for (const line of message.split('\n')) {
      if (this.closed || line.trim() === '') continue;
      let cmd: unknown;
      try {
        cmd = JSON.parse(line);
      } catch {
        cmd = null;
      }
      const outcome =
        typeof cmd === 'object' && cmd !== null && !Array.isArray(cmd)
          ? this.command(cmd as Params)
          : close(DISCONNECTS.badRequest);
      if (outcome && 'send' in outcome) this.enqueue(outcome.send);
      if (outcome && 'close' in outcome) this.disconnect(outcome.close);
    }
  }

  /** Queues a publication; frames queued in the same tick leave as one newline-batched message. */
  publish(channel: string, data: unknown): void {
    if (this.channels.has(channel)) this.enqueue({ push: { channel, pub: { data } } });
  }

  /** Sends the disconnect as a close frame (the client reads code and reason from it). */
  disconnect(d: Disconnect): void {
    if (this.closed) return;
    this.flush();
    this.released();
    this.io.close(d.code, d.reason);
  }

  /** The socket is gone: stop timers and leave every channel. */
  released(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    for (const ch of this.channels) this.deps.left(this, ch);
    this.channels.clear();
  }

  private command(cmd: Params): Outcome {
    const { id } = cmd;
    const method = Object.keys(cmd).find((k) => k !== 'id');
    // An empty object (no id, no method) is the pong that answers a server heartbeat.
    if (method === undefined && (id === undefined || id === 0)) {
      this.disarm('pong');
      return null;
    }
    // `send` is the one command without an id; nothing here consumes async messages.
    if (method === 'send' && id === undefined) return null;
    const params = method === undefined ? null : cmd[method];
    if (
      typeof id !== 'number' ||
      !Number.isInteger(id) ||
      id <= 0 ||
      typeof params !== 'object' ||
      params === null
    )
      return close(DISCONNECTS.badRequest);
    if (method === 'connect') return this.connect(id, params as Params);
    // Everything else needs an authenticated connection first (Centrifugo closes as bad request).
    if (this.sub === null) return close(DISCONNECTS.badRequest);
    const p = params as Params;
    if (method === 'subscribe') return this.subscribe(id, p);
    if (method === 'refresh') return this.refresh(id, p);
    if (method === 'unsubscribe') {
      if (typeof p.channel === 'string' && this.channels.delete(p.channel)) this.deps.left(this, p.channel);
      return reply(id, { unsubscribe: {} });
    }
    if (method === 'publish') return fail(id, REPLY_ERRORS.permissionDenied);
    return fail(
      id,
      UNAVAILABLE_METHODS.has(method!) ? REPLY_ERRORS.notAvailable : REPLY_ERRORS.methodNotFound,
    );
  }

  private connect(id: number, params: Params): Outcome {
    if (this.sub !== null) return close(DISCONNECTS.badRequest);
    const check = verifyToken(params.token, this.deps.now());
    if (!check.ok && check.reason === 'invalid') return close(DISCONNECTS.invalidToken);
    // An expired token is a reply error: the official client fetches a fresh one and reconnects.
    if (!check.ok) return fail(id, REPLY_ERRORS.tokenExpired);
    const refusal = this.deps.authorize(check.sub);
    if (refusal) return close(refusal);
    this.sub = check.sub;
    this.disarm('connect');
    const { pingMs } = this.deps.options;
    this.timers.set(
      'ping',
      setInterval(() => this.ping(), pingMs),
    );
    const expiry = this.expiry(check.expiresAtMs);
    return reply(id, {
      connect: { client: this.client, version: SERVER_VERSION, ...expiry, ping: pingMs / 1000, pong: true },
    });
  }

  private refresh(id: number, params: Params): Outcome {
    const check = verifyToken(params.token, this.deps.now());
    if (!check.ok && check.reason === 'invalid') return close(DISCONNECTS.invalidToken);
    if (!check.ok) return fail(id, REPLY_ERRORS.tokenExpired);
    // A token of another key cannot take over this connection.
    if (check.sub !== this.sub) return close(DISCONNECTS.invalidToken);
    // Nor can a fresh token keep a key alive that lost the feed meanwhile.
    const refusal = this.deps.authorize(check.sub);
    if (refusal) return close(refusal);
    const expiry = this.expiry(check.expiresAtMs);
    return reply(id, { refresh: { client: this.client, version: SERVER_VERSION, ...expiry } });
  }

  private subscribe(id: number, params: Params): Outcome {
    const channel = params.channel;
    if (typeof channel !== 'string' || channel === '') return fail(id, REPLY_ERRORS.badRequest);
    const verdict = maySubscribe(channel, this.deps.policy);
    if (!verdict.ok) return fail(id, verdict);
    if (this.channels.has(channel)) return fail(id, REPLY_ERRORS.alreadySubscribed);
    // Access may have gone since connect: refuse as connect would, then close.
    const refusal = this.sub === null ? null : this.deps.authorize(this.sub);
    if (refusal) return close(refusal);
    this.channels.add(channel);
    this.deps.joined(this, channel);
    return reply(id, { subscribe: {} });
  }

  /** Arms the close at expiry (plus grace) and says so in the reply when expiry is announced. */
  private expiry(expiresAtMs: number): { expires?: true; ttl?: number } {
    const { expiryGraceMs, announceExpiry } = this.deps.options;
    const left = expiresAtMs - this.deps.now();
    this.arm('expiry', () => this.disconnect(DISCONNECTS.expired), Math.max(0, left + expiryGraceMs));
    return announceExpiry ? { expires: true, ttl: Math.max(1, Math.ceil(left / 1000)) } : {};
  }

  private ping(): void {
    this.enqueue({});
    // One outstanding heartbeat at a time: the deadline runs from the first unanswered one.
    if (!this.timers.has('pong'))
      this.arm('pong', () => this.disconnect(DISCONNECTS.noPong), this.deps.options.pongTimeoutMs);
  }

  private arm(name: 'connect' | 'pong' | 'expiry', fn: () => void, ms: number): void {
    this.disarm(name);
    this.timers.set(name, setTimeout(fn, ms));
  }

  private disarm(name: 'connect' | 'ping' | 'pong' | 'expiry'): void {
    const t = this.timers.get(name);
    if (t) clearTimeout(t);
    this.timers.delete(name);
  }

  private enqueue(message: unknown): void {
    if (this.closed) return;
    this.outbox.push(JSON.stringify(message));
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.outbox.length === 0 || this.closed) return;
    const text = this.outbox.join('\n');
    this.outbox = [];
    this.io.send(text);
  }
}
