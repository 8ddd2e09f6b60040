import { describe, expect, it } from 'vitest';
import { tierKey } from './view-states';

describe('tierKey', () => {
  it('puts the article the tier name is said with', () => {
    expect(['BASIC', 'PRO', 'ULTRA'].map(tierKey)).toEqual(['a BASIC key', 'a PRO key', 'an ULTRA key']);
    expect(tierKey('ULTRA or a History plan')).toBe('an ULTRA key or a History plan');
  });
});
