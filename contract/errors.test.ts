import { describe, expect, test } from 'vitest';
import {
  AbuseThrottled,
  AmbiguousName,
  ApiError,
  BadRequest,
  CoverageUnavailable,
  httpStatusFor,
  MatchMerged,
  NotCharted,
  NothingForMatch,
  PlayerMerged,
  RateLimitedDay,
  RateLimitedMinute,
  UpgradeRequired,
  WebhookLimit,
} from './errors';

describe('error bodies', () => {
  test('400 with allowed and bad, and an unknown future code', () => {
    expect(BadRequest.parse({ error: 'bad_tier', bad: ['masters'], allowed: ['atp_250'] }).bad).toEqual([
      'masters',
    ]);
    expect(BadRequest.safeParse({ error: 'bad_surface_v2', detail: 'later code' }).success).toBe(true);
    expect(BadRequest.safeParse({ error: 'bad_status', allowed: 'live' }).success).toBe(false);
  });

  test('ambiguous_name carries the candidates', () => {
    const body = {
      error: 'ambiguous_name',
      detail: 'matches 2 people',
      candidates: [{ name: 'Alexander Zverev' }],
    };
    expect(AmbiguousName.parse(body).candidates).toHaveLength(1);
  });

  test('403 upgrade_required variants', () => {
    expect(
      UpgradeRequired.parse({ error: 'upgrade_required', free_history_taste: 'used' }).free_history_taste,
    ).toBe('used');
    expect(UpgradeRequired.parse({ error: 'upgrade_required', capability: 'archive_tape' }).capability).toBe(
      'archive_tape',
    );
  });

  test('404 bodies', () => {
    const noAnalysis = {
      error: 'no_analysis',
      match_id: 48213,
      coverage: 'none',
      detail: 'nothing computed yet',
    };
    expect(NothingForMatch.parse(noAnalysis).match_id).toBe(48213);
    expect(NothingForMatch.safeParse({ ...noAnalysis, coverage: 'partial' }).success).toBe(false);
    expect(NothingForMatch.safeParse({ ...noAnalysis, match_id: undefined }).success).toBe(false);
    expect(
      NotCharted.parse({ error: 'not_charted', match_id: 48213, detail: 'held, never charted' }).error,
    ).toBe('not_charted');
  });

  test('409 and 410 bodies', () => {
    expect(WebhookLimit.parse({ error: 'webhook_limit', detail: '3 per key' }).error).toBe('webhook_limit');
    const merged = {
      error: 'merged',
      merged_into: 48300,
      merged_at: '2026-09-19T10:00:00Z',
      detail: 'duplicate',
    };
    expect(MatchMerged.parse(merged).merged_into).toBe(48300);
    expect(MatchMerged.parse({ ...merged, merged_into: null }).merged_into).toBeNull();
    expect(MatchMerged.safeParse({ ...merged, merged_at: 'yesterday' }).success).toBe(false);
    expect(PlayerMerged.parse({ ...merged, player_id: 2071, merged_into: 2070 }).player_id).toBe(2071);
  });

  test('429 minute, day and abuse shapes are told apart', () => {
    const minute = {
      error: 'rate_limited',
      upgrade_url: 'https://example.test/pricing',
      tier: 'basic',
      price: '$9/mo',
    };
    const day = {
      error: 'rate_limited',
      scope: 'day',
      limit_per_day: 100,
      resets_at: '2026-09-21T00:00:00Z',
    };
    expect(RateLimitedMinute.safeParse(minute).success).toBe(true);
    expect(RateLimitedDay.safeParse(minute).success).toBe(false);
    expect(RateLimitedDay.parse(day).limit_per_day).toBe(100);
    expect(RateLimitedMinute.safeParse(day).success).toBe(false);
    expect(
      AbuseThrottled.parse({ error: 'abuse_throttled', retry_at_epoch: 1790000000 }).retry_at_epoch,
    ).toBe(1790000000);
    expect(AbuseThrottled.safeParse({ error: 'abuse_throttled', retry_at_epoch: '1790000000' }).success).toBe(
      false,
    );
  });

  test('503 and the catch-all union', () => {
    expect(CoverageUnavailable.parse({ error: 'coverage_unavailable' }).error).toBe('coverage_unavailable');
    expect(ApiError.parse({ error: 'something_new', detail: 'added within v1' }).error).toBe('something_new');
    expect(ApiError.safeParse({ detail: 'no code' }).success).toBe(false);
  });

  test('status codes by error code', () => {
    expect(httpStatusFor('bad_tier')).toBe(400);
    expect(httpStatusFor('merged')).toBe(410);
    expect(httpStatusFor('abuse_throttled')).toBe(429);
    expect(httpStatusFor('coverage_unavailable')).toBe(503);
    expect(httpStatusFor('constructor')).toBe(400);
  });
});
