import { describe, expect, it } from 'vitest';
import type { Score } from '../../../contract/score';
import { makeLiveMatch } from './test-rows';
import { toTradeRow } from './trade-row';
import { availableSorts, isPaused, rankIds, sortRows } from './trade-sort';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ago = (s: number) => new Date(NOW - s * 1000).toISOString();

function row(
  id: number,
  mid: number,
  over: { interrupted?: boolean; stale?: boolean; priceAgeS?: number } = {},
) {
  const m = makeLiveMatch({
    id,
    tournament: id % 2 ? 'Roland Garros' : 'Halle',
    event_status: over.interrupted ? 'Interrupted' : null,
    event_status_updated_at: over.interrupted ? ago(3 * 3600) : null,
  });
  const score = { ...(m.score as Score), stale: over.stale ?? false, accepted_at: ago(id) };
  return toTradeRow(m, score, { mid, timestamp: ago(over.priceAgeS ?? 5) }, NOW);
}

describe('paused matches', () => {
  // Model 60% everywhere: a mid of 0.2 is a 40 pp edge, 0.55 a 5 pp one.
  const rows = [
    row(1, 0.2, { interrupted: true }),
    row(2, 0.55),
    row(3, 0.25, { stale: true }),
    row(4, 0.5),
    row(5, 0.3, { priceAgeS: 2 * 3600 }),
  ];

  it('knows an interruption, a stale score and a price minutes old from play', () => {
    expect(rows.map(isPaused)).toEqual([true, false, true, false, true]);
  });

  it('sort below live play however large their edge, each part by its edge', () => {
    expect(sortRows(rows, 'edge').map((r) => r.match.id)).toEqual([4, 2, 1, 3, 5]);
    expect(
      sortRows(rows, 'importance')
        .slice(0, 2)
        .map((r) => r.match.id),
    ).toEqual([2, 4]);
    expect(sortRows(rows, 'recency').map((r) => r.match.id)).toEqual([2, 4, 1, 3, 5]);
  });

  it('sort below play within a tournament, and a pin still wins', () => {
    expect(sortRows(rows, 'tournament').map((r) => r.match.id)).toEqual([2, 4, 1, 3, 5]);
    expect(rankIds(rows, 'edge', new Set([1]), new Set())).toEqual([1, 4, 2, 3, 5]);
  });
});

describe('availableSorts', () => {
  it('offers edge and point importance only with the model (ULTRA)', () => {
    expect(availableSorts(true)).toEqual(['edge', 'importance', 'recency', 'tournament']);
    expect(availableSorts(false)).toEqual(['recency', 'tournament']);
  });
});
