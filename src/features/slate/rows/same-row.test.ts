import { describe, expect, it } from 'vitest';
import { makeRowMatch } from '../test-matches';
import { sameRow } from './same-row';

describe('sameRow', () => {
  it('treats a fresh copy of the same state as the same row', () => {
    expect(sameRow(makeRowMatch(), makeRowMatch())).toBe(true);
    // Age ticks that do not change a label do not redraw.
    expect(
      sameRow(
        makeRowMatch({}, { age_seconds: 8, corroborated_age_seconds: 5 }),
        makeRowMatch({}, { age_seconds: 18, corroborated_age_seconds: 15 }),
      ),
    ).toBe(true);
  });

  it('sees a new score state, a new stale age label and a changed event status', () => {
    const base = makeRowMatch();
    expect(sameRow(base, makeRowMatch({}, { sequence: 41, points: ['40', '15'] }))).toBe(false);
    expect(
      sameRow(
        makeRowMatch({}, { stale: true, age_seconds: 130 }),
        makeRowMatch({}, { stale: true, age_seconds: 190 }),
      ),
    ).toBe(false);
    expect(sameRow(base, makeRowMatch({ event_status: 'Interrupted' }))).toBe(false);
    expect(sameRow(base, makeRowMatch({}, { corroborated: false, corroborated_age_seconds: null }))).toBe(
      false,
    );
    expect(sameRow(base, makeRowMatch({}, { win_probability_p1: 0.5 }))).toBe(false);
  });

  it('compares the state itself when there is no sequence', () => {
    const a = makeRowMatch({}, { sequence: null });
    expect(sameRow(a, makeRowMatch({}, { sequence: null }))).toBe(true);
    expect(
      sameRow(
        a,
        makeRowMatch(
          {},
          {
            sequence: null,
            games: [
              [6, 3],
              [5, 2],
            ],
          },
        ),
      ),
    ).toBe(false);
  });
});
