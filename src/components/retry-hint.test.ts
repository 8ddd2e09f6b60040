import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorFromResponse } from '../api/error-model';
import { retryHint, retryInstant } from './retry-hint';

describe('retryHint', () => {
  it('says how long to wait for a per-minute limit', () => {
    const error = errorFromResponse(429, { error: 'rate_limited', scope: 'minute' }, 20);
    expect(retryHint(error, 0)).toMatch(/^Try again in 20 s/);
  });

  it('is null for an error that is not a rate limit', () => {
    expect(retryHint(new ApiError('http', 500, 'internal'))).toBeNull();
  });

  it('still asks to wait on an unreadable 429', () => {
    expect(retryHint(new ApiError('http', 429, 'weird'))).toBe('Try again in a minute.');
  });
});

describe('retryInstant', () => {
  it('counts a per-minute Retry-After from the answer, and holds a day 429 until its resets_at', () => {
    expect(retryInstant(errorFromResponse(429, { error: 'rate_limited', scope: 'minute' }, 20), 1000)).toBe(
      21_000,
    );
    const resets = '2026-11-25T18:00:00Z';
    const day = errorFromResponse(429, { error: 'rate_limited', scope: 'day', resets_at: resets }, 60);
    expect(retryInstant(day, Date.parse(resets) - 3_600_000)).toBe(Date.parse(resets));
  });

  it('is null for a refusal asking again would not change', () => {
    expect(retryInstant(new ApiError('http', 404, 'not_found'), 0)).toBeNull();
    expect(retryInstant(errorFromResponse(403, { error: 'upgrade_required' }, null), 0)).toBeNull();
  });
});
