import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineQuery, field, fromSearchParams, parseQuery, parseRequest } from './query';
import { csvOf, intString, parseInstant, parseTimeBound, repeatedInts } from './query-params';

const Q = defineQuery(
  {
    a: field(z.enum(['x', 'y']).default('x'), 'bad_status', { allowed: ['x', 'y'] }),
    n: field(intString({ min: 1, max: 5 }).optional(), 'bad_request', { rule: 'an integer 1 to 5' }),
    list: field(csvOf(['p', 'q']).optional(), 'bad_tier', { allowed: ['p', 'q'] }),
  },
  {
    raw: [
      (raw) => (raw.forbidden !== undefined ? { error: 'bad_withdrawn_since', detail: 'no' } : undefined),
    ],
    rules: [(v) => (v.a === 'y' && v.n === 5 ? { error: 'bad_combination', detail: 'y with 5' } : undefined)],
  },
);

describe('parseQuery', () => {
  test('applies defaults and ignores parameters it does not name (the token credential)', () => {
    expect(parseQuery(Q, { token: 'secret-key' })).toEqual({ ok: true, value: { a: 'x' } });
  });

  test('the first failing parameter in declared order decides the code', () => {
    const r = parseQuery(Q, { list: 'p,zz', n: '9', a: 'nope' });
    expect(r).toEqual({
      ok: false,
      error: { error: 'bad_status', allowed: ['x', 'y'], detail: expect.stringContaining('a=nope') },
    });
    const second = parseQuery(Q, { list: 'p,zz', n: '9' });
    expect(second.ok === false && second.error.error).toBe('bad_request');
    expect(second.ok === false && second.error.detail).toBe('n=9: expected an integer 1 to 5');
  });

  test('an inner list schema contributes the rejected items as `bad`', () => {
    const r = parseQuery(Q, { list: 'p,zz,q,yy' });
    expect(r.ok === false && r.error).toMatchObject({
      error: 'bad_tier',
      bad: ['zz', 'yy'],
      allowed: ['p', 'q'],
    });
  });

  test('a repeated single-valued parameter is a bad value of that parameter', () => {
    const r = parseQuery(Q, new URLSearchParams('a=x&a=y'));
    expect(r.ok === false && r.error.error).toBe('bad_status');
  });

  test('raw checks run before fields and rules run after them', () => {
    expect(parseQuery(Q, { a: 'bogus', forbidden: '1' })).toMatchObject({
      error: { error: 'bad_withdrawn_since' },
    });
    expect(parseQuery(Q, { a: 'y', n: '5' })).toMatchObject({ error: { error: 'bad_combination' } });
    expect(parseQuery(Q, { a: 'y', n: '4' })).toEqual({ ok: true, value: { a: 'y', n: 4 } });
  });

  test('URLSearchParams collapse repeated keys into arrays', () => {
    expect(fromSearchParams(new URLSearchParams('p=1&p=2&q=3&p=4'))).toEqual({ p: ['1', '2', '4'], q: '3' });
    const odd = fromSearchParams(new URLSearchParams('__proto__=a&__proto__=b'));
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(Object.keys(odd)).toEqual(['__proto__']);
  });

  test('the schema itself rejects a non-object input', () => {
    expect(Q.safeParse('a=x').success).toBe(false);
  });

  test('parseRequest maps a plain zod failure to bad_request', () => {
    const r = parseRequest(z.object({ url: z.string() }), { url: 3 });
    expect(r.ok === false && r.error.error).toBe('bad_request');
  });
});

describe('raw parameter parsers', () => {
  test('integers are plain digits within bounds', () => {
    const n = intString({ min: 1, max: 200 });
    expect(n.parse('42')).toBe(42);
    for (const bad of ['0', '201', '-1', '1.5', '1e2', ' 4', '', '99999999999999999999']) {
      expect(n.safeParse(bad).success, bad).toBe(false);
    }
  });

  test('repeated ids are deduplicated and capped', () => {
    const ids = repeatedInts(3);
    expect(ids.parse(['7', '7', '8'])).toEqual([7, 8]);
    expect(ids.parse('5')).toEqual([5]);
    expect(ids.safeParse(['1', '2', '3', '4']).success).toBe(false);
    expect(ids.safeParse(['1', 'x']).success).toBe(false);
  });

  test('instants accept Z, offsets and naive (as UTC) datetimes, never bare dates', () => {
    expect(parseInstant('2026-09-22T10:00:00Z')).toBe('2026-09-22T10:00:00.000Z');
    expect(parseInstant('2026-09-22T12:00:00+02:00')).toBe('2026-09-22T10:00:00.000Z');
    expect(parseInstant('2026-09-22T10:00')).toBe('2026-09-22T10:00:00.000Z');
    expect(parseInstant('2026-09-22T10:00:00.123456Z')).toBe('2026-09-22T10:00:00.123Z');
    for (const bad of ['2026-09-22', '2026-02-30T00:00:00Z', '2026-09-22T25:00Z', 'yesterday', '']) {
      expect(parseInstant(bad), bad).toBeNull();
    }
  });

  test('a bare date covers its whole UTC day', () => {
    expect(parseTimeBound('2024-02-29')).toEqual({
      start: '2024-02-29T00:00:00.000Z',
      end: '2024-02-29T23:59:59.999Z',
    });
    expect(parseTimeBound('2023-02-29')).toBeNull();
    expect(parseTimeBound('2026-09-01T08:30:00Z')).toEqual({
      start: '2026-09-01T08:30:00.000Z',
      end: '2026-09-01T08:30:00.000Z',
    });
  });
});
