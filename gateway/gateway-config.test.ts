import { describe, expect, it } from 'vitest';
import { gatewayConfigFromEnv } from './gateway-config';

describe('COURTSIDE_CACHE_TIME_SCALE', () => {
  it('scales the shared cache for a bench whose page clock runs faster, and is 1 otherwise', () => {
    expect(gatewayConfigFromEnv({ COURTSIDE_CACHE_TIME_SCALE: '0.008333' }).cacheTimeScale).toBe(0.008333);
    expect(gatewayConfigFromEnv({}).cacheTimeScale).toBe(1);
    // A typo neither turns the cache off nor keeps answers forever.
    for (const typo of ['0', '-1', 'fast', '']) {
      expect(gatewayConfigFromEnv({ COURTSIDE_CACHE_TIME_SCALE: typo }).cacheTimeScale).toBe(1);
    }
  });
});
