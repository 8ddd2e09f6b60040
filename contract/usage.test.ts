import { describe, expect, test } from 'vitest';
import { Health } from './health';
import { Usage } from './usage';

describe('usage and health', () => {
  test('usage read', () => {
    const u = Usage.parse({
      principal: 'key_7f3a',
      tier: 'free',
      base_tier: 'free',
      tier_expires_at: null,
      channel: 'direct',
      limits: { per_minute: 30, per_day: 100 },
      today: { calls: 12, errors: 1, remaining_day: 88 },
      history: [{ day: '2026-09-19', calls: 40, errors: 0 }],
      as_of: '2026-09-20T12:00:00Z',
    });
    expect(u.today?.remaining_day).toBe(88);
    expect(Usage.parse({}).tier).toBeUndefined();
    expect(Usage.safeParse({ limits: { per_minute: '30' } }).success).toBe(false);
  });

  test('health', () => {
    expect(Health.parse({ status: 'ok', version: 'v1', uptime_s: 5 }).version).toBe('v1');
    expect(Health.safeParse({ status: 'ok', version: 'v2' }).success).toBe(false);
  });
});
