import { describe, expect, it } from 'vitest';
import type { Score } from '../../../contract/score';
import { sampleScore } from '../../../contract/test-samples';
import { addSample, dropSequencesAbove, overlayMarket } from './probability-series';

const score = (over: Partial<Score> = {}) => ({ ...(sampleScore() as Score), ...over });

describe('probability series', () => {
  it('adds states in sequence order and skips states without model output (absent is not 50%)', () => {
    let s = addSample([], score({ sequence: 5, win_probability_p1: 0.6 }));
    s = addSample(s, score({ sequence: 3, win_probability_p1: 0.5 }));
    s = addSample(s, score({ sequence: 7, win_probability_p1: null, win_probability_p1_model: null }));
    expect(s.map((x) => x.sequence)).toEqual([3, 5]);
  });

  it('keeps the same array for a repeat of a held state and drops withdrawn states', () => {
    const s = addSample([], score({ sequence: 5 }));
    expect(addSample(s, score({ sequence: 5 }))).toBe(s);
    const two = addSample(s, score({ sequence: 6 }));
    expect(dropSequencesAbove(two, 5).map((x) => x.sequence)).toEqual([5]);
  });

  it('overlays the newest p1 mid at or before each state', () => {
    const s = addSample([], score({ sequence: 1, timestamp: '2026-09-20T14:00:10Z' }));
    const ticks = [
      { side: 1 as const, mid: 0.7, synthetic: false, timestamp: '2026-09-20T14:00:20Z' },
      { side: 1 as const, mid: 0.6, synthetic: false, timestamp: '2026-09-20T14:00:05Z' },
      { side: 2 as const, mid: 0.4, synthetic: false, timestamp: '2026-09-20T14:00:06Z' },
    ];
    expect(overlayMarket(s, ticks)[0].market).toBe(0.6);
  });
});
