import { describe, expect, it } from 'vitest';
import type { Score } from './match-types';
import { MISSING } from './missing';
import {
  describeGames,
  formatCount,
  formatGames,
  formatPoint,
  formatSets,
  tiebreakSuperscript,
} from './score-format';

const score = (over: Partial<Score> = {}): Score => ({
  sets: [1, 0],
  games: [
    [6, 3],
    [4, 2],
  ],
  points: ['30', '15'],
  server: 1,
  is_tiebreak: false,
  stale: false,
  age_seconds: 12,
  ...over,
});

describe('formatCount', () => {
  it('keeps a real zero and hides null', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe(MISSING);
    expect(formatCount(undefined)).toBe(MISSING);
    expect(formatCount(Number.NaN)).toBe(MISSING);
  });
});

describe('formatSets', () => {
  it('reads each side', () => {
    expect(formatSets(score(), 1)).toBe('1');
    expect(formatSets(score(), 2)).toBe('0');
  });
  it('shows MISSING without a score', () => {
    expect(formatSets(null, 1)).toBe(MISSING);
  });
});

describe('formatGames', () => {
  it('lists games per set', () => {
    expect(formatGames(score(), 1)).toEqual(['6', '3']);
    expect(formatGames(score(), 2)).toEqual(['4', '2']);
  });
  it('renders withheld games as MISSING, never 0', () => {
    expect(formatGames(score({ games: null }), 1)).toEqual([MISSING]);
    expect(formatGames(null, 2)).toEqual([MISSING]);
  });
  it('keeps an empty array empty (known: no games yet)', () => {
    expect(formatGames(score({ games: [[], []] }), 1)).toEqual([]);
  });
  it('renders a null entry as MISSING', () => {
    expect(
      formatGames(
        score({
          games: [
            [6, null],
            [4, 1],
          ],
        }),
        1,
      ),
    ).toEqual(['6', MISSING]);
  });
});

describe('formatPoint', () => {
  it('shows points and tiebreak counts as given', () => {
    expect(formatPoint(score({ points: ['AD', '40'] }), 1)).toBe('AD');
    expect(formatPoint(score({ points: ['7', '0'], is_tiebreak: true }), 2)).toBe('0');
  });
  it('renders null points as MISSING', () => {
    expect(formatPoint(score({ points: null }), 1)).toBe(MISSING);
    expect(formatPoint(score({ points: [null, '15'] }), 1)).toBe(MISSING);
  });
});

describe('describeGames', () => {
  it('pairs the sides per set', () => {
    expect(describeGames(score())).toBe('6–4, 3–2');
  });
  it('pads a ragged set with MISSING', () => {
    expect(describeGames(score({ games: [[6, 1], [4]] }))).toBe(`6–4, 1–${MISSING}`);
  });
  it('is null when games are withheld', () => {
    expect(describeGames(score({ games: null }))).toBeNull();
  });
});

describe('tiebreakSuperscript', () => {
  const tbs = [null, { p1: 7, p2: 4 }, { p1: 5, p2: 7 }];
  it('raises the loser’s points only', () => {
    expect(tiebreakSuperscript(tbs, 1, 2)).toBe(4);
    expect(tiebreakSuperscript(tbs, 1, 1)).toBeNull();
    expect(tiebreakSuperscript(tbs, 2, 1)).toBe(5);
  });
  it('knows nothing without a tiebreak', () => {
    expect(tiebreakSuperscript(tbs, 0, 1)).toBeNull();
    expect(tiebreakSuperscript(undefined, 1, 2)).toBeNull();
    expect(tiebreakSuperscript(tbs, 5, 2)).toBeNull();
  });
});
