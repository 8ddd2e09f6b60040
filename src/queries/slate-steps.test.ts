import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, MatchList } from '../../contract/match';
import type { Score } from '../../contract/score';
import { sampleMatch, sampleScore } from '../../contract/test-samples';
import { scoreReceived } from './cache-sync';
import { matchQueries } from './match-queries';
import { createSlateWriter, slateStep } from './slate-steps';

const match = (id: number, sequence = 10) =>
  ({ ...(sampleMatch() as unknown as Match), id, score: score(sequence) }) as Match;
const score = (sequence: number) => ({ ...(sampleScore() as unknown as Score), sequence }) as Score;
const list = (rows: Match[]): MatchList => ({ data: rows, meta: { count: rows.length } }) as MatchList;
const key = matchQueries.live().queryKey;
const shown = (qc: QueryClient) =>
  qc.getQueryData<MatchList>(key)?.data.map((m) => `${m.id}@${m.score?.sequence}`);

describe('a polled slate written in steps', () => {
  it("one step: the poll's order, its rows for this step, cached rows for the rest, new ones later", () => {
    const cached = list([match(1), match(2), match(3)]);
    const target = list([match(4, 20), match(2, 20), match(1, 20), match(5, 20)]);
    const step = slateStep(cached, target, new Set([4, 2]), new Set());
    // 3 left the slate; 4 is this step's; 2 is too; 1 keeps its cached row; 5 waits for its step.
    expect(step.data.map((m) => `${m.id}@${m.score?.sequence}`)).toEqual(['4@20', '2@20', '1@10']);
    expect(step.data[2]).toBe(cached.data[0]);
    // A row written in an earlier step that the cache has lost comes from the poll.
    const later = slateStep(list([]), target, new Set([5]), new Set([4]));
    expect(later.data.map((m) => m.id)).toEqual([4, 5]);
  });

  describe('the writer', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('writes `chunk` rows per step until the cache holds the poll; a feed score newer than it stays', async () => {
      const qc = new QueryClient();
      qc.setQueryData(key, list([1, 2, 3, 4, 5].map((id) => match(id))));
      qc.setQueryData(matchQueries.score(6).queryKey, score(10));
      const writer = createSlateWriter(qc, { chunk: 2, everyMs: 80 });
      writer.received(list([1, 2, 3, 4, 5, 6].map((id) => match(id, 20))));
      // The new match joins with the first step; the rows already shown are rewritten by their place.
      expect(shown(qc)).toEqual(['1@20', '2@20', '3@10', '4@10', '5@10', '6@20']);
      // The feed moves match 5 past the poll while it waits for its step.
      scoreReceived(qc, 5, score(25));
      await vi.advanceTimersByTimeAsync(80);
      expect(shown(qc)).toEqual(['1@20', '2@20', '3@20', '4@20', '5@25', '6@20']);
      await vi.advanceTimersByTimeAsync(80);
      expect(shown(qc)).toEqual(['1@20', '2@20', '3@20', '4@20', '5@25', '6@20']);
      // The score read held had the row at once.
      expect(qc.getQueryData<Score>(matchQueries.score(6).queryKey)?.sequence).toBe(20);
      writer.stop();
    });

    it('a newer poll replaces the steps left of the older one', async () => {
      const qc = new QueryClient();
      qc.setQueryData(key, list([1, 2, 3, 4].map((id) => match(id))));
      const writer = createSlateWriter(qc, { chunk: 2, everyMs: 80 });
      writer.received(list([1, 2, 3, 4].map((id) => match(id, 20))));
      writer.received(list([3, 4, 1].map((id) => match(id, 30))));
      expect(shown(qc)).toEqual(['3@30', '4@30', '1@20']);
      await vi.advanceTimersByTimeAsync(80);
      expect(shown(qc)).toEqual(['3@30', '4@30', '1@30']);
      await vi.advanceTimersByTimeAsync(800);
      expect(shown(qc)).toEqual(['3@30', '4@30', '1@30']);
    });

    it('a slate poll older than the feed keeps the feed score, and the unchanged row keeps its identity', () => {
      const qc = new QueryClient();
      qc.setQueryData(key, list([match(5)]));
      scoreReceived(qc, 5, score(12));
      const before = qc.getQueryData<MatchList>(key)?.data[0];
      const writer = createSlateWriter(qc, { chunk: 48, everyMs: 80 });
      writer.received(list([match(5, 11)]));
      const after = qc.getQueryData<MatchList>(key)?.data[0];
      expect(after?.score?.sequence).toBe(12);
      expect(after).toBe(before);
      writer.received(list([match(5, 13)]));
      expect(shown(qc)).toEqual(['5@13']);
    });

    it('writes the slate once and patches the other lists that hold its matches', () => {
      const qc = new QueryClient();
      qc.setQueryData(key, list([match(5)]));
      const tournamentKey = matchQueries.list({ tournament_id: '7' }).queryKey;
      qc.setQueryData(tournamentKey, list([match(5)]));
      const writes: string[] = [];
      qc.getQueryCache().subscribe((e) => {
        if (e.type === 'updated' && e.action.type === 'success' && e.query.queryKey[1] === 'list')
          writes.push(JSON.stringify(e.query.queryKey[2]));
      });
      createSlateWriter(qc, { chunk: 48, everyMs: 80 }).received(list([match(5, 14)]));
      expect(writes.sort()).toEqual([
        JSON.stringify({ status: 'live' }),
        JSON.stringify({ tournament_id: '7' }),
      ]);
      expect(qc.getQueryData<MatchList>(tournamentKey)?.data[0].score?.sequence).toBe(14);
    });
  });
});
