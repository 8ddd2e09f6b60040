import { describe, expect, it } from 'vitest';
import { describeApiError } from './describe-api-error';
import { errorFromResponse } from './error-model';

describe('describeApiError', () => {
  it('names a 503’s own reason from its body, never a rate limit', () => {
    const text = describeApiError(
      errorFromResponse(503, { error: 'maintenance', detail: 'Scores resume at 14:00 UTC.' }, 120),
    );
    expect(text).toBe('The data service is unavailable for now: Scores resume at 14:00 UTC.');
    expect(text).not.toMatch(/limit|too many/i);
  });

  it('reads the rollup’s 503 as the rollup being built', () => {
    expect(describeApiError(errorFromResponse(503, { error: 'coverage_unavailable' }, 60))).toMatch(
      /coverage rollup is not built yet/,
    );
  });

  it('says a bare 503 is a passing unavailability', () => {
    expect(describeApiError(errorFromResponse(503, {}, null))).toBe(
      'The data service is unavailable for now.',
    );
  });
});

describe('describeApiError for a refusal it has no words for', () => {
  it('keeps the code out of the sentence', () => {
    expect(describeApiError(errorFromResponse(400, { error: 'bad_widget' }, null))).toBe(
      'The data service refused the request.',
    );
  });
});
