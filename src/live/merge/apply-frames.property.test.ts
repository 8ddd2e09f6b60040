import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { applyFrames, emptyLiveData, settleDue } from './apply-frames';
import { HISTORY_LIMIT } from './score-entry';
import { pointFrame, pointUpdateFrame, scoreFrame, withdrawnFrame } from './test-frames';

const NOW = 1_000;

/**
 * An in-order stream for a few matches, as the service would publish it: score sequences rising,
 * a withdrawal right after the state it refuses (or later), point rows by seq, and late
 * serve/outcome updates after their row.
 */
const matchStream = (matchId: number) =>
  fc
    .record({
      states: fc.integer({ min: 1, max: HISTORY_LIMIT - 2 }),
      withdrawals: fc.uniqueArray(fc.integer({ min: 1, max: HISTORY_LIMIT - 2 }), { maxLength: 4 }),
      points: fc.integer({ min: 0, max: 30 }),
      updates: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 6 }),
    })
    .map(({ states, withdrawals, points, updates }) => {
      const frames: FeedFrame[] = [];
      for (let s = 1; s <= states; s++) {
        frames.push(scoreFrame(matchId, s));
        if (withdrawals.includes(s)) frames.push(withdrawnFrame(matchId, s));
      }
      for (let p = 1; p <= points; p++) {
        frames.push(pointFrame(matchId, p));
        if (updates.includes(p))
          frames.push(pointUpdateFrame(matchId, p, (p % 2) + 1 === 1 ? 1 : 2, 'winner'));
      }
      return frames;
    });

const inOrderStream = fc
  .tuple(matchStream(101), matchStream(202), matchStream(303))
  .map((streams) => streams.flat());

/** The stream as delivered: every frame at least once, some twice or three times, in any order. */
const delivered = (frames: FeedFrame[]) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 3 }), { minLength: frames.length, maxLength: frames.length }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: frames.length * 3,
        maxLength: frames.length * 3,
      }),
      fc.integer({ min: 1, max: 17 }),
    )
    .map(([copies, keys, batchSize]) => {
      const out = frames.flatMap((f, i) => Array.from({ length: copies[i] }, () => f));
      const order = out.map((f, i) => ({ f, k: keys[i] })).sort((a, b) => a.k - b.k);
      return { frames: order.map((o) => o.f), batchSize };
    });

function applyInBatches(frames: FeedFrame[], batchSize: number) {
  let data = emptyLiveData();
  for (let i = 0; i < frames.length; i += batchSize)
    data = applyFrames(data, frames.slice(i, i + batchSize), NOW);
  return data;
}

describe('applyFrames under duplication and reordering', () => {
  it('ends in the same state as in-order delivery', () => {
    fc.assert(
      fc.property(
        inOrderStream.chain((frames) => delivered(frames).map((d) => ({ frames, d }))),
        ({ frames, d }) => {
          const expected = applyFrames(emptyLiveData(), frames, NOW);
          const actual = applyInBatches(d.frames, d.batchSize);
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('in-order delivery shows the highest good sequence and every point once', () => {
    fc.assert(
      fc.property(matchStream(5), (frames) => {
        const data = applyFrames(emptyLiveData(), frames, NOW);
        const refused = new Set(
          frames.flatMap((f) => (f.type === 'score_withdrawn' ? [f.superseded_sequence] : [])),
        );
        const good = frames.flatMap((f) =>
          f.type === 'score' && !refused.has(f.score.sequence) ? [f.score.sequence] : [],
        );
        expect(data.scores[5]?.sequence ?? null).toBe(good.length ? Math.max(...(good as number[])) : null);
        const seqs = frames.flatMap((f) => (f.type === 'point' ? [f.point.seq] : []));
        expect(data.points[5]?.points.map((p) => p.seq) ?? []).toEqual(seqs);
      }),
    );
  });

  it('keeps the identity of matches a batch did not touch', () => {
    const base = applyFrames(emptyLiveData(), [scoreFrame(1, 1), scoreFrame(2, 1)], NOW);
    const next = applyFrames(base, [scoreFrame(2, 2)], NOW);
    expect(next.scores[1]).toBe(base.scores[1]);
    expect(next.scores[2]).not.toBe(base.scores[2]);
    expect(applyFrames(next, [scoreFrame(2, 2), scoreFrame(1, 1)], NOW)).toBe(next);
  });

  it('never shows a state whose withdrawal arrives within the window, whatever the gaps and batches', () => {
    const WINDOW = 250;
    // The batcher applies what arrived up to one animation frame after the first frame it queued.
    const FLUSH = 16;
    // Each frame arrives some ms after the one before; a withdrawal arrives within the window of the
    // state it refuses, less the batcher's frame.
    const timed = matchStream(7).chain((frames) =>
      fc
        .array(fc.integer({ min: 0, max: 400 }), { minLength: frames.length, maxLength: frames.length })
        .map((gaps) => ({ frames, gaps })),
    );
    fc.assert(
      fc.property(timed, ({ frames, gaps }) => {
        const arrivals: number[] = [];
        let t = NOW;
        const arrivedAt = new Map<number, number>();
        for (const [i, f] of frames.entries()) {
          t += gaps[i];
          if (f.type === 'score_withdrawn') {
            const of = arrivedAt.get(f.superseded_sequence as number) ?? t;
            t = Math.min(t, of + WINDOW - FLUSH - 1);
          } else if (f.type === 'score') arrivedAt.set(f.score.sequence as number, t);
          arrivals.push(t);
        }
        const refused = new Set(
          frames.flatMap((f) => (f.type === 'score_withdrawn' ? [f.superseded_sequence] : [])),
        );
        let data = emptyLiveData();
        const shown: (number | null)[] = [];
        for (let i = 0; i < frames.length; ) {
          const flushAt = arrivals[i] + FLUSH;
          let j = i;
          while (j < frames.length && arrivals[j] <= flushAt) j++;
          // The settle timer may have fired any time before this flush: at its latest, it shows most.
          data = settleDue(data, flushAt, WINDOW);
          shown.push(data.scores[7]?.sequence ?? null);
          data = applyFrames(data, frames.slice(i, j), flushAt, WINDOW);
          shown.push(data.scores[7]?.sequence ?? null);
          i = j;
        }
        data = settleDue(data, Number.MAX_SAFE_INTEGER, WINDOW);
        shown.push(data.scores[7]?.sequence ?? null);
        for (const seq of shown) expect(seq === null || !refused.has(seq)).toBe(true);
        // Once every window has passed the good states are all shown: the highest is on screen.
        const good = frames.flatMap((f) =>
          f.type === 'score' && !refused.has(f.score.sequence) ? [f.score.sequence as number] : [],
        );
        expect(data.scores[7]?.sequence ?? null).toBe(good.length ? Math.max(...good) : null);
      }),
      { numRuns: 300 },
    );
  });
});
