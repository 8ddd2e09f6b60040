import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMatch } from '../../contract/test-samples';
import { LIVE_PAGE_LIMIT } from '../../contract/first-reads';
import { listLiveMatches } from './matches';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const conn = { mode: 'direct' as const, baseUrl: 'http://svc.test', apiKey: 'demo-free' };

/** A listing of `total` live matches served in pages of the asked limit, as the service pages. */
function liveListing(total: number) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const ids = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, i) => offset + i + 1,
    );
    return json({
      data: ids.map((id) => ({ ...sampleMatch(), id })),
      meta: {
        count: total,
        total,
        has_more: offset + ids.length < total,
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
});
