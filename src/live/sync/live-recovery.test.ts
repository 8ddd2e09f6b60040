import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchPoints } from '../../../contract/points';
import { ApiError } from '../../api/api-error';
import { eventually } from '../../test/eventually';
import { pointFrame, pointRow, scoreAt, scoreFrame, withdrawnFrame } from '../merge/test-frames';
import { createLiveStore } from '../store/live-store';
import type { LiveFetchers } from './live-fetchers';
import { startLiveRecovery } from './live-recovery';

const until = (check: () => boolean) => eventually(() => expect(check()).toBe(true));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every point frame of `seqs`, one batch per seq, as the feed delivers them. */
const feed = (live: ReturnType<typeof createLiveStore>, matchId: number, seqs: number[]) => {
  for (const s of seqs) live.framesReceived([pointFrame(matchId, s)]);
};

const page = (seqs: number[], hasMore: boolean): MatchPoints => ({
  pbp_coverage: 'point',
  quality: 'clean',
  basis: 'live',
  covers_from_start: true,
  last_seq: seqs.at(-1) ?? 0,
  has_more: hasMore,
  points: seqs.map((s) => pointRow(s)),
  enrichment: { serve: null, outcome: null },
});

/** Fetchers with a settled score whose `/points` reads are recorded (each `after_seq`) and answered by `answer`. */
function recordedReads(
  answer: (after: number, reads: readonly number[]) => MatchPoints | Promise<MatchPoints>,
) {
  const reads: number[] = [];
  const fetchers: LiveFetchers = {
    score: async () => scoreAt(1),
    points: async (_id, after) => {
      reads.push(after);
      return answer(after, reads);
    },
  };
  return { reads, fetchers };
}

let stop = () => {};
afterEach(() => stop());

describe('live recovery', () => {
  it('refetches the score after a withdrawal', async () => {
    const live = createLiveStore();
    const asked: number[] = [];
    const fetchers: LiveFetchers = {
      score: async (id) => {
        asked.push(id);
        return scoreAt(1, { age_seconds: 99 });
      },
      points: async () => page([], false),
    };
    stop = startLiveRecovery(live, fetchers);
    live.framesReceived([scoreFrame(5, 1), scoreFrame(5, 2), withdrawnFrame(5, 2)]);
    await until(() => live.store.getState().scores[5].needsRefetch === false);
    expect(asked).toEqual([5]);
    expect(live.store.getState().scores[5].score?.age_seconds).toBe(99);
  });

  it('pages /points from the last contiguous seq until has_more is false', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async (after) => {
      return after === 2 ? page([3, 4], true) : page([5, 6], false);
    });
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10 });
    live.framesReceived([pointFrame(8, 1), pointFrame(8, 2), pointFrame(8, 6)]);
    await until(() => live.store.getState().points[8].contiguousSeq === 6);
    expect(reads).toEqual([2, 4]);
  });

  it('with pointsFor "watched", backfills a gap only once a view watches the match', async () => {
    const live = createLiveStore();
    const reads: [number, number][] = [];
    const fetchers: LiveFetchers = {
      score: async () => scoreAt(1),
      points: async (id, after) => {
        reads.push([id, after]);
        return page([2], false);
      },
    };
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10, pointsFor: 'watched' });
    const unwatch7 = live.watchPoints(7);
    live.framesReceived([pointFrame(7, 1), pointFrame(7, 3), pointFrame(8, 1), pointFrame(8, 3)]);
    await until(() => live.store.getState().points[7].contiguousSeq === 3);
    await new Promise((r) => setTimeout(r, 40));
    expect(reads).toEqual([[7, 1]]);
    expect(live.store.getState().points[8].gapSince).not.toBeNull();

    // Two views of match 8; the first one to appear starts the read of the gap it already had.
    const unwatchA = live.watchPoints(8);
    const unwatchB = live.watchPoints(8);
    await until(() => live.store.getState().points[8].contiguousSeq === 3);
    expect(reads).toEqual([
      [7, 1],
      [8, 1],
    ]);
    unwatchA();
    unwatchA();
    expect(live.isWatchingPoints(8)).toBe(true);
    unwatchB();
    unwatch7();
    expect(live.isWatchingPoints(8)).toBe(false);
    expect(live.isWatchingPoints(7)).toBe(false);
  });

  it('does not read while late frames fill the gap within the grace period', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async () => {
      return page([], false);
    });
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 50 });
    live.framesReceived([pointFrame(8, 1), pointFrame(8, 3)]);
    live.framesReceived([pointFrame(8, 2)]);
    await new Promise((r) => setTimeout(r, 100));
    expect(reads).toEqual([]);
  });

  it('moves a match that answers 410 to the id it was merged into', async () => {
    const live = createLiveStore();
    const fetchers: LiveFetchers = {
      score: async () => {
        throw Object.assign(new Error('merged'), { status: 410, body: { error: 'merged', merged_into: 77 } });
      },
      points: async () => page([], false),
    };
    stop = startLiveRecovery(live, fetchers);
    live.framesReceived([scoreFrame(5, 1), withdrawnFrame(5, 1)]);
    await until(() => 5 in live.store.getState().merged);
    expect(live.store.getState().merged[5]).toBe(77);
    expect(live.store.getState().scores[5]).toBeUndefined();
  });

  it('a page that joined mid-match reads nothing for a view whose rows the feed has since delivered', async () => {
    // The bench's slate: ~500 matches first heard mid-match; rows come on screen (sparkline: the
    // newest 20 points) once the feed has delivered that many. None of that is a gap.
    const live = createLiveStore();
    const reads: [number, number][] = [];
    const fetchers: LiveFetchers = {
      score: async () => scoreAt(1),
      points: async (id, after) => {
        reads.push([id, after]);
        return page([], false);
      },
    };
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10, pointsFor: 'watched' });
    for (let id = 1; id <= 50; id++) feed(live, id, range(100 + id, 120 + id));
    const unwatch = range(1, 50).map((id) => live.watchPoints(id, 20));
    await new Promise((r) => setTimeout(r, 60));
    expect(reads).toEqual([]);
    for (let id = 1; id <= 50; id++) expect(live.store.getState().points[id].gapSince).toBeNull();
    for (const u of unwatch) u();
  });

  it('reads history below the first frame only as deep as the deepest view, once', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async (after) => {
      return page(range(after + 1, 120), false);
    });
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10, pointsFor: 'watched' });
    feed(live, 9, range(115, 120));
    await new Promise((r) => setTimeout(r, 30));
    expect(reads).toEqual([]);
    // A sparkline of the newest 20 points: the 14 below the first frame, nothing more.
    const unwatchRow = live.watchPoints(9, 20);
    await until(() => live.store.getState().points[9].points[0].seq === 101);
    feed(live, 9, range(121, 125));
    await new Promise((r) => setTimeout(r, 30));
    expect(reads).toEqual([100]);
    // The match centre's Points tab shows every point: the whole match, once.
    const unwatchTab = live.watchPoints(9);
    await until(() => live.store.getState().points[9].points[0].seq === 1);
    feed(live, 9, range(126, 130));
    await new Promise((r) => setTimeout(r, 30));
    expect(reads).toEqual([100, 0]);
    expect(live.store.getState().points[9]).toMatchObject({ contiguousSeq: 130, gapSince: null });
    unwatchRow();
    unwatchTab();
  });

  it('coalesces a gap per match: one read while it is open, however many frames arrive', async () => {
    const live = createLiveStore();
    const reads: number[] = [];
    let answer: (p: MatchPoints) => void = () => {};
    const fetchers: LiveFetchers = {
      score: async () => scoreAt(1),
      points: (_id, after) => {
        reads.push(after);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    };
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10 });
    feed(live, 4, [1, 2, 5]);
    await until(() => reads.length === 1);
    feed(live, 4, [6, 8, 9]);
    await new Promise((r) => setTimeout(r, 40));
    expect(reads).toEqual([2]);
    answer(page([3, 4, 5, 6, 7, 8, 9], false));
    await until(() => live.store.getState().points[4].contiguousSeq === 9);
    await new Promise((r) => setTimeout(r, 40));
    expect(reads).toEqual([2]);
  });

  it('does not ask again at once for a gap the service could not fill', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async () => {
      return page([], false);
    });
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 5, retryMs: 10_000 });
    feed(live, 6, [1, 3]);
    await until(() => reads.length === 1);
    feed(live, 6, [4, 5]);
    await new Promise((r) => setTimeout(r, 60));
    expect(reads).toEqual([1]);
  });

  it('a read the request budget refuses goes again when the budget says, not on a fixed timer', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async (_after, reads) => {
      if (reads.length === 1)
        throw new ApiError('budget', 0, 'budget_minute_full', null, {
          type: 'budget',
          reason: 'minute_full',
          retryAtMs: Date.now() + 80,
        });
      return page([2], false);
    });
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 5, retryMs: 10_000 });
    feed(live, 3, [1, 3]);
    await until(() => reads.length === 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(reads).toEqual([1]);
    await until(() => live.store.getState().points[3].contiguousSeq === 3);
    expect(reads).toEqual([1, 1]);
  });

  it('a short view of a match that has completed reads its newest rows of the reconstruction once', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async (after) => {
      return { ...page(range(after + 1, 146), false), basis: 'reconstruction' };
    });
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10, pointsFor: 'watched' });
    feed(live, 2, [145, 146]);
    const unwatch = live.watchPoints(2, 20);
    await until(() => live.store.getState().points[2].basis === 'reconstruction');
    await new Promise((r) => setTimeout(r, 30));
    expect(reads).toEqual([126]);
    expect(live.store.getState().points[2].points.map((p) => p.seq)).toEqual(range(127, 146));
    unwatch();
  });

  it('reads a match it holds no row of once from the start when a view wants it whole, only with the feed open', async () => {
    // A slate row whose match has had no point since the page opened, with a finished 7–6 set.
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async () => page(range(1, 60), false));
    const flush = () => new Promise((r) => setTimeout(r, 0));
    // The row mounts before the feed and its recovery start (the app loads them after the first screen).
    const unwatchWhole = live.watchPoints(12);
    stop = startLiveRecovery(live, fetchers, { gapGraceMs: 10, pointsFor: 'watched' });
    // The sparkline's 20 rows of another match with no frame: nothing to read below (as before).
    const unwatchRow = live.watchPoints(13, 20);
    // The feed is not open yet: the key may not read /points (both are ULTRA), so nothing goes.
    await flush();
    expect(reads).toEqual([]);
    live.connectionChanged({ transport: 'native', state: 'open' });
    await until(() => live.store.getState().points[12]?.points.length === 60);
    expect(reads).toEqual([0]);
    expect(live.store.getState().points[13]).toBeUndefined();
    // Frames, re-renders and another view wanting it whole do not read it again.
    live.framesReceived([scoreFrame(12, 1), scoreFrame(12, 2)]);
    const unwatchAgain = live.watchPoints(12);
    live.connectionChanged({ state: 'backoff' });
    live.connectionChanged({ state: 'open' });
    await flush();
    expect(reads).toEqual([0]);
    for (const u of [unwatchRow, unwatchWhole, unwatchAgain]) u();
  });

  it('starts the reads the feed’s opening allows one task at a time, never in the task that opened it', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async () => page(range(1, 3), false));
    vi.useFakeTimers();
    try {
      const unwatch = [21, 22, 23].map((id) => live.watchPoints(id));
      stop = startLiveRecovery(live, fetchers, { pointsFor: 'watched' });
      live.connectionChanged({ transport: 'native', state: 'open' });
      await Promise.resolve();
      expect(reads).toEqual([]);
      await vi.advanceTimersToNextTimerAsync();
      expect(reads).toEqual([0]);
      await vi.advanceTimersToNextTimerAsync();
      expect(reads).toEqual([0, 0]);
      await vi.advanceTimersToNextTimerAsync();
      expect(reads).toEqual([0, 0, 0]);
      expect([21, 22, 23].map((id) => live.store.getState().points[id]?.points.length)).toEqual([3, 3, 3]);
      for (const u of unwatch) u();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never asks again for a match whose points the key may not read (403)', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async () => {
      throw new ApiError('http', 403, 'upgrade_required', null);
    });
    // An injected clock: a retry would be a timer, and a minute of them passes at once.
    vi.useFakeTimers();
    try {
      stop = startLiveRecovery(live, fetchers, { retryMs: 5_000, pointsFor: 'watched' });
      live.connectionChanged({ transport: 'native', state: 'open' });
      const unwatch = live.watchPoints(14);
      await vi.advanceTimersByTimeAsync(0);
      expect(reads).toEqual([0]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(reads).toEqual([0]);
      unwatch();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads from the start through the shared pages first, then on from their last seq', async () => {
    const live = createLiveStore();
    const { reads, fetchers } = recordedReads(async (after) => page(range(after + 1, after + 3), false));
    const shared: number[] = [];
    fetchers.sharedPoints = async (id) => {
      shared.push(id);
      // What the Points tab's query holds: its first page, the match going on past it.
      return [page(range(1, 500), true)];
    };
    stop = startLiveRecovery(live, fetchers, { pointsFor: 'watched' });
    live.connectionChanged({ transport: 'native', state: 'open' });
    const unwatch = live.watchPoints(15);
    await until(() => live.store.getState().points[15]?.points.length === 503);
    expect(shared).toEqual([15]);
    expect(reads).toEqual([500]);
    unwatch();
  });
});
