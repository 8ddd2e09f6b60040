import { describe, expect, it } from 'vitest';
import { pathSegments } from './api-path';

describe('gateway: paths are judged as sent, before any route is matched', () => {
  it.each([
    ['/api/%2e%2e/_admin/faults', 'encoded dot-dot'],
    ['/api/%2E%2e/_admin/faults', 'mixed-case encoded dot-dot'],
    ['/api/.%2e/_admin', 'half-encoded dot-dot'],
    ['/api/%2e/matches', 'encoded dot'],
    ['/api/../_admin', 'raw dot-dot'],
    ['/api/./matches', 'raw dot'],
    ['/api/matches/..%2f_admin', 'encoded slash'],
    ['/api/matches%2F42', 'upper-case encoded slash'],
    ['/api/matches%5c42', 'encoded backslash'],
    ['/api/matches\\42', 'raw backslash'],
    ['/api//matches', 'empty segment'],
    ['//api/matches', 'leading double slash'],
    ['/api/matches/%00', 'encoded NUL'],
    ['/api/matches/%0a', 'encoded newline'],
    ['/api/%252e%252e/_admin', 'double-encoded dot-dot'],
    ['/api/matches/%zz', 'malformed encoding'],
  ])('refuses %s (%s) with 400 bad_request', (raw) => {
    const result = pathSegments(raw);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ refusal: { status: 400, body: { error: 'bad_request' } } });
  });

  it('decodes plain paths into segments, ignoring the query and one trailing slash', () => {
    expect(pathSegments('/api/matches/42/score?sequence=../../x')).toEqual({
      ok: true,
      segments: ['api', 'matches', '42', 'score'],
    });
    expect(pathSegments('/api/matches/')).toEqual({ ok: true, segments: ['api', 'matches'] });
    expect(pathSegments('/%61pi/health')).toEqual({ ok: true, segments: ['api', 'health'] });
  });
});
