import { describe, expect, it } from 'vitest';
import { type BracketNode, eloChance, forecastBracket } from './draw-forecast';

const e = (player: string): BracketNode => ({ kind: 'entry', player });
const m = (round: string, a: BracketNode, b: BracketNode): BracketNode => ({
  kind: 'match',
  round,
  sides: [a, b],
});

describe('eloChance', () => {
  it('is a half between equals and 1/(1+10^-1) for a 400-point edge', () => {
    expect(eloChance(2000, 2000)).toBe(0.5);
    expect(eloChance(2400, 2000)).toBeCloseTo(10 / 11, 12);
    expect(eloChance(2000, 2400)).toBeCloseTo(1 / 11, 12);
  });
});

describe('forecastBracket', () => {
  // A beats B 0.6, C beats D 0.7; A v C 0.5, A v D 0.8, B v C 0.4, B v D 0.55 (by hand).
  const table: Record<string, number> = { AB: 0.6, CD: 0.7, AC: 0.5, AD: 0.8, BC: 0.4, BD: 0.55 };
  const chance = (a: string, b: string) => table[a + b] ?? 1 - table[b + a];
  const draw = m('F', m('SF', e('A'), e('B')), m('SF', e('C'), e('D')));

  it('matches a four-player bracket worked by hand', () => {
    const f = forecastBracket(draw, chance);
    expect(f.get('A')?.reach.get('SF')).toBe(1);
    expect(f.get('A')?.reach.get('F')).toBeCloseTo(0.6, 12);
    expect(f.get('D')?.reach.get('F')).toBeCloseTo(0.3, 12);
    // A: 0.6 × (0.7 × 0.5 + 0.3 × 0.8) = 0.354; B: 0.4 × (0.7 × 0.4 + 0.3 × 0.55) = 0.178
    // C: 0.7 × (0.6 × 0.5 + 0.4 × 0.6) = 0.378; D: 0.3 × (0.6 × 0.2 + 0.4 × 0.45) = 0.09
    expect(f.get('A')?.title).toBeCloseTo(0.354, 12);
    expect(f.get('B')?.title).toBeCloseTo(0.178, 12);
    expect(f.get('C')?.title).toBeCloseTo(0.378, 12);
    expect(f.get('D')?.title).toBeCloseTo(0.09, 12);
  });

  it('sums each round to its places and the titles to one, with a bye in the draw', () => {
    // Eight places in the first round less one bye: G enters at the semi-finals.
    const ratings: Record<string, number> = { A: 2300, B: 2100, C: 1900, D: 2000, E: 2200, F: 1500, G: 2050 };
    const elo = (a: string, b: string) => eloChance(ratings[a], ratings[b]);
    const bracket = m(
      'F',
      m('SF', m('QF', e('A'), e('B')), m('QF', e('C'), e('D'))),
      m('SF', m('QF', e('E'), e('F')), e('G')),
    );
    const f = forecastBracket(bracket, elo);
    const sum = (round: string) => [...f.values()].reduce((s, p) => s + (p.reach.get(round) ?? 0), 0);
    expect(sum('QF')).toBeCloseTo(6, 12);
    expect(sum('SF')).toBeCloseTo(4, 12);
    expect(sum('F')).toBeCloseTo(2, 12);
    expect([...f.values()].reduce((s, p) => s + p.title, 0)).toBeCloseTo(1, 12);
    expect(f.get('G')?.reach.get('SF')).toBe(1);
    expect(f.get('G')?.reach.has('QF')).toBe(false);
  });
});
