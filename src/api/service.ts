import { apiGet, type CallOptions, lazySchema } from './http';

// Service-level reads, apart from the catalogue so the slate's first JS carries no catalogue schemas;
// their light schemas load beside the first read (see http.ts).
const schemas = () => import('../../contract/mini/browser-schemas');
const Health = lazySchema(schemas, (m) => m.Health());
const Usage = lazySchema(schemas, (m) => m.Usage());
const WsTokenResponse = lazySchema(schemas, (m) => m.WsTokenResponse());

/** GET /health (no key): liveness and API version. */
export function getHealth(opts?: CallOptions) {
  return apiGet('/health', {}, Health, opts);
}

/** GET /usage (FREE, quota-exempt): the key's own usage against its limits. */
export function getUsage(opts?: CallOptions) {
  return apiGet('/usage', {}, Usage, opts);
}

/** GET /ws-token (ULTRA): a short-lived push-feed token; mint a fresh one on every reconnect. */
export function getWsToken(opts?: CallOptions) {
  return apiGet('/ws-token', {}, WsTokenResponse, opts);
}
