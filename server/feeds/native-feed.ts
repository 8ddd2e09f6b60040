import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, closeCodeFor, MAX_CONNECTIONS_PER_KEY } from '../../contract/feed-frames';
import type { ServiceConfig } from '../config';
import { pointFramesFlow } from '../config';
import { FeedConnection, sendThenClose } from './feed-connection';
import type { FeedEvent } from './hub';
import { accessLost, refusalFor, upgradeMissing, wsKey } from './ws-refusal';

/** The heartbeat period of the spec ("about every 15 s"). */
const PING_MS = 15_000;
/** A socket that has not subscribed by then is closed (1008 `no_topics`), so it frees its key's slot. */
const SUBSCRIBE_WITHIN_MS = 10_000;

const realTimer = (fire: () => void, ms: number) => {
  const t = setTimeout(fire, ms);
  t.unref();
  return () => clearTimeout(t);
};

/**
 * The native WebSocket feed at /ws (ULTRA): accepts or refuses connections, holds their
 * subscriptions, fans the hub's frames out (each frame serialized once for every subscriber) and
 * sends the heartbeat. Fault controls call `closeAll` (restart) and `enforceAccess` (revoked key).
 */
export class NativeFeed {
  readonly connections = new Set<FeedConnection>();
  private readonly perKey = new Map<string, number>();
  private pingTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly cfg: ServiceConfig,
  ) {}

  /** Registers the /ws route; call inside a plugin registered after @fastify/websocket. */
  route(instance: FastifyInstance): void {
    instance.route({
      method: 'GET',
      url: '/ws',
      handler: upgradeMissing,
      wsHandler: (socket, req) => {
        const key = wsKey(req);
        const refusal = refusalFor(
          this.app,
          key,
          {
            maxPerKey: this.cfg.wsMaxPerKey ?? MAX_CONNECTIONS_PER_KEY,
            maxConnections: this.cfg.wsMaxConnections ?? 10_000,
          },
          { perKey: (k) => this.perKey.get(k) ?? 0, total: this.connections.size },
          this.app.world.now(),
        );
        if (refusal || !key) {
          sendThenClose(socket, refusal, refusal ? closeCodeFor(refusal.error) : CLOSE_CODES.refused);
          return;
        }
        const conn = new FeedConnection(socket, key, () => pointFramesFlow(this.cfg));
        this.connections.add(conn);
        this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
        const cancelDeadline = (this.cfg.wsDeadlineTimer ?? realTimer)(() => {
          if (conn.topics || conn.isClosed) return;
          conn.refuse({
            type: 'error',
            error: 'no_topics',
            detail: `No subscribe frame within ${SUBSCRIBE_WITHIN_MS / 1000} s of connecting.`,
          });
          this.forget(conn);
        }, SUBSCRIBE_WITHIN_MS);
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          const ack = conn.onMessage(data, isBinary, this.app.world.now());
          if (ack) socket.send(JSON.stringify(ack));
        });
        socket.on('close', () => {
          cancelDeadline();
          this.forget(conn);
        });
        socket.on('error', () => {
          cancelDeadline();
          this.forget(conn);
        });
      },
    });
  }

  /** Fans one hub event out to the subscribers that asked for it. */
  publish(event: FeedEvent): void {
    let json: string | null = null;
    for (const c of this.connections) {
      if (!c.wants(event)) continue;
      json ??= JSON.stringify(event.frame);
      c.deliver(json);
    }
  }

  startPing(): void {
    const every = this.cfg.wsPingMs ?? PING_MS;
    this.pingTimer = setInterval(() => this.ping(), every);
    this.pingTimer.unref();
  }

  stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  ping(): void {
    const json = JSON.stringify({ type: 'ping', published_at: new Date(this.app.world.now()).toISOString() });
    for (const c of this.connections) if (!c.isClosed) c.deliver(json);
  }

  /** Closes every connection: `restart` (1012) for a restart, or a normal closure (1000). */
  closeAll(kind: 'restart' | 'normal'): number {
    const n = this.connections.size;
    for (const c of [...this.connections]) {
      if (kind === 'restart')
        c.close(
          {
            type: 'error',
            error: 'restart',
            detail: 'The feed restarts: reconnect with backoff and re-subscribe.',
          },
          CLOSE_CODES.restart,
        );
      else c.close(null, CLOSE_CODES.normal);
      this.forget(c);
    }
    return n;
  }

  /** Mid-stream loss of access: connections of keys that may no longer hold the feed are refused (1008). */
  enforceAccess(): number {
    let closed = 0;
    for (const c of [...this.connections]) {
      const lost = accessLost(this.app, c.key);
      if (!lost) continue;
      c.refuse(lost);
      this.forget(c);
      closed++;
    }
    return closed;
  }

  private forget(conn: FeedConnection): void {
    if (!this.connections.delete(conn)) return;
    const left = (this.perKey.get(conn.key) ?? 1) - 1;
    if (left <= 0) this.perKey.delete(conn.key);
    else this.perKey.set(conn.key, left);
  }
}
