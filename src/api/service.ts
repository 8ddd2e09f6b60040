import { Health, USAGE_PATH, Usage, WsTokenResponse } from '../../contract/mini/browser-schemas';
import { apiGet, type CallOptions } from './http';

// Service-level reads, apart from the catalogue so the slate's first JS carries no catalogue schemas.

/** GET /health (no key): liveness and API version. */
export function getHealth(opts?: CallOptions) {
  return apiGet('/health', {}, Health, opts);
}

/** GET /usage (FREE, quota-exempt): the key's own usage against its limits. */
export function getUsage(opts?: CallOptions) {
  return apiGet(USAGE_PATH, {}, Usage, opts);
}

/** GET /ws-token (ULTRA): a short-lived push-feed token; mint a fresh one on every reconnect. */
export function getWsToken(opts?: CallOptions) {
  return apiGet('/ws-token', {}, WsTokenResponse, opts);
}
