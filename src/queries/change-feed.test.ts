import { describe, expect, it } from 'vitest';
import type { Match, MatchList } from '../../contract/match';
import { sampleMatch } from '../../contract/test-samples';
import type { MatchFilters } from '../api/matches';
import { applyFeedPage, FEED_OVERLAP_MS, feedRequest, startFeed } from './change-feed';
import { pollChangeFeed } from './change-feed-poller';

const row = (id: number, updated_at: string): Match =>
  ({ ...(sampleMatch() as unknown as Match), id, updated_at }) as Match;
const page = (data: Match[], meta: Partial<MatchList['meta']>): MatchList => ({
  data,
  meta: { count: data.length, ...meta },
});

describe('change feed', () => {
  it('starts from updated_since, follows next_cursor while has_more, then polls from watermark minus the overlap', () => {
    let s = startFeed('2026-11-21T12:00:00.000Z');
    expect(feedRequest(s, { tour: 'atp' })).toEqual({
      tour: 'atp',
      updated_since: '2026-11-21T12:00:00.000Z',
    });
    s = applyFeedPage(
      s,
      page([row(1, '2026-11-21T12:00:01Z')], {
        has_more: true,
        next_cursor: 'c1',
        watermark: '2026-11-21T12:10:00.000Z',
      }),
    ).state;
    expect(feedRequest(s)).toEqual({ cursor: 'c1' });
    s = applyFeedPage(
      s,
      page([row(2, '2026-11-21T12:05:00Z')], {
        has_more: false,
        next_cursor: 'c2',
        watermark: '2026-11-21T12:10:00.000Z',
      }),
    ).state;
    const since = new Date(Date.parse('2026-11-21T12:10:00.000Z') - FEED_OVERLAP_MS).toISOString();
    expect(feedRequest(s)).toEqual({ updated_since: since });
  });
  it('dedupes by id: a row re-delivered in the overlap is not applied twice; a newer version is', () => {
    let s = startFeed('2026-11-21T12:00:00.000Z');
    const a = row(7, '2026-11-21T12:09:30Z');
    let r = applyFeedPage(s, page([a], { has_more: false, watermark: '2026-11-21T12:10:00.000Z' }));
    expect(r.fresh.map((m) => m.id)).toEqual([7]);
    s = r.state;
    r = applyFeedPage(
      s,
      page([a, row(8, '2026-11-21T12:09:40Z')], { has_more: false, watermark: '2026-11-21T12:11:00.000Z' }),
    );
    expect(r.fresh.map((m) => m.id)).toEqual([8]);
    r = applyFeedPage(
      r.state,
      page([row(7, '2026-11-21T12:10:30Z')], { has_more: false, watermark: '2026-11-21T12:12:00.000Z' }),
    );
    expect(r.fresh.map((m) => m.id)).toEqual([7]);
  });
  it('one poll follows pages until has_more is false', async () => {
    const calls: MatchFilters[] = [];
    const pages = [
      page([row(1, '2026-11-21T12:00:01Z')], {
        has_more: true,
        next_cursor: 'x',
        watermark: '2026-11-21T12:10:00.000Z',
      }),
      page([row(2, '2026-11-21T12:00:02Z')], {
        has_more: false,
        next_cursor: 'y',
        watermark: '2026-11-21T12:10:00.000Z',
      }),
    ];
    const r = await pollChangeFeed(startFeed('2026-11-21T12:00:00.000Z'), async (p) => {
      calls.push(p);
      return pages[calls.length - 1];
    });
    expect(calls).toEqual([{ updated_since: '2026-11-21T12:00:00.000Z' }, { cursor: 'x' }]);
    expect(r.fresh.map((m) => m.id)).toEqual([1, 2]);
    expect(r.state.cursor).toBeNull();
  });
});
