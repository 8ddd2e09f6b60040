import {
  AbuseThrottled,
  AmbiguousName,
  BadRequest,
  MatchMerged,
  NothingForMatch,
  PlayerMerged,
  RateLimitedDay,
  RateLimitedMinute,
  UpgradeRequired,
} from '../../contract/mini/browser-schemas';
import { ApiError } from './api-error';

/**
 * One candidate of an ambiguous name with what tells namesakes apart, where the service sends it
 * (the local service does: tour, country, seasons; another service may send the name only).
 */
export interface CandidatePerson {
  name: string;
  tour: string | null;
  country: string | null;
  firstYear: number | null;
  lastYear: number | null;
  /** Known only from matches of 2023 on. */
  currentOnly: boolean;
}

const intOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

function candidatePerson(c: { name: string } & Record<string, unknown>): CandidatePerson {
  return {
    name: c.name,
    tour: str(c.tour),
    country: str(c.country),
    firstYear: intOrNull(c.first_year),
    lastYear: intOrNull(c.last_year),
    currentOnly: c.current_only === true,
  };
}

/** Every failure the spec names, as one discriminated union the views switch on. */
export type ApiProblem =
  | { type: 'bad_request'; code: string; allowed: string[] | null; bad: string[] | null }
  | { type: 'ambiguous_name'; candidates: string[]; people: CandidatePerson[] }
  | { type: 'unauthorized' }
  | { type: 'upgrade_required'; capability: string | null; freeHistoryTaste: string | null }
  | { type: 'not_found' }
  | { type: 'no_analysis' | 'no_market'; matchId: number | null }
  | { type: 'not_charted'; matchId: number | null }
  | { type: 'webhook_limit' }
  | { type: 'merged'; resource: 'match' | 'player'; mergedInto: number | null; mergedAt: string | null }
  | {
      type: 'rate_limited_minute';
      retryAfterS: number | null;
      upgradeUrl: string | null;
      nextTier: string | null;
      price: string | null;
    }
  | {
      type: 'rate_limited_day';
      retryAfterS: number | null;
      limitPerDay: number | null;
      resetsAt: string | null;
    }
  | { type: 'abuse_throttled'; retryAtMs: number | null }
  | { type: 'coverage_unavailable'; retryAfterS: number | null }
  | { type: 'network'; message: string | null }
  | { type: 'contract'; where: string }
  | { type: 'budget'; reason: 'day_spent' | 'minute_full' | 'blocked' | 'stopped'; retryAtMs: number | null }
  | { type: 'other'; status: number; code: string };

type Body = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Seconds from a `Retry-After` header (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (!value) return null;
  const secs = Number(value);
  if (Number.isFinite(secs)) return Math.max(0, secs);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - nowMs) / 1000)) : null;
}

function http404(code: string, body: Body): ApiProblem {
  if (code === 'no_analysis' || code === 'no_market') {
    const r = NothingForMatch().safeParse(body);
    return { type: code, matchId: r.success ? r.data.match_id : null };
  }
  if (code === 'not_charted') {
    return { type: 'not_charted', matchId: typeof body.match_id === 'number' ? body.match_id : null };
  }
  return { type: 'not_found' };
}

function http429(code: string, body: Body, retryAfterS: number | null): ApiProblem {
  if (code === 'abuse_throttled') {
    const r = AbuseThrottled().safeParse(body);
    return { type: 'abuse_throttled', retryAtMs: r.success ? r.data.retry_at_epoch * 1000 : null };
  }
  if (body.scope === 'day') {
    const r = RateLimitedDay().safeParse(body);
    return {
      type: 'rate_limited_day',
      retryAfterS,
      limitPerDay: r.success ? r.data.limit_per_day : null,
      resetsAt: r.success ? r.data.resets_at : str(body.resets_at),
    };
  }
  const r = RateLimitedMinute().safeParse(body);
  return {
    type: 'rate_limited_minute',
    retryAfterS,
    upgradeUrl: r.success ? r.data.upgrade_url : str(body.upgrade_url),
    nextTier: r.success ? r.data.tier : str(body.tier),
    price: r.success ? r.data.price : str(body.price),
  };
}

/** Reads a non-2xx answer into the spec's error model; unknown codes keep their status and code. */
function problemFromResponse(status: number, body: unknown, retryAfterS: number | null): ApiProblem {
  const b: Body = typeof body === 'object' && body !== null ? (body as Body) : {};
  const code = str(b.error) ?? `http_${status}`;
  if (status === 400) {
    if (code === 'ambiguous_name') {
      const r = AmbiguousName().safeParse(b);
      const people = r.success ? r.data.candidates.map(candidatePerson) : [];
      return { type: 'ambiguous_name', candidates: people.map((c) => c.name), people };
    }
    const r = BadRequest().safeParse(b);
    return {
      type: 'bad_request',
      code,
      allowed: r.success ? (r.data.allowed ?? null) : null,
      bad: r.success ? (r.data.bad ?? null) : null,
    };
  }
  if (status === 401) return { type: 'unauthorized' };
  if (status === 403) {
    const r = UpgradeRequired().safeParse({ ...b, error: 'upgrade_required' });
    return {
      type: 'upgrade_required',
      capability: r.success ? (r.data.capability ?? null) : null,
      freeHistoryTaste: r.success ? (r.data.free_history_taste ?? null) : null,
    };
  }
  if (status === 404) return http404(code, b);
  if (status === 409 && code === 'webhook_limit') return { type: 'webhook_limit' };
  if (status === 410) {
    const player = PlayerMerged().safeParse(b);
    if (player.success) {
      const p = player.data;
      return { type: 'merged', resource: 'player', mergedInto: p.merged_into, mergedAt: p.merged_at };
    }
    const m = MatchMerged().safeParse(b);
    const into = typeof b.merged_into === 'number' ? b.merged_into : null;
    return m.success
      ? { type: 'merged', resource: 'match', mergedInto: m.data.merged_into, mergedAt: m.data.merged_at }
      : { type: 'merged', resource: 'match', mergedInto: into, mergedAt: str(b.merged_at) };
  }
  if (status === 429) return http429(code, b, retryAfterS);
  if (status === 503 && code === 'coverage_unavailable') return { type: 'coverage_unavailable', retryAfterS };
  return { type: 'other', status, code };
}

/** The ApiError for a non-2xx answer. */
export function errorFromResponse(status: number, body: unknown, retryAfterS: number | null): ApiError {
  const b: Body = typeof body === 'object' && body !== null ? (body as Body) : {};
  const code = str(b.error) ?? `http_${status}`;
  return new ApiError('http', status, code, str(b.detail), problemFromResponse(status, body, retryAfterS));
}

/** The ApiError for a request that never got an answer. */
export function networkError(err: unknown): ApiError {
  const message = err instanceof Error ? err.message : null;
  return new ApiError('network', 0, 'network_error', message, { type: 'network', message });
}

/** The ApiError for an answer that could not be read at all, even tolerantly. */
export function contractError(status: number, where: string): ApiError {
  return new ApiError('contract', status, 'contract_mismatch', `Unexpected response (${where}).`, {
    type: 'contract',
    where,
  });
}
