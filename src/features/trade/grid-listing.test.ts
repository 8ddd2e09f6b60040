import { describe, expect, it } from 'vitest';
import type { Score } from '../../../contract/score';
import { scoreAt, scoreFrame } from '../../live/merge/test-frames';
import { createLiveStore } from '../../live/store/live-store';
import { keepGridListing } from './grid-listing';
import { makeLiveMatch } from './test-rows';

const listing = (seqs: readonly (number | null)[]) =>
  seqs.map((seq, i) => makeLiveMatch({ id: i + 1, score: scoreAt(seq) as Score }));

describe('keepGridListing', () => {
  it('keeps the drawn listing when a rewrite only brings scores the store already shows', () => {
    const live = createLiveStore(() => 1_000);
    live.framesReceived([scoreFrame(1, 8), scoreFrame(2, 4)]);
    const drawn = listing([5, 3]);
    // The cache writer's slice: the feed's own scores written into the same rows.
    const rewritten = drawn.map((m) => ({ ...m, score: live.store.getState().scores[m.id].score }));
    expect(keepGridListing(drawn, rewritten, live.store.getState().scores)).toBe(drawn);
  });

  it('keeps the drawn listing through a poll that answers the same rows as new objects', () => {
    const scores = createLiveStore(() => 1_000).store.getState().scores;
    const drawn = listing([5, 3]);
    const polled = structuredClone(drawn);
    expect(keepGridListing(drawn, polled, scores)).toBe(drawn);
  });

  it('takes a score the store does not show (a poll ahead of the feed, no feed), keeping the other rows', () => {
    const live = createLiveStore(() => 1_000);
    live.framesReceived([scoreFrame(1, 8)]);
    const drawn = listing([5, 3]);
    const polled = [{ ...drawn[0] }, { ...drawn[1], score: scoreAt(4) as Score }];
    const kept = keepGridListing(drawn, polled, live.store.getState().scores);
    expect(kept).not.toBe(drawn);
    expect(kept[0]).toBe(drawn[0]);
    expect(kept[1]).toBe(polled[1]);
    const ahead = [{ ...drawn[0], score: scoreAt(9) as Score }, drawn[1]];
    expect(keepGridListing(drawn, ahead, live.store.getState().scores)[0]).toBe(ahead[0]);
  });

  it('takes a listing with another field changed, a match started or ended, or a new order; unchanged rows keep their objects', () => {
    const scores = createLiveStore(() => 1_000).store.getState().scores;
    const drawn = listing([5, 3, 7]);
    const paused = [drawn[0], { ...drawn[1], event_status: 'rain' }, drawn[2]];
    expect(keepGridListing(drawn, paused, scores)).toEqual(paused);
    expect(keepGridListing(drawn, paused, scores)[1]).toBe(paused[1]);
    const ended = [{ ...drawn[0] }, { ...drawn[2] }];
    const afterEnd = keepGridListing(drawn, ended, scores);
    expect(afterEnd.map((m) => m.id)).toEqual([1, 3]);
    expect(afterEnd[0]).toBe(drawn[0]);
    expect(afterEnd[1]).toBe(drawn[2]);
    const started = [...drawn, makeLiveMatch({ id: 9 })];
    expect(keepGridListing(drawn, started, scores).map((m) => m.id)).toEqual([1, 2, 3, 9]);
    const swapped = [drawn[1], drawn[0], drawn[2]];
    expect(keepGridListing(drawn, swapped, scores)).toEqual(swapped);
  });
});
