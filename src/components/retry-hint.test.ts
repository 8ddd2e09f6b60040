import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorFromResponse } from '../api/error-model';
import { retryHint } from './retry-hint';

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
