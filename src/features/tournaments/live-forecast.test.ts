import { describe, expect, it } from 'vitest';
import { type BracketNode, eloChance, forecastBracket } from './draw-forecast';
import type { DrawMatch, DrawRound } from './draw-model';
import { knownResults, liveStandings } from './live-forecast';

const side = (name: string) => ({ name, seed: null, entry: null, country: null });
const match = (round: string, a: string, b: string, winner: 0 | 1 | null, status: DrawMatch['status']) => ({
  key: `${a}-${b}`,
  round,
  sides: [side(a), side(b)] as DrawMatch['sides'],
  winner,
  sets: [],
  status,
  href: null,
  scheduled: null,
});
const e = (player: string): BracketNode => ({ kind: 'entry', player });

// The replay has decided one first-round match (a walkover counts as decided), is playing another.
const live: DrawRound[] = [
  {
    round: 'R16',
    matches: [
      match('R16', 'Novak Djokovic', 'Dudi Sela', 1, 'completed'),
      match('R16', 'Rafael Nadal', 'Bernard Tomic', null, 'live'),
    ],
  },
];

describe('the current edition’s results in its forecast', () => {
  it('fixes a decided match, by loose name, and leaves the rest to Elo', () => {
    const known = knownResults(live);
    expect(known('Dudi Sela', 'Novak Djokovic', 'R16')).toBe(1);
    expect(known('novak djokovic', 'DUDI SELA', 'R16')).toBe(0);
    expect(known('Rafael Nadal', 'Bernard Tomic', 'R16')).toBeNull();
    const bracket: BracketNode = {
      kind: 'match',
      round: 'QF',
      sides: [
        { kind: 'match', round: 'R16', sides: [e('Novak Djokovic'), e('Dudi Sela')] },
        { kind: 'match', round: 'R16', sides: [e('Rafael Nadal'), e('Bernard Tomic')] },
      ],
    };
    const ratings: Record<string, number> = {
      'Novak Djokovic': 2400,
      'Dudi Sela': 1900,
      'Rafael Nadal': 2350,
      'Bernard Tomic': 2000,
    };
    const f = forecastBracket(
      bracket,
      (a, b, round) => known(a, b, round) ?? eloChance(ratings[a], ratings[b]),
    );
    // The upset stands: Sela reaches the quarter-final for certain, Djokovic not at all.
    expect(f.get('Dudi Sela')?.reach.get('QF')).toBe(1);
    expect(f.get('Novak Djokovic')?.reach.get('QF')).toBe(0);
    expect(f.get('Rafael Nadal')?.reach.get('QF')).toBeCloseTo(eloChance(2350, 2000), 12);
  });

  it('puts through a player the replay has drawn in a later round, though it lacks the match before', () => {
    const known = knownResults([
      { round: 'R32', matches: [] },
      { round: 'R16', matches: [match('R16', 'Rafael Nadal', 'Gael Monfils', null, 'upcoming')] },
    ]);
    expect(known('Rafael Nadal', 'Bernard Tomic', 'R32')).toBe(1);
    expect(known('Bernard Tomic', 'Rafael Nadal', 'R32')).toBe(0);
    expect(known('Rafael Nadal', 'Gael Monfils', 'R16')).toBeNull();
  });

  it('says where each live player stands', () => {
    const s = liveStandings(live);
    expect(s.get('dudi sela')).toEqual({ round: 'R16', state: 'won' });
    expect(s.get('novak djokovic')).toEqual({ round: 'R16', state: 'lost' });
    expect(s.get('rafael nadal')).toEqual({ round: 'R16', state: 'live' });
  });
});
