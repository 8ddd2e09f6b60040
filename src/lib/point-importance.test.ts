import { describe, expect, it } from 'vitest';
import { formatImportance } from './point-importance';

describe('formatImportance', () => {
  it('reads in percentage points, signless swing', () => {
    expect(formatImportance(0.038)).toBe('±3.8 pp');
    expect(formatImportance(-0.035)).toBe('±3.5 pp');
    expect(formatImportance(0.0001)).toBe('<0.1 pp');
  });
  it('is absent, never 0, when unknown', () => {
    expect(formatImportance(null)).toBeNull();
    expect(formatImportance(undefined)).toBeNull();
    expect(formatImportance(Number.NaN)).toBeNull();
  });
});
