// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReads } from '../../contract/first-reads';
import { sampleMatch } from '../../contract/test-samples';
import type { RequestGate } from './http';
import { getMatch, listLiveMatches } from './matches';
import { getUsage } from './service';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const gateway = { mode: 'gateway' as const, baseUrl: '/api' };
const usage = { tier: 'ultra', limits: { per_minute: 600, per_day: null } };

/** What the gateway's config script leaves for the app: one started read per URL. */
function earlyRead(url: string, res: Promise<Response>, at = performance.now()) {
  window.__COURTSIDE_EARLY__ = { ...window.__COURTSIDE_EARLY__, [url]: { at, res } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__COURTSIDE_EARLY__;
});

describe('early reads started by the gateway page', () => {
  it('the first read of a URL takes the started answer; the next one asks', async () => {
    const fetchMock = vi.fn(async () => json({ ...usage, tier: 'pro' }));
    vi.stubGlobal('fetch', fetchMock);
    earlyRead('/api/usage', Promise.resolve(json(usage)));
    expect((await getUsage({ connection: gateway, gate: null })).tier).toBe('ultra');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await getUsage({ connection: gateway, gate: null })).tier).toBe('pro');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("the slate's live list is the URL the gateway starts, and the budget sees it go and answer", async () => {
    const fetchMock = vi.fn(async () => json({ data: [], meta: { count: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    const [, live] = firstReads('/');
    earlyRead(`/api${live}`, Promise.resolve(json({ data: [sampleMatch()], meta: { count: 1 } })));
    const gate: RequestGate = { beforeRequest: vi.fn(), afterResponse: vi.fn() };
    const list = await listLiveMatches({ connection: gateway, gate });
    expect(list.data).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gate.beforeRequest).toHaveBeenCalledTimes(1);
    expect(gate.afterResponse).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/matches' }),
      expect.objectContaining({ status: 200, error: null }),
    );
  });

  it("a cold match page's first read is the URL the gateway starts", async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
    const [, match] = firstReads('/matches/1004111');
    earlyRead(`/api${match}`, Promise.resolve(json({ ...sampleMatch(), id: 1004111 })));
    expect((await getMatch(1004111, { connection: gateway, gate: null })).id).toBe(1004111);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when the early read failed on its way, or is too old to be the first read', async () => {
    const fetchMock = vi.fn(async () => json(usage));
    vi.stubGlobal('fetch', fetchMock);
    earlyRead('/api/usage', Promise.reject(new TypeError('Failed to fetch')));
    expect((await getUsage({ connection: gateway, gate: null })).tier).toBe('ultra');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    earlyRead('/api/usage', Promise.resolve(json({ ...usage, tier: 'free' })), performance.now() - 60_000);
    expect((await getUsage({ connection: gateway, gate: null })).tier).toBe('ultra');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is never taken in direct mode, whose reads carry the key the page never sent', async () => {
    const fetchMock = vi.fn(async () => json(usage));
    vi.stubGlobal('fetch', fetchMock);
    earlyRead('/api/usage', Promise.resolve(json({ ...usage, tier: 'free' })));
    await getUsage({ connection: { mode: 'direct', baseUrl: '/api', apiKey: 'demo-free' }, gate: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
