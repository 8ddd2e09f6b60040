import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Match, MatchDetail, MatchList } from '../../contract/match';
import type { Score } from '../../contract/score';
import { sampleMatch, sampleScore } from '../../contract/test-samples';
import { matchesReceived, scoreReceived, scoresReceived } from './cache-sync';
import { matchQueries } from './match-queries';

const match = (over: Partial<Match> = {}) => ({ ...(sampleMatch() as unknown as Match), ...over }) as Match;
const score = (sequence: number | null) => ({ ...(sampleScore() as unknown as Score), sequence }) as Score;

function seeded() {
  const qc = new QueryClient();
  const m = match({ id: 5, score: score(10) });
  qc.setQueryData(matchQueries.live().queryKey, { data: [m], meta: { count: 1 } } satisfies MatchList);
  qc.setQueryData(matchQueries.detail(5).queryKey, { ...m, market: null } as MatchDetail);
  // A score read someone made (the copies kept in step are the ones in the cache).
  qc.setQueryData(matchQueries.score(5).queryKey, score(10));
  return { qc, m };
}

describe('cache sync: REST and live data agree', () => {
  it('a slate or change-feed row updates the detail, the score read and every list holding it', () => {
    const { qc, m } = seeded();
    matchesReceived(qc, [{ ...m, score: score(11) }]);
    expect(qc.getQueryData<MatchDetail>(matchQueries.detail(5).queryKey)?.score?.sequence).toBe(11);
    expect(qc.getQueryData<MatchDetail>(matchQueries.detail(5).queryKey)?.market).toBeNull();
    expect(qc.getQueryData<Score>(matchQueries.score(5).queryKey)?.sequence).toBe(11);
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(11);
  });
  it('a row older than the cache (a poll that left before a feed frame) steps no cached score back', () => {
    const { qc, m } = seeded();
    scoreReceived(qc, 5, score(12));
    matchesReceived(qc, [{ ...m, round: 'F', score: score(11) }]);
    expect(qc.getQueryData<Score>(matchQueries.score(5).queryKey)?.sequence).toBe(12);
    const detail = qc.getQueryData<MatchDetail>(matchQueries.detail(5).queryKey);
    expect(detail?.score?.sequence).toBe(12);
    expect(detail?.round).toBe('F');
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(12);
  });
  it('a match nobody has read gets no detail or score entry; its list row still follows', () => {
    const qc = new QueryClient();
    const m = match({ id: 8, score: score(10) });
    qc.setQueryData(matchQueries.live().queryKey, { data: [m], meta: { count: 1 } } satisfies MatchList);
    scoresReceived(qc, new Map([[8, score(11)]]));
    matchesReceived(qc, [{ ...m, score: score(12) }]);
    expect(
      qc.getQueryCache().find({ queryKey: matchQueries.score(8).queryKey, exact: true }),
    ).toBeUndefined();
    expect(
      qc.getQueryCache().find({ queryKey: matchQueries.detail(8).queryKey, exact: true }),
    ).toBeUndefined();
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(12);
  });
  it('a match that completes leaves the live list', () => {
    const { qc, m } = seeded();
    matchesReceived(qc, [{ ...m, status: 'completed' }]);
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data).toEqual([]);
  });
  it('a feed score only moves forward by sequence', () => {
    const { qc } = seeded();
    scoreReceived(qc, 5, score(12));
    scoreReceived(qc, 5, score(9));
    expect(qc.getQueryData<Score>(matchQueries.score(5).queryKey)?.sequence).toBe(12);
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(12);
    expect(qc.getQueryData<MatchDetail>(matchQueries.detail(5).queryKey)?.score?.sequence).toBe(12);
  });

  it('a score without a sequence (before the counter) never overwrites a sequenced one in any copy', () => {
    const { qc, m } = seeded();
    scoreReceived(qc, 5, score(10));
    scoreReceived(qc, 5, score(null));
    matchesReceived(qc, [{ ...m, score: score(null) }]);
    expect(qc.getQueryData<Score>(matchQueries.score(5).queryKey)?.sequence).toBe(10);
    expect(qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data[0].score?.sequence).toBe(10);
    expect(qc.getQueryData<MatchDetail>(matchQueries.detail(5).queryKey)?.score?.sequence).toBe(10);
  });

  it('a batch of feed scores rewrites each list once, skipping stale ones', () => {
    const qc = new QueryClient();
    const rows = [1, 2, 3].map((id) => match({ id, score: score(10) }));
    qc.setQueryData(matchQueries.live().queryKey, { data: rows, meta: { count: 3 } } satisfies MatchList);
    let listWrites = 0;
    qc.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'success' && e.query.queryKey[1] === 'list') listWrites++;
    });
    scoresReceived(
      qc,
      new Map([
        [1, score(11)],
        [2, score(9)],
        [3, score(12)],
      ]),
    );
    expect(listWrites).toBe(1);
    const seqs = qc.getQueryData<MatchList>(matchQueries.live().queryKey)?.data.map((m) => m.score?.sequence);
    expect(seqs).toEqual([11, 10, 12]);
  });
});
