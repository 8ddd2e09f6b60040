/* biome-ignore-all lint/suspicious/noExplicitAny: raw response bodies are JSON the tests read by field */
import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness';

const h = harness({ feedTickMs: 0 });
const mint = async (body: unknown, remoteAddress = '127.0.0.1') => {
  const res = await h.app.admin.inject({
    method: 'POST',
    url: '/_admin/keys',
    payload: body as object,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as any };
};

describe('minted demo keys (admin listener)', () => {
  it('a minted key works at its tier with counts of its own', async () => {
    const a = await mint({ tier: 'free', label: 'fan-day' });
    const b = await mint({ tier: 'free' });
    expect(a.status).toBe(201);
    expect(a.body.key).toMatch(/^demo-free-fan-day-[0-9a-f]{12}$/);
    expect(b.body.key).not.toBe(a.body.key);

    expect((await h.get('/matches?status=live&limit=1', a.body.key)).status).toBe(200);
    expect((await h.get('/matches?status=live&limit=1', a.body.key)).status).toBe(200);
    const usageA = (await h.get('/usage', a.body.key)).body;
    const usageB = (await h.get('/usage', b.body.key)).body;
    expect(usageA).toMatchObject({ tier: 'free', today: { calls: 2 } });
    expect(usageB).toMatchObject({ tier: 'free', today: { calls: 0 } });
    // The tier gate applies: FREE may not open an ULTRA read.
    expect((await h.get('/ws-token', a.body.key)).status).toBe(403);
  });

  it('is minted only on loopback and only on the admin listener, and refuses an unknown tier', async () => {
    expect((await mint({ tier: 'free' }, '10.1.2.3')).status).toBe(404);
    const pub = await h.app.inject({ method: 'POST', url: '/_admin/keys', payload: { tier: 'free' } });
    expect(pub.statusCode).toBe(404);
    expect((await mint({ tier: 'platinum' })).status).toBe(400);
    expect((await mint({ tier: 'free', label: 'Has Spaces' })).status).toBe(400);
  });
});
