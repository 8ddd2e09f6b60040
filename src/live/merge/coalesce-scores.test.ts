import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { applyFrames, emptyLiveData } from './apply-frames';
import { coalesceScores } from './coalesce-scores';
import { HISTORY_LIMIT } from './score-entry';
import { pointFrame, scoreFrame, withdrawnFrame } from './test-frames';

const NOW = 1_000;
const WINDOW = 250;

/** A match's frames as delivered to a page behind the feed: many states, some re-sent or late. */
const backlogOf = (matchId: number) =>
  fc
    .record({
      states: fc.integer({ min: 1, max: HISTORY_LIMIT * 3 }),
      withdrawal: fc.option(fc.integer({ min: 1, max: HISTORY_LIMIT * 3 }), { nil: null }),
      keys: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 200, maxLength: 200 }),
    })
    .map(({ states, withdrawal, keys }) => {
      const frames: FeedFrame[] = [];
      for (let s = 1; s <= states; s++) {
        frames.push(scoreFrame(matchId, s), pointFrame(matchId, s));
        if (s % 5 === 0) frames.push(scoreFrame(matchId, s)); // re-sent
        if (withdrawal === s) frames.push(withdrawnFrame(matchId, s));
      }
      // Mostly in order, a few late: a frame swaps with the next when its key is small.
      for (let i = 0; i + 1 < frames.length; i++)
        if (keys[i % keys.length] < 0.1) [frames[i], frames[i + 1]] = [frames[i + 1], frames[i]];
      return frames;
    });

describe('coalesceScores', () => {
  it('the store ends on the same scores, points and signals with the backlog coalesced as with all of it', () => {
    fc.assert(
      fc.property(fc.tuple(backlogOf(1), backlogOf(2), fc.integer({ min: 0, max: 10 })), ([a, b, before]) => {
        // Some of the match's states already applied, the rest a backlog followed by another match's.
        const base = applyFrames(emptyLiveData(), a.slice(0, before), NOW, WINDOW);
        const backlog = [...a.slice(before), ...b];
        const all = applyFrames(base, backlog, NOW + 16, WINDOW);
        const coalesced = applyFrames(base, coalesceScores(backlog), NOW + 16, WINDOW);
        expect(coalesced.scores).toEqual(all.scores);
        expect(coalesced.points).toEqual(all.points);
        expect(coalesced.signals).toEqual(all.signals);
      }),
      { numRuns: 300 },
    );
  });

  it('hands back the same array when nothing can go', () => {
    const frames = [scoreFrame(1, 1), scoreFrame(1, 2), withdrawnFrame(1, 2)];
    expect(coalesceScores(frames)).toBe(frames);
  });
});
