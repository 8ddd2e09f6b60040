// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchList } from '../../contract/match';
import type { Score } from '../../contract/score';
import { sampleMatch, sampleScore } from '../../contract/test-samples';
import { holdStatusStore } from '../live/watch-along/watch-along-hold';
import { watchAlongStore } from '../live/watch-along/watch-along-store';
import { json, routedFetch } from '../test/test-render';
import { historyQueries } from './history-queries';
import { matchQueries } from './match-queries';
import { createSlateWriter } from './slate-steps';

const score = (sequence: number) => ({ ...sampleScore(), sequence }) as Score;
const slate = (sequence: number): MatchList =>
  ({ data: [{ ...sampleMatch(), id: 5, score: score(sequence) }], meta: { count: 1 } }) as MatchList;

function stubService() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      routedFetch({
        '/api/matches/5/score': () => json(200, score(12)),
        '/api/matches': () => json(200, slate(12)),
        '/api/history/matches': () => json(200, { data: [], meta: { count: 0, has_more: false } }),
      }),
    ),
  );
}

/** A promise's outcome so far, without awaiting it. */
function watch<T>(p: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  p.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  vi.useFakeTimers();
  stubService();
});
afterEach(() => {
  watchAlongStore.getState().delayChosen(0);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('REST reads of live data wait the watch-along hold', () => {
  it('with a 30 s delay a score read resolves 30 s after its answer arrived, not before', async () => {
    watchAlongStore.getState().delayChosen(30);
    const read = watch(client().fetchQuery(matchQueries.score(5)));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(read.settled).toBe(false);
    expect(holdStatusStore.getState().heldReads).toBe(1);
    await vi.advanceTimersByTimeAsync(29_900);
    expect(read.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(read.value?.sequence).toBe(12);
    expect(holdStatusStore.getState().heldReads).toBe(0);
  });

  it('the live slate listing is held the same way', async () => {
    watchAlongStore.getState().delayChosen(10);
    const read = watch(client().fetchQuery(matchQueries.live()));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(read.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(read.value?.data[0].score?.sequence).toBe(12);
  });

  it('with delay 0 a read resolves as soon as its answer arrives', async () => {
    const read = watch(client().fetchQuery(matchQueries.score(5)));
    await vi.advanceTimersByTimeAsync(0);
    expect(read.value?.sequence).toBe(12);
  });

  it('history reads are not held', async () => {
    watchAlongStore.getState().delayChosen(60);
    const read = watch(client().fetchInfiniteQuery(historyQueries.matches()));
    // The read's schemas load with it (api/history.ts).
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(read.error).toBeUndefined();
    expect(read.value?.pages[0].data).toEqual([]);
  });

  it('lowering the delay releases a held read that is now due', async () => {
    watchAlongStore.getState().delayChosen(60);
    const read = watch(client().fetchQuery(matchQueries.score(5)));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read.settled).toBe(false);
    watchAlongStore.getState().delayChosen(15);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.value?.sequence).toBe(12);
  });

  it('a read cancelled during the hold leaves it at once', async () => {
    watchAlongStore.getState().delayChosen(30);
    const qc = client();
    const read = watch(qc.fetchQuery(matchQueries.score(5)));
    await vi.advanceTimersByTimeAsync(0);
    expect(holdStatusStore.getState().heldReads).toBe(1);
    await qc.cancelQueries({ queryKey: matchQueries.score(5).queryKey });
    await vi.advanceTimersByTimeAsync(0);
    expect(read.settled).toBe(true);
    expect(read.value).toBeUndefined();
    expect(holdStatusStore.getState().heldReads).toBe(0);
  });

  it("a slate poll's rows reach the caches only after the hold", async () => {
    watchAlongStore.getState().delayChosen(30);
    const qc = client();
    qc.setQueryData(matchQueries.live().queryKey, slate(10));
    qc.setQueryData(matchQueries.score(5).queryKey, score(10));
    createSlateWriter(qc, { chunk: 48, everyMs: 80 }).received(slate(11));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(11);
    expect(qc.getQueryData<Score>(matchQueries.score(5).queryKey)?.sequence).toBe(11);
  });
});
