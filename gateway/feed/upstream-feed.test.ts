import { describe, expect, it } from 'vitest';
import { upstreamRetryDelay } from './upstream-feed';

const backoff = { baseMs: 500, refusedBaseMs: 2_000, maxMs: 30_000 };

describe('when the gateway redials the service feed', () => {
  it('never redials a refusal (1008) or a normal closure (1000) unchanged', () => {
    expect(upstreamRetryDelay(1008, 0, backoff)).toBeNull();
    expect(upstreamRetryDelay(1000, 0, backoff)).toBeNull();
  });

  it('backs off exponentially with jitter in [delay/2, delay], longer after a 1013, capped', () => {
    expect(upstreamRetryDelay(1012, 0, backoff, () => 0)).toBe(250);
    expect(upstreamRetryDelay(1012, 0, backoff, () => 1)).toBe(500);
    expect(upstreamRetryDelay(1006, 2, backoff, () => 1)).toBe(2_000);
    expect(upstreamRetryDelay(1013, 0, backoff, () => 1)).toBe(2_000);
    expect(upstreamRetryDelay(1012, 20, backoff, () => 1)).toBe(30_000);
  });
});
