/** Everything the local service can be told at start; tests pass these to buildApp directly. */
export interface ServiceConfig {
  host: string;
  port: number;
  /**
   * Port of the loopback-only admin listener (fault controls, server/faults). Unset: derived from
   * `port` by `adminPortFor`; 0 picks a free port.
   */
  adminPort?: number;
  /**
   * Whether the coverage rollup is built before the app reports ready (default true). The test
   * config turns it off so suites that never read coverage do not pay the build.
   */
  coverageAtStart?: boolean;
  /** Replay speed: 1 plays real matches at their real pace, 60 plays an hour in a minute. */
  speed: number;
  /** Seed of every simulated choice (schedule order, market noise, corroboration delays). */
  seed: number;
  /** Number of courts playing back to back; roughly how many matches are live at once. */
  courts: number;
  /** Start of the replay schedule (ms since epoch). Fixed at speed 1 so match ids survive restarts. */
  epochMs: number;
  /** Divides the rate-limit windows (minute, day, month, 24 h block) so tests can cross them quickly. */
  windowScale: number;
  /** The service clock; tests inject a controllable one. */
  now: () => number;
  /** Whether the per-point surface (GET /matches/{id}/points) is switched on. */
  pointsEnabled: boolean;
  /**
   * Whether point frames flow on the feeds (native `points` signal, push point channels, point
   * webhooks). live-surface.md: config-gated and off by default; FEED_POINTS=1 switches it on.
   */
  pointFeed?: boolean;
  /** Native feed knobs (server/feeds); unset means the spec's values. The bench lifts the per-key limit. */
  wsMaxPerKey?: number;
  wsMaxConnections?: number;
  wsPingMs?: number;
  /**
   * Schedules the native feed's subscribe deadline (a socket that has not subscribed in time is
   * closed); returns its cancel. Tests pass their own to fire it without waiting.
   */
  wsDeadlineTimer?: (fire: () => void, ms: number) => () => void;
  /** How often the publisher compares the world with what it sent (ms). */
  feedTickMs?: number;
  /** False (PLAUSIBLE=0) lets load tests fill hundreds of courts: players may overlap, recordings repeat. */
  plausible?: boolean;
}

const num = (v: string | undefined, fallback: number): number => {
  const n = v === undefined || v === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

/** At speed 1 the schedule starts on a fixed date; faster replays start an hour before launch. */
function defaultEpoch(speed: number, nowMs: number): number {
  if (speed === 1) return Date.UTC(2026, 10, 1);
  return nowMs - 3_600_000;
}

/**
 * The admin listener's port: ADMIN_PORT when set, else the service port + 1 (8788 beside the
 * default 8787; nothing else in the project sits there: the dashboard and gateways use 5173-5176,
 * the benches 8799 or free ports). A service on port 0 (tests) takes a free admin port too.
 */
export function adminPortFor(port: number, adminPort?: number): number {
  if (adminPort !== undefined) return adminPort;
  return port === 0 ? 0 : port + 1;
}

/** Reads the configuration from the environment (PORT, ADMIN_PORT, HOST, SPEED, SEED, COURTS, EPOCH, WINDOW_SCALE). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const speed = num(env.SPEED, 1);
  const now = () => Date.now();
  const port = num(env.PORT, 8787);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    adminPort: adminPortFor(port, env.ADMIN_PORT ? num(env.ADMIN_PORT, port + 1) : undefined),
    speed,
    seed: num(env.SEED, 2026),
    courts: num(env.COURTS, 20),
    epochMs: env.EPOCH ? Date.parse(env.EPOCH) : defaultEpoch(speed, now()),
    windowScale: num(env.WINDOW_SCALE, 1),
    now,
    pointsEnabled: env.POINTS_DISABLED !== '1',
    pointFeed: env.FEED_POINTS === '1',
    coverageAtStart: true,
    wsMaxPerKey: env.WS_MAX_PER_KEY ? num(env.WS_MAX_PER_KEY, 2) : undefined,
    wsMaxConnections: env.WS_MAX_CONNECTIONS ? num(env.WS_MAX_CONNECTIONS, 10_000) : undefined,
    wsPingMs: env.WS_PING_MS ? num(env.WS_PING_MS, 15_000) : undefined,
    feedTickMs: env.FEED_TICK_MS ? num(env.FEED_TICK_MS, 50) : undefined,
    plausible: env.PLAUSIBLE !== '0',
  };
}

/** A configuration for tests: fast, seeded, with a clock the test controls. */
export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const start = Date.UTC(2026, 10, 21, 12, 0, 0);
  return {
    host: '127.0.0.1',
    port: 0,
    speed: 1,
    seed: 7,
    courts: 12,
    epochMs: Date.UTC(2026, 10, 20, 0, 0, 0),
    windowScale: 1,
    now: () => start,
    pointsEnabled: true,
    pointFeed: true,
    coverageAtStart: false,
    ...overrides,
  };
}

/** Point frames flow only where the per-point surface is on and the feed switch too. */
export function pointFramesFlow(cfg: Pick<ServiceConfig, 'pointsEnabled' | 'pointFeed'>): boolean {
  return cfg.pointsEnabled && cfg.pointFeed === true;
}
