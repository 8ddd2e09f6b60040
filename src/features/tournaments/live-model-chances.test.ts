import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../contract/analysis';
import type { ArchiveMatch } from '../../../contract/archive';
import type { Match } from '../../../contract/match';
import type { RankingRecord } from '../../../contract/rankings';
import type { DrawMatch, DrawRound } from './draw-model';
import { modelChances, pregameChance, pregameReadsOf } from './live-model-chances';
import { forecastOf } from './use-draw-forecast';

const side = (name: string) => ({ name, seed: null, entry: null, country: null });
const drawn = (round: string, a: string, b: string): DrawMatch => ({
  key: `${a}-${b}`,
  round,
  sides: [side(a), side(b)],
  winner: 0,
  sets: [],
  status: 'completed',
  href: null,
  scheduled: null,
});
const person = (name: string, id: number) => ({ name, rank: null, seed: null, player_id: id });
const played = (id: number, w: [string, number], l: [string, number]) =>
  ({ id, winner: person(...w), loser: person(...l), score: null, event_date: '2014-01-13' }) as ArchiveMatch;
const live = (id: number, status: string, a: string, b: string, over: Record<string, unknown> = {}) =>
  ({
    id,
    status,
    has_analysis: true,
    round_code: 'R16',
    players: { p1: { name: a }, p2: { name: b } },
    score: null,
    ...over,
  }) as unknown as Match;

// A four-player draw as the archive holds it: Ann beat Bea and Cat beat Dee in the semi-finals.
const rounds: DrawRound[] = [
  { round: 'SF', matches: [drawn('SF', 'Ann', 'Bea'), drawn('SF', 'Cat', 'Dee')] },
  { round: 'F', matches: [drawn('F', 'Ann', 'Cat')] },
];
const rows = [
  played(1, ['Ann', 1], ['Bea', 2]),
  played(2, ['Cat', 3], ['Dee', 4]),
  played(3, ['Ann', 1], ['Cat', 3]),
];
const ratings = { 1: 1800, 2: 1600, 3: 1700, 4: 1500 };
const pages = [
  {
    data: Object.entries(ratings).map(
      ([id, rating]) => ({ archive_player_id: Number(id), rating, surface: 'overall' }) as RankingRecord,
    ),
  },
];

describe('the current edition’s forecast with the service’s model', () => {
  it('takes a match the model priced from the model and every other pairing from Elo', () => {
    // The replay has Cat v Dee upcoming, priced by the model at 30% for Cat; the rest is Elo.
    const model = modelChances(
      [live(7, 'upcoming', 'Dee', 'Cat'), live(8, 'upcoming', 'Ann', 'Bea')],
      new Map([[7, 0.7]]),
    );
    const f = forecastOf(rounds, rows, pages, null, () => null, model);
    const get = (p: string) => f?.find((r) => r.player === p);
    // By hand: Elo 1800 v 1600 → 1 ÷ (1 + 10^(−200/400)) = 0.759747; Cat reaches the final at 0.3
    // (the model), Dee at 0.7; Ann wins the title at 0.759747 × (0.3 × 0.640065 + 0.7 × 0.849020)
    // = 0.597415 (Elo 1800 v 1700 and v 1500), Cat at 0.3 × (0.759747 × 0.359935 + 0.240253 × 0.640065)
    // = 0.128171.
    expect(get('Cat')?.reach.get('F')).toBeCloseTo(0.3, 12);
    expect(get('Dee')?.reach.get('F')).toBeCloseTo(0.7, 12);
    expect(get('Ann')?.reach.get('F')).toBeCloseTo(0.759747, 6);
    expect(get('Ann')?.title).toBeCloseTo(0.597415, 6);
    expect(get('Cat')?.title).toBeCloseTo(0.128171, 6);
    expect(f?.reduce((s, r) => s + r.title, 0)).toBeCloseTo(1, 12);
  });

  it('reads a match in play from its own row and an upcoming one from its pre-match profile only', () => {
    const rowsNow = [
      live(1, 'live', 'Ann', 'Bea', { score: { win_probability_p1: 0.62 } }),
      live(2, 'upcoming', 'Cat', 'Dée'),
      live(3, 'completed', 'Eve', 'Fay', { score: { win_probability_p1: 1 } }),
      live(4, 'upcoming', 'Gil', 'Hal', { has_analysis: false }),
    ];
    const model = modelChances(rowsNow, new Map([[2, 0.25]]));
    expect(model('Ann', 'Bea')).toBe(0.62);
    expect(model('Bea', 'ann')).toBeCloseTo(0.38, 12);
    expect(model('Dee', 'Cat')).toBe(0.75);
    expect(model('Eve', 'Fay')).toBeNull();
    expect(pregameReadsOf(rowsNow).map((m) => m.id)).toEqual([2]);
    expect(
      pregameChance({ thesis: null, profile: { stage: 'pregame', win_probability_p1: 0.4 } } as Analysis),
    ).toBe(0.4);
    expect(
      pregameChance({ thesis: null, profile: { stage: 'live', win_probability_p1: 0.4 } } as Analysis),
    ).toBeNull();
  });
});
