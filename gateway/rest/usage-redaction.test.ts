import { describe, expect, it } from 'vitest';
import { redactUsage } from './usage-redaction';

describe('gateway: the usage read names no key', () => {
  it('drops the principal and any field naming the key or its holder, at any depth', () => {
    const body = {
      principal: 'key:demo-u…',
      key_id: 'k_123',
      key_prefix: 'demo',
      owner: { email: 'someone@example.com', name: 'x' },
      tier: 'ultra',
      limits: { per_minute: 600, per_day: 500000, key_hash: 'abc' },
      today: { calls: 3, errors: 0, remaining_day: 499997 },
      history: [{ day: '2026-11-21', calls: 3, errors: 0, api_key: 'demo-ultra' }],
      as_of: '2026-11-21T12:00:00.000Z',
    };
    expect(redactUsage(body)).toEqual({
      tier: 'ultra',
      limits: { per_minute: 600, per_day: 500000 },
      today: { calls: 3, errors: 0, remaining_day: 499997 },
      history: [{ day: '2026-11-21', calls: 3, errors: 0 }],
      as_of: '2026-11-21T12:00:00.000Z',
    });
  });

  it('leaves an error body as it is', () => {
    expect(redactUsage({ error: 'rate_limited', detail: 'x' })).toEqual({
      error: 'rate_limited',
      detail: 'x',
    });
  });
});
