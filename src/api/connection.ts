// How the dashboard reaches the Tennis Data Service. Two modes:
// - gateway: same-origin `/api`, the gateway adds the key server-side; the browser holds no key.
// - direct: the service's own base URL plus a FREE key in `X-API-Key` (a FREE key is acceptable in
//   browser code per the spec; paid keys never are, so direct mode only ever carries the FREE key).

/** Connection settings the fetch layer reads on every request. */
export type Connection =
  | { mode: 'gateway'; baseUrl: string }
  | { mode: 'direct'; baseUrl: string; apiKey: string };

/** Runtime configuration the gateway may inject into the page as `window.__COURTSIDE__`. */
export interface RuntimeConfig {
  mode?: 'gateway' | 'direct';
  baseUrl?: string;
  /** Direct mode only: the FREE key. Ignored in gateway mode. */
  apiKey?: string;
  /** Where the live feed connects (read by src/live); the gateway serves it under its own path. */
  feedPath?: string;
}

declare global {
  interface Window {
    __COURTSIDE__?: RuntimeConfig;
  }
}

/** localStorage key holding the user's direct-mode settings (base URL and FREE key). */
export const DIRECT_SETTINGS_KEY = 'courtside.direct-connection';

const DEFAULT_GATEWAY_BASE = '/api';

let override: Connection | null = null;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Builds a connection from raw settings; a direct setting without a key falls back to gateway mode. */
export function resolveConnection(cfg: RuntimeConfig | undefined, fallbackBase?: string): Connection {
  if (cfg?.mode === 'direct' && cfg.baseUrl && cfg.apiKey) {
    return { mode: 'direct', baseUrl: trimSlash(cfg.baseUrl), apiKey: cfg.apiKey };
  }
  const base = cfg?.mode === 'gateway' && cfg.baseUrl ? cfg.baseUrl : (fallbackBase ?? DEFAULT_GATEWAY_BASE);
  return { mode: 'gateway', baseUrl: trimSlash(base) };
}

function storedDirectSettings(): RuntimeConfig | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(DIRECT_SETTINGS_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as RuntimeConfig;
    return { mode: 'direct', baseUrl: parsed.baseUrl, apiKey: parsed.apiKey };
  } catch {
    return undefined;
  }
}

function envBase(): string | undefined {
  try {
    return import.meta.env?.VITE_API_BASE;
  } catch {
    return undefined;
  }
}

/** The connection in force: a test/bench override, else the injected config, else stored direct settings, else `/api`. */
export function currentConnection(): Connection {
  if (override) return override;
  const injected = typeof window === 'undefined' ? undefined : window.__COURTSIDE__;
  // The gateway's injected config wins: a page served by the gateway must never send a key.
  if (injected?.mode === 'gateway') return resolveConnection(injected);
  return resolveConnection(injected ?? storedDirectSettings(), envBase());
}

/** Replaces the connection (tests, the bench, a settings page); `null` restores the configured one. */
export function setConnection(next: Connection | null): void {
  override = next;
}

/** Saves direct-mode settings for this browser; only ever called with a FREE key. */
export function saveDirectSettings(baseUrl: string, apiKey: string): void {
  globalThis.localStorage?.setItem(DIRECT_SETTINGS_KEY, JSON.stringify({ baseUrl, apiKey }));
}

/** Headers that authenticate a request: the key in direct mode, nothing at all in gateway mode. */
export function authHeaders(conn: Connection): Record<string, string> {
  return conn.mode === 'direct' ? { 'X-API-Key': conn.apiKey } : {};
}
