import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import { Match, MatchDetail, MatchList, WithdrawnMatchList } from './match';
import { samplePrice, sampleMatch, sampleRetiredMatch, sampleTeam } from './test-samples';

describe('Match', () => {
  test('parses a live list row', () => {
    const m = Match.parse(sampleMatch());
    expect(m.players.p1.country).toBe('ned');
    expect(m.score?.win_probability_p1).toBe(0.71);
  });

  test('parses a restated retirement with every nullable field null', () => {
    const m = Match.parse(sampleRetiredMatch());
    expect([m.tour, m.tier, m.draw, m.round_code, m.is_qualifying]).toEqual([null, null, null, null, null]);
    expect(m.withdrew).toBe(2);
  });

  test('parses a doubles row with team participants', () => {
    const row = {
      ...sampleMatch(),
      is_doubles: true,
      draw: 'doubles',
      players: { p1: sampleTeam(), p2: sampleTeam() },
    };
    expect(Match.parse(row).players.p2.data_completeness.known).toBeNull();
  });

  test('keeps extra keys (replay provenance) and accepts enum values added later', () => {
    const row = {
      ...sampleMatch(),
      replay: { source: 'atp-pbp', speed: 60 },
      outcome: null,
      status: 'suspended',
    };
    const m = Match.parse(row) as Record<string, unknown>;
    expect(m.replay).toEqual({ source: 'atp-pbp', speed: 60 });
    expect(m.status).toBe('suspended');
  });

  test('rejects wrong types', () => {
    expect(Match.safeParse({ ...sampleMatch(), id: '48213' }).success).toBe(false);
    expect(Match.safeParse({ ...sampleMatch(), winner: 0 }).success).toBe(false);
    expect(Match.safeParse({ ...sampleMatch(), has_market: null }).success).toBe(false);
    expect(Match.safeParse({ ...sampleMatch(), tour: 7 }).success).toBe(false);
  });
});

describe('MatchDetail', () => {
  test('embeds are absent below their tier and null when nothing exists', () => {
    expect(MatchDetail.parse(sampleMatch()).market).toBeUndefined();
    const d = MatchDetail.parse({ ...sampleMatch(), analysis: null, market: null, market_price: null });
    expect([d.analysis, d.market, d.market_price]).toEqual([null, null, null]);
  });

  test('parses the PRO embeds', () => {
    const market = {
      id: 901,
      question: 'Griekspoor vs Michelsen: who wins?',
      status: 'active',
      volume: 15230.5,
      liquidity: 4100,
      end_date: '2026-09-21T00:00:00Z',
      prices: [samplePrice(), { ...samplePrice(), side: 2, mid: 0.295 }],
    };
    const d = MatchDetail.parse({
      ...sampleMatch(),
      market,
      market_price: { '1': samplePrice(), '2': null },
    });
    expect(d.market?.prices).toHaveLength(2);
    expect(d.market_price?.['2']).toBeNull();
  });
});

describe('lists', () => {
  test('GET /matches envelope with change-feed meta', () => {
    const list = MatchList.parse({
      data: [sampleMatch()],
      meta: {
        count: 1,
        total: null,
        has_more: false,
        next_cursor: 'eyJpZCI6NDh9',
        watermark: '2026-09-20T14:01:55Z',
      },
    });
    expect(list.meta.total).toBeNull();
  });

  test('withdrawn_since listing rows', () => {
    const list = WithdrawnMatchList.parse({
      data: [{ match_id: 48213, withdrawals: 2, last_withdrawn_at: '2026-09-20T13:22:10Z' }],
      meta: { count: 1, total: 1, has_more: false, limit: 50, offset: 0 },
    });
    expect(list.data[0].withdrawals).toBe(2);
    expect(WithdrawnMatchList.safeParse({ data: [{ match_id: 1 }], meta: { count: 1 } }).success).toBe(false);
  });
});

describe('static types', () => {
  test('response enums are open but keep the known values', () => {
    type Status = z.infer<typeof Match>['status'];
    expectTypeOf<'live'>().toExtend<Status>();
    expectTypeOf<'suspended'>().toExtend<Status>();
    expectTypeOf<z.infer<typeof Match>['winner']>().toEqualTypeOf<1 | 2 | null>();
  });
});
