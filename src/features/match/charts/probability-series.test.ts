import { describe, expect, it } from 'vitest';
import type { HistoryTapeRow } from '../../../../contract/history-matches';
import type { Score } from '../../../../contract/score';
import { sampleScore } from '../../../../contract/test-samples';
import { boundaries } from './probability-chart';
import {
  addSample,
  dropSequencesAbove,
  mergeSeries,
  overlayMarket,
  samplesFromTape,
} from './probability-series';

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

  it('turns tape rows into samples, skipping rows without a sequence or a probability', () => {
    const row = (sequence: number | null, p: number | null, games: number[][]): HistoryTapeRow => ({
      sets: [0, 0],
      games,
      points: ['0', '0'],
      server: 1,
      is_tiebreak: false,
      timestamp: null,
      win_probability_p1: p,
      danger: null,
      sequence,
      accepted_at: null,
    });
    const out = samplesFromTape([
      row(1, 0.5, [[0], [0]]),
      row(null, 0.6, [[1], [0]]),
      row(3, null, [[1], [0]]),
      row(4, 0.7, [[1], [1]]),
    ]);
    expect(out.map((s) => [s.sequence, s.p1, s.setGame, s.at])).toEqual([
      [1, 0.5, 'S1 G1', null],
      [4, 0.7, 'S1 G3', null],
    ]);
  });

  it('merges the tape with what the page saw live, the live sample winning a shared sequence', () => {
    const tape = samplesFromTape([]);
    const live = addSample([], score({ sequence: 5, win_probability_p1: 0.6 }));
    expect(mergeSeries(tape, live)).toBe(live);
    const older = [
      { ...live[0], sequence: 2, p1: 0.4 },
      { ...live[0], p1: 0.1 },
    ];
    expect(mergeSeries(older, live).map((x) => [x.sequence, x.p1])).toEqual([
      [2, 0.4],
      [5, 0.6],
    ]);
  });

  it('marks new sets strongly and new games faintly', () => {
    const at = (setGame: string, sequence: number) => ({ ...addSample([], score({ sequence }))[0], setGame });
    const marks = boundaries([at('S1 G1', 1), at('S1 G1', 2), at('S1 G2', 3), at('S2 G1', 4)]);
    expect(marks).toEqual([
      { index: 2, label: 'G2', kind: 'game' },
      { index: 3, label: 'S2', kind: 'set' },
    ]);
  });
});
