import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness';

// While a corpus loads for its first read, the service answers everything else: the load runs in a
// worker and only that route's request waits for it.
describe('corpus loading off the request thread', () => {
  it('answers /health and the live list while the rankings and charting load, then answers them', async () => {
    const h = harness();
    const settled: string[] = [];
    const track = <T>(name: string, p: Promise<T>) =>
      p.then((r) => {
        settled.push(name);
        return r;
      });
    const rankings = track('rankings', h.get('/rankings?system=atp&limit=3'));
    const charting = track('charting', h.get('/charting/players?name=federer'));
    const health = await track('health', h.get('/health', null));
    const live = await track('live', h.get('/matches?status=live&limit=5'));
    expect(health.status).toBe(200);
    expect(live.status).toBe(200);
    // Neither corpus had answered when the two quick reads did.
    expect(settled.slice(0, 2)).toEqual(['health', 'live']);
    const [r, c] = await Promise.all([rankings, charting]);
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: { rank: number }) => x.rank)).toEqual([1, 2, 3]);
    expect(c.status).toBe(200);
    expect(c.body.player.name).toBe('Roger Federer');
  }, 120_000);
});
