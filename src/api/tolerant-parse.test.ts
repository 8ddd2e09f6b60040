import { describe, expect, it } from 'vitest';
import { MatchList } from '../../contract/match';
import { Score } from '../../contract/score';
import { sampleMatch, sampleScore } from '../../contract/test-samples';
import { knownOr, parseTolerant } from './tolerant-parse';

describe('tolerant boundary', () => {
  it('passes a spec-shaped body through unchanged, ignoring unknown fields', () => {
    const body = { data: [{ ...sampleMatch(), brand_new_field: { x: 1 } }], meta: { count: 1 } };
    const r = parseTolerant(MatchList, body);
    expect(r.degraded).toEqual([]);
    expect(r.value.data[0].id).toBe(sampleMatch().id);
  });
  it('keeps an enum value added within v1 as a plain string the view can mark unknown', () => {
    const row = { ...sampleMatch(), outcome: 'suspended_forever', surface: 'carpet' };
    const r = parseTolerant(MatchList, { data: [row], meta: { count: 1 } });
    expect(r.value.data[0].outcome).toBe('suspended_forever');
    expect(knownOr(['hard', 'clay', 'grass'], r.value.data[0].surface)).toBe('unknown');
    expect(knownOr(['hard', 'clay', 'grass'], 'clay')).toBe('clay');
    expect(knownOr(['hard'], null)).toBeNull();
  });
  it('keeps null as null (withheld games are never 0-0)', () => {
    const r = parseTolerant(Score, { ...sampleScore(), games: null, server: null });
    expect(r.value.games).toBeNull();
    expect(r.value.server).toBeNull();
  });
  it('degrades a wrongly typed field to null instead of failing the answer', () => {
    const row = { ...sampleMatch(), tour: 17, scheduled_time: 'yesterday' };
    const r = parseTolerant(MatchList, { data: [row], meta: { count: 1 } });
    expect(r.value.data).toHaveLength(1);
    expect(r.value.data[0].tour).toBeNull();
    expect(r.value.data[0].scheduled_time).toBeNull();
    expect(r.degraded).toEqual(expect.arrayContaining(['data.0.tour', 'data.0.scheduled_time']));
  });
  it('drops only the list row whose shape is wrong; the rest of the list survives', () => {
    const good = sampleMatch();
    const body = {
      data: [good, 'not a match', { ...sampleMatch(), id: 2, players: 'x' }],
      meta: { count: 3 },
    };
    const r = parseTolerant(MatchList, body);
    expect(r.value.data.map((m) => m.id)).toEqual([good.id]);
  });
  it('a missing field stays missing rather than dropping the row', () => {
    const { indoor: _drop, ...row } = sampleMatch();
    const r = parseTolerant(MatchList, { data: [row], meta: { count: 1 } });
    expect(r.value.data).toHaveLength(1);
    expect('indoor' in r.value.data[0]).toBe(false);
  });
  it('a row whose id is unusable is dropped; a list that loses every row is a contract error', () => {
    const body = {
      data: [
        { ...sampleMatch(), id: 'x' },
        { ...sampleMatch(), id: 3 },
      ],
      meta: { count: 2 },
    };
    expect(parseTolerant(MatchList, body).value.data.map((m) => m.id)).toEqual([3]);
    expect(() => parseTolerant(MatchList, { data: [{ id: 'x' }] })).toThrowError(/Unexpected/);
  });
  it('gives up with a contract ApiError only when nothing usable is left', () => {
    expect(() => parseTolerant(MatchList, 'hello')).toThrowError(/contract_mismatch|Unexpected/);
    try {
      parseTolerant(MatchList, 42);
    } catch (e) {
      expect((e as { kind: string }).kind).toBe('contract');
    }
  });
});
