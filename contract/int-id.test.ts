import { describe, expect, it } from 'vitest';
import { IntIdParam } from './common';
import { parseIntId } from './int-id';

describe('integer ids in URLs', () => {
  it('accepts every safe integer, up to 2^53 − 1', () => {
    expect(parseIntId('1')).toBe(1);
    expect(parseIntId('123456789012345')).toBe(123456789012345);
    expect(parseIntId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(IntIdParam.parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not a safe integer', () => {
    expect(parseIntId('9007199254740992')).toBeNull();
    expect(parseIntId('12345678901234567')).toBeNull();
    expect(['', '-1', '1.5', '1e3', 'abc', ' 1', undefined, null].map(parseIntId)).toEqual(
      Array(8).fill(null),
    );
    expect(IntIdParam.safeParse('9007199254740992').success).toBe(false);
  });
});
