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

  it('takes a listing whose score the store does not show (a poll ahead of the feed, no feed at all)', () => {
    const live = createLiveStore(() => 1_000);
    live.framesReceived([scoreFrame(1, 8)]);
    const drawn = listing([5, 3]);
    const polled = [drawn[0], { ...drawn[1], score: scoreAt(4) as Score }];
    expect(keepGridListing(drawn, polled, live.store.getState().scores)).toBe(polled);
    const ahead = [{ ...drawn[0], score: scoreAt(9) as Score }, drawn[1]];
    expect(keepGridListing(drawn, ahead, live.store.getState().scores)).toBe(ahead);
  });

  it('takes a listing with another field changed, a match started or ended, or a new order', () => {
    const scores = createLiveStore(() => 1_000).store.getState().scores;
    const drawn = listing([5, 3]);
    const paused = [drawn[0], { ...drawn[1], event_status: 'rain' }];
    expect(keepGridListing(drawn, paused, scores)).toBe(paused);
    const ended = [drawn[0]];
    expect(keepGridListing(drawn, ended, scores)).toBe(ended);
    const swapped = [drawn[1], drawn[0]];
    expect(keepGridListing(drawn, swapped, scores)).toBe(swapped);
  });
});
