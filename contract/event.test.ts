import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  DEFAULT_STOPPAGE_KINDS,
  EVENT_TYPES,
  Event,
  EventsQuery,
  MatchEventsQuery,
  SlateEventList,
  StoppageList,
  StoppagesQuery,
  stoppageWindow,
} from './event';
import { queryError, queryValue, sampleEvent } from './test-samples';

describe('Event rows', () => {
  test('parses an end row, a pause row with basis and a stoppage with a null player', () => {
    expect(Event.parse(sampleEvent()).duration_seconds).toBe(184);
    const pause = { ...sampleEvent(), type: 'pause_start', duration_seconds: undefined, basis: 'inferred' };
    expect(Event.parse(pause).basis).toBe('inferred');
    const rain = { ...sampleEvent(), type: 'stoppage_start', player: null, reason: 'weather', score: null };
    expect(Event.parse(rain).player).toBeNull();
  });

  test('rejects wrong types', () => {
    expect(Event.safeParse({ ...sampleEvent(), player: 'p2' }).success).toBe(false);
    expect(Event.safeParse({ ...sampleEvent(), at: 1790000000 }).success).toBe(false);
  });

  test('slate rows need id and match_id; next_cursor is the last id', () => {
    const page = { data: [{ ...sampleEvent(), id: 7781, match_id: 48213 }], meta: { next_cursor: 7781 } };
    expect(SlateEventList.parse(page).meta.next_cursor).toBe(7781);
    expect(SlateEventList.safeParse({ data: [sampleEvent()], meta: { next_cursor: null } }).success).toBe(
      false,
    );
  });

  test('stoppages listing with retirement rows and medical-timeout meta', () => {
    const mto = { ...sampleEvent(), id: 7781, match_id: 48213 };
    const retirement = {
      type: 'retirement',
      player: 2,
      at: '2026-08-02T15:00:00Z',
      score: null,
      reason: null,
      match_id: 47002,
    };
    const list = StoppageList.parse({
      data: [retirement, mto],
      meta: {
        next_cursor: null,
        latest_medical_timeout: mto,
        previous_medical_timeout: null,
        record_starts: '2026-09-12',
      },
    });
    expect(list.data[0].type).toBe('retirement');
  });
});

describe('GET /events query', () => {
  test('defaults and typed values', () => {
    expect(queryValue(EventsQuery, {})).toEqual({ limit: 50 });
    expect(
      queryValue(EventsQuery, {
        type: 'trainer_called,pause_end',
        after_id: '7781',
        since: '2026-09-12T00:00:00Z',
      }),
    ).toEqual({
      type: ['trainer_called', 'pause_end'],
      after_id: 7781,
      since: '2026-09-12T00:00:00.000Z',
      limit: 50,
    });
  });

  test('`stoppages` expands to the whole family', () => {
    expect(queryValue(EventsQuery, { type: 'stoppages,pause_end' }).type).toEqual([...EVENT_TYPES]);
  });

  test('codes', () => {
    expect(queryError(EventsQuery, { type: 'break' })).toMatchObject({ error: 'bad_type', bad: ['break'] });
    expect(queryError(EventsQuery, { after_id: 'abc' })?.error).toBe('bad_after_id');
    expect(queryError(EventsQuery, { since: 'yesterday' })?.error).toBe('bad_since');
    expect(queryError(EventsQuery, { limit: 'all' })?.error).toBe('bad_request');
  });

  test('match events page by limit/offset', () => {
    expect(queryValue(MatchEventsQuery, { offset: '50' })).toEqual({ limit: 50, offset: 50 });
    expect(queryError(MatchEventsQuery, { offset: 'x' })?.error).toBe('bad_request');
  });
});

describe('GET /players/{id}/stoppages query', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-09-20T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('defaults: the medical/trainer/retirement/walkover kinds and the last 180 days', () => {
    const q = queryValue(StoppagesQuery, {});
    expect(q).toEqual({ kind: [...DEFAULT_STOPPAGE_KINDS], limit: 50 });
    expect(stoppageWindow(q)).toEqual({
      since: '2026-03-24T12:00:00.000Z',
      until: '2026-09-20T12:00:00.000Z',
    });
  });

  test('window codes', () => {
    expect(queryError(StoppagesQuery, { since: 'then' })?.error).toBe('bad_since');
    expect(queryError(StoppagesQuery, { until: '2026-02-31' })?.error).toBe('bad_until');
    expect(queryError(StoppagesQuery, { since: '2026-09-10', until: '2026-09-01' })?.error).toBe(
      'bad_window',
    );
    expect(queryError(StoppagesQuery, { since: '2025-01-01', until: '2026-01-03' })?.error).toBe(
      'window_too_long',
    );
    expect(queryError(StoppagesQuery, { since: '2025-09-01' })?.error).toBe('window_too_long');
    expect(queryError(StoppagesQuery, { since: '2025-09-20', until: '2026-09-19' })).toBeUndefined();
  });

  test('kind, before and limit codes', () => {
    expect(queryError(StoppagesQuery, { kind: 'medical_timeout,injury' })).toMatchObject({
      error: 'bad_kind',
      bad: ['injury'],
    });
    expect(queryError(StoppagesQuery, { before: '' })?.error).toBe('bad_cursor');
    expect(queryError(StoppagesQuery, { limit: '1000' })?.error).toBe('bad_request');
    expect(queryValue(StoppagesQuery, { kind: 'pause,stoppage' }).kind).toEqual(['pause', 'stoppage']);
  });
});
