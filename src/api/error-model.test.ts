import { describe, expect, it } from 'vitest';
import { describeApiError } from './describe-api-error';
import { contractError, errorFromResponse, networkError, parseRetryAfter } from './error-model';

// Bodies are written from the spec's error table (live-surface.md, Errors; history-surface.md, Errors).
describe('error model: every status and code of the spec', () => {
  it('400 keeps the code, `allowed` and `bad`', () => {
    const e = errorFromResponse(
      400,
      { error: 'bad_tier', bad: ['x'], allowed: ['atp_250'], detail: 'no' },
      null,
    );
    expect(e.problem).toEqual({ type: 'bad_request', code: 'bad_tier', allowed: ['atp_250'], bad: ['x'] });
    expect(e.code).toBe('bad_tier');
    expect(e.detail).toBe('no');
  });
  it('400 ambiguous_name carries the candidate names, and what tells them apart when sent', () => {
    const e = errorFromResponse(
      400,
      {
        error: 'ambiguous_name',
        candidates: [
          { name: 'A' },
          { name: 'B', tour: 'wta', country: 'USA', first_year: 1995, last_year: 2022, current_only: false },
        ],
      },
      null,
    );
    expect(e.problem).toEqual({
      type: 'ambiguous_name',
      candidates: ['A', 'B'],
      people: [
        { name: 'A', tour: null, country: null, firstYear: null, lastYear: null, currentOnly: false },
        { name: 'B', tour: 'wta', country: 'USA', firstYear: 1995, lastYear: 2022, currentOnly: false },
      ],
    });
  });
  it('401 is unauthorized whatever the body', () => {
    expect(errorFromResponse(401, null, null).problem).toEqual({ type: 'unauthorized' });
  });
  it('403 upgrade_required with a capability or the used FREE history taste', () => {
    const cap = errorFromResponse(403, { error: 'upgrade_required', capability: 'archive_tape' }, null);
    expect(cap.problem).toEqual({
      type: 'upgrade_required',
      capability: 'archive_tape',
      freeHistoryTaste: null,
    });
    const taste = errorFromResponse(403, { error: 'upgrade_required', free_history_taste: 'used' }, null);
    expect(taste.problem).toEqual({ type: 'upgrade_required', capability: null, freeHistoryTaste: 'used' });
  });
  it('404 tells not_found, no_analysis, no_market and not_charted apart', () => {
    expect(errorFromResponse(404, { error: 'not_found' }, null).problem).toEqual({ type: 'not_found' });
    const nothing = { match_id: 7, coverage: 'none', detail: 'nothing computed' };
    expect(errorFromResponse(404, { error: 'no_analysis', ...nothing }, null).problem).toEqual({
      type: 'no_analysis',
      matchId: 7,
    });
    expect(errorFromResponse(404, { error: 'no_market', ...nothing }, null).problem).toEqual({
      type: 'no_market',
      matchId: 7,
    });
    expect(errorFromResponse(404, { error: 'not_charted', match_id: 9 }, null).problem).toEqual({
      type: 'not_charted',
      matchId: 9,
    });
  });
  it('409 webhook_limit', () => {
    expect(errorFromResponse(409, { error: 'webhook_limit' }, null).problem).toEqual({
      type: 'webhook_limit',
    });
  });
  it('410 merged carries the forwarding id, for matches and players', () => {
    const m = errorFromResponse(
      410,
      { error: 'merged', merged_into: 42, merged_at: '2026-09-01T00:00:00Z', detail: 'merged' },
      null,
    );
    expect(m.problem).toEqual({
      type: 'merged',
      resource: 'match',
      mergedInto: 42,
      mergedAt: '2026-09-01T00:00:00Z',
    });
    const p = errorFromResponse(
      410,
      { error: 'merged', player_id: 5, merged_into: 6, merged_at: null, detail: 'merged' },
      null,
    );
    expect(p.problem).toEqual({ type: 'merged', resource: 'player', mergedInto: 6, mergedAt: null });
  });
  it('429 per-minute shape names the next tier; Retry-After is kept', () => {
    const e = errorFromResponse(
      429,
      { error: 'rate_limited', upgrade_url: 'https://x/pricing', tier: 'basic', price: '$9/month' },
      12,
    );
    expect(e.problem).toEqual({
      type: 'rate_limited_minute',
      retryAfterS: 12,
      upgradeUrl: 'https://x/pricing',
      nextTier: 'basic',
      price: '$9/month',
    });
  });
  it('429 per-day shape carries the limit and the absolute reset instant', () => {
    const e = errorFromResponse(
      429,
      { error: 'rate_limited', scope: 'day', limit_per_day: 100, resets_at: '2026-11-22T00:00:00Z' },
      3600,
    );
    expect(e.problem).toEqual({
      type: 'rate_limited_day',
      retryAfterS: 3600,
      limitPerDay: 100,
      resetsAt: '2026-11-22T00:00:00Z',
    });
  });
  it('429 abuse_throttled carries the retry instant in ms', () => {
    const e = errorFromResponse(429, { error: 'abuse_throttled', retry_at_epoch: 1_800_000_000 }, 86400);
    expect(e.problem).toEqual({ type: 'abuse_throttled', retryAtMs: 1_800_000_000_000 });
  });
  it('503 coverage_unavailable', () => {
    expect(errorFromResponse(503, { error: 'coverage_unavailable' }, null).problem).toEqual({
      type: 'coverage_unavailable',
      retryAfterS: null,
    });
  });
  it('an unknown status or code stays readable, never a crash', () => {
    const e = errorFromResponse(418, 'not json object', null);
    expect(e.problem).toEqual({ type: 'other', status: 418, code: 'http_418' });
    // Readable words; the code stays with the error (views show it on hover), not in the sentence.
    expect(describeApiError(e)).toBe('The data service refused the request.');
    expect(e.code).toBe('http_418');
  });
  it('network failure and contract failure are their own kinds', () => {
    const n = networkError(new TypeError('fetch failed'));
    expect(n.kind).toBe('network');
    expect(n.problem).toEqual({ type: 'network', message: 'fetch failed' });
    expect(describeApiError(n)).toMatch(/could not be reached/);
    const c = contractError(200, 'data.0.id');
    expect(c.kind).toBe('contract');
    expect(c.problem).toEqual({ type: 'contract', where: 'data.0.id' });
  });
  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('30', 0)).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:01:00 GMT', 0)).toBe(60);
    expect(parseRetryAfter(null, 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});
