import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultUpstreamBackoff, type UpstreamBackoff } from './feed/upstream-feed';

/** How the gateway holds its one upstream feed for every browser (`feed-hub.ts`). */
export interface FeedSettings {
  /** The upstream stays open this long after the last browser left: a reload does not redial. */
  lingerMs: number;
  /** The gateway's heartbeat to browsers. */
  pingMs: number;
  /** No frame or ping from the service for this long: the link is dead, redial. */
  silenceMs: number;
  heldScoreTtlMs: number;
  /** After an upstream outage, joiners within this long also get the points sent since. */
  catchUpMs: number;
  backoff: UpstreamBackoff;
  /** With Redis: the ingester's lock lives this long unless renewed (a third of it), so a dead ingester is replaced within about this. */
  ingestLockMs: number;
}

export const defaultFeedSettings: FeedSettings = {
  lingerMs: 30_000,
  pingMs: 15_000,
  silenceMs: 40_000,
  heldScoreTtlMs: 30 * 60_000,
  catchUpMs: 30_000,
  backoff: defaultUpstreamBackoff,
  ingestLockMs: 3_000,
};

/** Everything the gateway is told at start. The key stays in this process and nowhere else. */
export interface GatewayConfig {
  host: string;
  port: number;
  /** The Tennis Data Service base URL (local service or the real one). */
  baseUrl: string;
  /** The paid key, added to upstream requests server-side. */
  key: string;
  /** The built app (`vite build` output). */
  distDir: string;
  /** Extra origins the browser may open sockets to (the push feed's `ws_url` origin). */
  feedOrigins: string[];
  /**
   * `Host` values served besides the defaults (the listen address and `localhost` on the bound
   * port), as the browser sends them: `name` or `name:port`. Their `http://`/`https://` origins may
   * open the feed socket.
   */
  allowedHosts: string[];
  feed: FeedSettings;
  /**
   * `REDIS_URL`: instances share one upstream feed (an elected ingester), the REST cache and the
   * budget through this Redis. Absent: everything stays in this process.
   */
  redisUrl?: string | null;
  /**
   * `COURTSIDE_INSTANCE`, else the listen address: this instance's name across restarts on a shared
   * desk, under which it notes how far its browsers read the feed, so that started again it gives
   * them every point they missed. Instances sharing a Redis must have different names.
   */
  instanceId?: string | null;
  /**
   * `COURTSIDE_CACHE_TIME_SCALE`: the shared REST cache keeps answers this fraction of their route's
   * time (1 by default). For benches that run the page's clock faster than the gateway's
   * (bench:free-day at SPEED 120): kept 4.5 s of real time, a live list would be 9 minutes old on
   * the page's clock, and the page would read the cache instead of spending its plan's requests.
   */
  cacheTimeScale?: number;
  /**
   * Web Push: where keys and subscriptions are kept without Redis (else `COURTSIDE_PUSH_DIR`, else
   * `.cache/push`), and whether plain-HTTP push endpoints are accepted (a local stand-in push
   * service in tests; never in production).
   */
  push?: { dir?: string; allowHttpEndpoints?: boolean };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The push feed's origin when it lives beside the service: the base URL with a WebSocket scheme. */
export function wsOriginOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.origin.replace(/^http/, 'ws');
}

/** `COURTSIDE_ALLOWED_HOSTS`: comma- or space-separated; a URL given by mistake counts as its host. */
function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => (entry.includes('://') ? new URL(entry).host : entry).toLowerCase());
}

/** A positive decimal scale, else 1 (a typo must not turn the cache off or keep answers forever). */
function timeScale(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : 1;
}

/** A non-negative integer from the environment, else the default (a typo must not become 0 or NaN). */
function millis(value: string | undefined, fallback: number): number {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : fallback;
}

/** `COURTSIDE_FEED_LINGER_MS`, `COURTSIDE_FEED_PING_MS`, `COURTSIDE_FEED_BACKOFF_MAX_MS`, `COURTSIDE_INGEST_LOCK_MS`. */
function feedSettingsFromEnv(env: NodeJS.ProcessEnv): FeedSettings {
  const d = defaultFeedSettings;
  return {
    ...d,
    lingerMs: millis(env.COURTSIDE_FEED_LINGER_MS, d.lingerMs),
    pingMs: Math.max(1_000, millis(env.COURTSIDE_FEED_PING_MS, d.pingMs)),
    backoff: { ...d.backoff, maxMs: millis(env.COURTSIDE_FEED_BACKOFF_MAX_MS, d.backoff.maxMs) },
    ingestLockMs: Math.max(1_000, millis(env.COURTSIDE_INGEST_LOCK_MS, d.ingestLockMs)),
  };
}

/** Reads COURTSIDE_BASE_URL, COURTSIDE_KEY, COURTSIDE_FEED_ORIGINS, COURTSIDE_ALLOWED_HOSTS, PORT_UI, HOST_UI, REDIS_URL, COURTSIDE_CACHE_TIME_SCALE and the feed settings. */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const baseUrl = (env.COURTSIDE_BASE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
  const extra = (env.COURTSIDE_FEED_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  return {
    host: env.HOST_UI ?? '127.0.0.1',
    port: Number(env.PORT_UI ?? 5173),
    baseUrl,
    key: env.COURTSIDE_KEY ?? 'demo-ultra',
    distDir: env.COURTSIDE_DIST ?? path.join(root, 'dist'),
    feedOrigins: [wsOriginOf(baseUrl), ...extra],
    allowedHosts: parseAllowedHosts(env.COURTSIDE_ALLOWED_HOSTS),
    feed: feedSettingsFromEnv(env),
    redisUrl: env.REDIS_URL?.trim() || null,
    instanceId:
      env.COURTSIDE_INSTANCE?.trim() || `${env.HOST_UI ?? '127.0.0.1'}:${Number(env.PORT_UI ?? 5173)}`,
    cacheTimeScale: timeScale(env.COURTSIDE_CACHE_TIME_SCALE),
  };
}
