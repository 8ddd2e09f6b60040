// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import { sampleMatch, sampleScore } from '../../../contract/test-samples';
import { useMatchFormat } from './use-match-format';

const match = sampleMatch() as unknown as Match;
const score = (over: Partial<Score> = {}) => ({ ...sampleScore(), ...over }) as unknown as Score;

describe('useMatchFormat', () => {
  it('keeps one object while the rules stay the same, so a new score state does not re-price the chart', () => {
    const { result, rerender } = renderHook(({ s }) => useMatchFormat(match, s), {
      initialProps: { s: score() },
    });
    const first = result.current;
    expect(first).toEqual({ bestOf: 3, finalSet: 'tiebreak7', deciderIsMatchTiebreak: false, noAd: false });
    rerender({ s: score({ sequence: 119, points: ['40', '15'] }) });
    expect(result.current).toBe(first);
  });

  it('gives new rules when the service states other ones', () => {
    const { result, rerender } = renderHook(({ s }) => useMatchFormat(match, s), {
      initialProps: { s: score() },
    });
    const first = result.current;
    const stated = score({
      win_probability_meta: {
        ...sampleScore().win_probability_meta,
        inputs: {
          format: { best_of: 3, final_set: 'tiebreak10', decider_match_tiebreak: true, no_ad: true },
        },
      },
    } as unknown as Partial<Score>);
    rerender({ s: stated });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({
      bestOf: 3,
      finalSet: 'tiebreak10',
      deciderIsMatchTiebreak: true,
      noAd: true,
    });
  });
});
