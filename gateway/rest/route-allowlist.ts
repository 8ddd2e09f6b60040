import { type Refusal, refusal } from '../security/refusal';
import { pathSegments } from './api-path';
import { CONTRACT_ROUTES, type ContractRoute, PARAM_RULES, type WriteRule } from './contract-routes';

/** What the gateway does with a request under `/api`. */
export type ApiDecision =
  | { kind: 'forward'; route: ContractRoute; upstreamPath: string; write: WriteRule | null }
  /** Same-origin only: OPTIONS is answered here with `Allow`, no CORS grant, nothing forwarded. */
  | { kind: 'options'; allow: string[] }
  | { kind: 'refuse'; refusal: Refusal };

type Compiled = { route: ContractRoute; parts: string[] };
const COMPILED: Compiled[] = CONTRACT_ROUTES.map((route) => ({
  route,
  parts: route.path.slice(1).split('/'),
}));

const paramName = (part: string) => (part.startsWith('{') && part.endsWith('}') ? part.slice(1, -1) : null);

/** The methods a route takes, in the order `Allow` lists them; HEAD wherever GET (RFC 9110 9.3.2). */
function allowedMethods(route: ContractRoute): string[] {
  return [...(route.noGet ? [] : ['GET', 'HEAD']), 'OPTIONS', ...Object.keys(route.writes ?? {})];
}

/**
 * The contract route `segments` (the path after `/api`) names, or the refusal: 404 `not_found` for
 * a path the contract does not have, or the parameter's own refusal when a template matches but an
 * id breaks its rule. The upstream path is rebuilt from the template, so only checked text leaves.
 */
function matchRoute(
  segments: readonly string[],
): { ok: true; route: ContractRoute; upstreamPath: string } | { ok: false; refusal: Refusal } {
  let paramRefusal: Refusal | null = null;
  for (const { route, parts } of COMPILED) {
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => paramName(part) !== null || part === segments[i])) continue;
    // Every literal segment matches: the path is this route, and each id must follow its rule.
    const broken = parts.findIndex((part, i) => {
      const name = paramName(part);
      return name !== null && !PARAM_RULES[name].pattern.test(segments[i]);
    });
    if (broken < 0)
      return { ok: true, route, upstreamPath: `/${segments.map(encodeURIComponent).join('/')}` };
    const name = paramName(parts[broken])!;
    const rule = PARAM_RULES[name].refusal;
    paramRefusal ??= refusal(rule.status, rule.error, `'${segments[broken]}' is not a valid ${name}.`);
  }
  return {
    ok: false,
    refusal: paramRefusal ?? refusal(404, 'not_found', 'No such path in the service contract.'),
  };
}

/**
 * Decides a request under `/api` before anything is read or forwarded: the path is normalised (400),
 * matched against the contract (404), then its method checked (405; 426 for the feed's path without
 * an upgrade). `upgrade` is true for a WebSocket handshake, which only the feed's path takes.
 */
export function decideApiRequest(
  method: string,
  rawUrl: string,
  opts: { upgrade?: boolean } = {},
): ApiDecision {
  const path = pathSegments(rawUrl);
  if (!path.ok) return { kind: 'refuse', refusal: path.refusal };
  const [prefix, ...rest] = path.segments;
  if (prefix !== 'api')
    return { kind: 'refuse', refusal: refusal(404, 'not_found', 'Only /api/* reaches the service.') };
  const matched = matchRoute(rest);
  if (!matched.ok) return { kind: 'refuse', refusal: matched.refusal };
  const { route, upstreamPath } = matched;
  if (opts.upgrade) {
    return route.websocket
      ? { kind: 'forward', route, upstreamPath, write: null }
      : { kind: 'refuse', refusal: refusal(404, 'not_found', 'No WebSocket at this path.') };
  }
  const allow = allowedMethods(route);
  if (method === 'OPTIONS') return { kind: 'options', allow };
  if (route.websocket)
    return {
      kind: 'refuse',
      refusal: refusal(426, 'websocket_required', 'The native feed is a WebSocket: open it with an upgrade.'),
    };
  if (!allow.includes(method))
    return {
      kind: 'refuse',
      refusal: refusal(405, 'method_not_allowed', `${method} is not allowed on ${route.path}.`, {
        allowed: allow,
        headers: { Allow: allow.join(', ') },
      }),
    };
  const write = route.writes?.[method as 'POST' | 'DELETE'] ?? null;
  return { kind: 'forward', route, upstreamPath, write };
}
