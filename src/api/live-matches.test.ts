import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PAGE_LIMIT } from '../../contract/first-reads';
import { sampleMatch } from '../../contract/test-samples';
import { listLiveMatches } from './matches';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const conn = { mode: 'direct' as const, baseUrl: 'http://svc.test', apiKey: 'demo-free' };

/**
 * A listing of `total` live matches (ids 1..total) served in pages of the asked limit, as the service
 * pages. `between(request)` may change the listing's ids after each request, as play goes on.
 */
function liveListing(total: number, between?: (ids: number[], request: number) => number[]) {
  let listing = Array.from({ length: total }, (_, i) => i + 1);
  let requests = 0;
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const ids = listing.slice(offset, offset + limit);
    const count = listing.length;
    requests += 1;
    if (between) listing = between(listing, requests);
    return json({
      data: ids.map((id) => ({ ...sampleMatch(), id })),
      meta: {
        count,
        total: count,
        has_more: offset + ids.length < count,
        next_cursor: null,
        watermark: null,
      },
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('listLiveMatches', () => {
  it('reads an ordinary day in one request of the largest page', async () => {
    const fetchMock = liveListing(37);
    vi.stubGlobal('fetch', fetchMock);
    const list = await listLiveMatches({ connection: conn, gate: null });
    expect(list.data).toHaveLength(37);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain(`limit=${LIVE_PAGE_LIMIT}`);
  });

  it('pages a busy day until has_more is false, so 510 live matches are all on the slate', async () => {
    const fetchMock = liveListing(510);
    vi.stubGlobal('fetch', fetchMock);
    const list = await listLiveMatches({ connection: conn, gate: null });
    expect(list.data.map((m) => m.id)).toEqual(Array.from({ length: 510 }, (_, i) => i + 1));
    expect(list.meta.has_more).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('lists every match once when matches end or start between its page reads', async () => {
    // After the first page, its first 12 matches end (the rest move up 12 places); after the second,
    // a match listed first starts (the rest move down one).
    const fetchMock = liveListing(510, (ids, request) =>
      request === 1 ? ids.slice(12) : request === 2 ? [9_999, ...ids] : ids,
    );
    vi.stubGlobal('fetch', fetchMock);
    const list = await listLiveMatches({ connection: conn, gate: null });
    const ids = list.data.map((m) => m.id);
    // Every match of the first read is there once: none skipped by the shift, none read twice (the
    // one that started ahead of them is read by the slate's next poll).
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 510 }, (_, i) => i + 1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
