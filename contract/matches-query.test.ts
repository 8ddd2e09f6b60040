import { describe, expect, expectTypeOf, test } from 'vitest';
import { MATCH_STATUSES, TIERS } from './common';
import { MatchesQuery } from './matches-query';
import { queryError, queryValue } from './test-samples';

const code = (input: Record<string, string | string[]>) => queryError(MatchesQuery, input)?.error;

describe('GET /matches query', () => {
  test('defaults: status live, limit 50, offset 0, no filters', () => {
    expect(queryValue(MatchesQuery, {})).toEqual({ status: 'live', limit: 50, offset: 0 });
  });

  test('parses every filter into typed values', () => {
    const q = queryValue(
      MatchesQuery,
      new URLSearchParams(
        'status=completed&tour=itf&draw=doubles&player=12&player=40&player=12&country=ned&tournament_id=2711' +
          '&tier=itf_w15,itf_m25&has_analysis=false&has_market=true&is_qualifying=true&gender=women' +
          '&from=2026-09-01&to=2026-09-02T12:00:00Z&limit=200&offset=400',
      ),
    );
    expect(q).toEqual({
      status: 'completed',
      tour: 'itf',
      draw: 'doubles',
      player: [12, 40],
      country: 'ned',
      tournament_id: '2711',
      tier: ['itf_w15', 'itf_m25'],
      has_analysis: false,
      has_market: true,
      is_qualifying: true,
      gender: 'women',
      from: { start: '2026-09-01T00:00:00.000Z', end: '2026-09-01T23:59:59.999Z' },
      to: { start: '2026-09-02T12:00:00.000Z', end: '2026-09-02T12:00:00.000Z' },
      limit: 200,
      offset: 400,
    });
  });

  test('bad status lists the allowed values', () => {
    expect(queryError(MatchesQuery, { status: 'finished' })).toMatchObject({
      error: 'bad_status',
      allowed: [...MATCH_STATUSES],
    });
  });

  test('each filter maps to its documented code', () => {
    expect(code({ tour: 'pro' })).toBe('bad_tour');
    expect(code({ draw: 'mixed' })).toBe('bad_draw');
    expect(code({ player: 'nadal' })).toBe('bad_request');
    expect(code({ player: ['1', 'x'] })).toBe('bad_request');
    expect(code({ player: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toBe('bad_request');
    expect(code({ player: Array.from({ length: 50 }, (_, i) => String(i + 1)) })).toBeUndefined();
    expect(code({ country: 'NED' })).toBe('bad_country');
    expect(code({ country: 'nl' })).toBe('bad_country');
    expect(code({ tournament_id: 'abc' })).toBe('bad_tournament_id');
    expect(code({ has_analysis: 'yes' })).toBe('bad_has_analysis');
    expect(code({ has_market: '1' })).toBe('bad_has_market');
    expect(code({ is_qualifying: 'TRUE' })).toBe('bad_is_qualifying');
    expect(code({ gender: 'mixed' })).toBe('bad_gender');
    expect(code({ from: '2026-13-01' })).toBe('bad_date');
    expect(code({ to: 'last week' })).toBe('bad_date');
    expect(code({ limit: '0' })).toBe('bad_request');
    expect(code({ limit: '201' })).toBe('bad_request');
    expect(code({ offset: '-1' })).toBe('bad_request');
    expect(code({ cursor: '' })).toBe('bad_cursor');
  });

  test('bad tier names the rejected items and the vocabulary', () => {
    expect(queryError(MatchesQuery, { tier: 'atp_250,masters,atp_500' })).toMatchObject({
      error: 'bad_tier',
      bad: ['masters'],
      allowed: [...TIERS],
    });
  });

  test('from after to is bad_window; a bare to-date covers its whole day', () => {
    expect(code({ from: '2026-09-02', to: '2026-09-01' })).toBe('bad_window');
    expect(code({ from: '2026-09-01T18:00:00Z', to: '2026-09-01' })).toBeUndefined();
  });

  test('updated_since: unparseable, or combined with from/to, is bad_updated_since', () => {
    expect(code({ updated_since: 'soon' })).toBe('bad_updated_since');
    expect(code({ updated_since: '2026-09-01', from: '2026-08-01' })).toBe('bad_updated_since');
    expect(code({ cursor: 'c2lnbg', to: '2026-08-01' })).toBe('bad_updated_since');
    expect(queryValue(MatchesQuery, { updated_since: '2026-09-01T10:00:00Z' }).updated_since?.start).toBe(
      '2026-09-01T10:00:00.000Z',
    );
  });

  test('status=cancelled refuses the change feed with bad_request', () => {
    expect(code({ status: 'cancelled', updated_since: '2026-09-01' })).toBe('bad_request');
    expect(code({ status: 'cancelled', from: '2026-09-01' })).toBeUndefined();
  });

  test('withdrawn_since takes only limit and offset', () => {
    expect(queryValue(MatchesQuery, { withdrawn_since: '2026-09-20T00:00:00Z', limit: '10' })).toMatchObject({
      withdrawn_since: { start: '2026-09-20T00:00:00.000Z' },
      limit: 10,
    });
    expect(code({ withdrawn_since: 'never' })).toBe('bad_withdrawn_since');
    expect(code({ withdrawn_since: '2026-09-20', status: 'live' })).toBe('bad_withdrawn_since');
    // Even a parameter with its own bad value is refused as an accompaniment first.
    expect(code({ withdrawn_since: '2026-09-20', tour: 'nope' })).toBe('bad_withdrawn_since');
    expect(code({ withdrawn_since: '2026-09-20', token: 'k' })).toBeUndefined();
  });
});

describe('static types', () => {
  test('the typed value carries the closed vocabularies', () => {
    const q = queryValue(MatchesQuery, {});
    expectTypeOf(q.status).toEqualTypeOf<'upcoming' | 'live' | 'completed' | 'cancelled'>();
    expectTypeOf(q.player).toEqualTypeOf<number[] | undefined>();
    expectTypeOf(q.limit).toEqualTypeOf<number>();
  });
});
