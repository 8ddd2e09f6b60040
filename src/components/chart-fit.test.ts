import { describe, expect, it } from 'vitest';
import { domainTicks, fitDomain } from './chart-fit';

describe('fitDomain', () => {
  it('fits a 92→97% move instead of 0–100%', () => {
    expect(fitDomain([0.92, 0.95, 0.97, null])).toEqual([0.9, 1]);
  });
  it('keeps a swing across 50% whole and never leaves 0–1', () => {
    expect(fitDomain([0.31, 0.66])).toEqual([0.25, 0.7]);
    expect(fitDomain([0.001, 0.999])).toEqual([0, 1]);
    expect(fitDomain([])).toEqual([0, 1]);
  });
});

describe('domainTicks', () => {
  it('steps by 5 points on a narrow axis and 25 on the full one', () => {
    expect(domainTicks([0.9, 1])).toEqual([0.9, 0.95, 1]);
    expect(domainTicks([0.3, 1])).toEqual([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(domainTicks([0, 1])).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
