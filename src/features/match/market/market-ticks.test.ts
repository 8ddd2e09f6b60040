import { describe, expect, it } from 'vitest';
import type { Price } from '../../../../contract/market';
import { isSimulated, pairQuotes, parsePhase, priceLine, priceSummary, ticksOf } from './market-ticks';

const tick = (side: 1 | 2, iso: string | null, mid: number, extra: Partial<Price> = {}): Price => ({
  side,
  mid,
  synthetic: false,
  timestamp: iso,
  ...extra,
});

const TICKS = [
  tick(1, '2026-09-20T14:10:00Z', 0.62),
  tick(2, '2026-09-20T14:10:00Z', 0.38),
  tick(1, '2026-09-20T13:55:00Z', 0.55, { synthetic: true }),
  tick(1, null, 0.5),
];

describe('ticksOf', () => {
  it('splits at live_at: in play from it, pre-match before it, the whole market keeps all', () => {
    const liveAt = '2026-09-20T14:00:00Z';
    expect(ticksOf(TICKS, liveAt, 'live').map((t) => t.mid)).toEqual([0.62, 0.38]);
    expect(ticksOf(TICKS, liveAt, 'pre').map((t) => t.mid)).toEqual([0.55]);
    expect(ticksOf(TICKS, liveAt, 'all')).toHaveLength(4);
  });
  it('treats every tick as pre-match before the match has gone live', () => {
    expect(ticksOf(TICKS, null, 'live')).toEqual([]);
    expect(ticksOf(TICKS, null, 'pre')).toHaveLength(3);
  });
  it('reads an unknown phase in the URL as in play', () => {
    expect(parsePhase('x')).toBe('live');
    expect(parsePhase('pre')).toBe('pre');
  });
});

describe('priceLine and priceSummary', () => {
  it('keeps one side, oldest first, and sums it up in a sentence', () => {
    const line = priceLine(TICKS, 1);
    expect(line.map((p) => [p.mid, p.synthetic])).toEqual([
      [0.55, true],
      [0.62, false],
    ]);
    expect(priceSummary(line, 'Sinner')).toBe(
      'Sinner’s mid moved from 55.0% to 62.0% over 2 ticks (low 55.0%, high 62.0%).',
    );
  });
});

describe('isSimulated', () => {
  it('believes the market flag or the ticks’ price source', () => {
    expect(isSimulated({ simulated: true }, [])).toBe(true);
    expect(isSimulated(null, [tick(1, null, 0.5, { price_source: 'simulated_market' })])).toBe(true);
    expect(isSimulated({}, TICKS)).toBe(false);
  });
});

describe('pairQuotes', () => {
  it('puts both sides of one moment on one line, newest first, and keeps a lone side', () => {
    const pairs = pairQuotes(TICKS);
    expect(pairs.map((p) => [p.timestamp, p.p1?.mid ?? null, p.p2?.mid ?? null])).toEqual([
      ['2026-09-20T14:10:00Z', 0.62, 0.38],
      ['2026-09-20T13:55:00Z', 0.55, null],
      [null, 0.5, null],
    ]);
  });
});
