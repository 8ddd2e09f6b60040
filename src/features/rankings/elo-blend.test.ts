import { describe, expect, it } from 'vitest';
import { blendedElo } from './elo-blend';

describe('blendedElo', () => {
  it('is the mean of the surface and the overall rating', () => {
    // Nadal as of 2024-08-12 on the service's ladders: clay 2315.7, overall 2288.2.
    expect(blendedElo(2315.7, 2288.2)).toBeCloseTo(2301.95, 6);
  });

  it('is unknown when either rating is', () => {
    expect(blendedElo(null, 2000)).toBeNull();
    expect(blendedElo(2000, null)).toBeNull();
  });
});
