import type { FastifyInstance } from 'fastify';

/** Timings of the push feed; the defaults follow Centrifugo's, tests shrink them per app. */
export interface PushOptions {
  /** Lifetime of a minted token (`expires_in`). */
  tokenTtlS: number;
  /** Server heartbeat period; announced to the client as `ping` in the connect reply. */
  pingMs: number;
  /** How long the client has to answer a heartbeat before it is disconnected (3012 no pong). */
  pongTimeoutMs: number;
  /** A connection whose token expired closes this long after expiry unless it refreshed (3005). */
  expiryGraceMs: number;
  /** A socket that has not sent a valid connect command by then is closed (3502 stale). */
  connectTimeoutMs: number;
  /** Whether the connect reply announces `expires`/`ttl` so the official client refreshes in-band. */
  announceExpiry: boolean;
}

const num = (v: string | undefined, fallback: number): number => {
  const n = v === undefined || v === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

// The service config belongs to another part; these knobs are read here so the push feed can be
// tuned (PUSH_TOKEN_TTL_S, PUSH_PING_S) without touching it.
function fromEnv(env: NodeJS.ProcessEnv = process.env): PushOptions {
  return {
    tokenTtlS: Math.round(num(env.PUSH_TOKEN_TTL_S, 900)),
    pingMs: num(env.PUSH_PING_S, 25) * 1000,
    pongTimeoutMs: num(env.PUSH_PONG_TIMEOUT_S, 8) * 1000,
    expiryGraceMs: num(env.PUSH_EXPIRY_GRACE_S, 10) * 1000,
    connectTimeoutMs: num(env.PUSH_CONNECT_TIMEOUT_S, 10) * 1000,
    announceExpiry: env.PUSH_ANNOUNCE_EXPIRY !== '0',
  };
}

const perApp = new WeakMap<FastifyInstance, PushOptions>();

/** The live, mutable options of one app: the feed reads them on every use, so tests may edit them. */
export function pushOptions(app: FastifyInstance): PushOptions {
  let opts = perApp.get(app);
  if (!opts) {
    opts = fromEnv();
    perApp.set(app, opts);
  }
  return opts;
}
