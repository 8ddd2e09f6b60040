import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { corpusGate } from './corpus-gate';

// While a corpus loads for its first read, only the routes that read it wait: everything else
// answers. The corpus here is a promise the test settles itself, so the order does not depend on
// what earlier test files in the same worker have loaded already.
describe('corpusGate', () => {
  it('holds a gated route until its corpus is ready while other routes answer', async () => {
    const app = Fastify();
    let loaded!: () => void;
    const corpus = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    let asked = 0;
    corpusGate(app, [
      {
        prefix: '/rankings',
        ready: () => {
          asked++;
          return corpus;
        },
      },
    ]);
    app.get('/rankings', async () => ({ data: 'table' }));
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();

    const settled: string[] = [];
    const rankings = app.inject({ url: '/rankings' }).then((r) => {
      settled.push('rankings');
      return r;
    });
    const health = await app.inject({ url: '/health' });
    settled.push('health');
    expect(health.statusCode).toBe(200);
    expect(asked).toBe(1);
    expect(settled).toEqual(['health']);

    loaded();
    const r = await rankings;
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: 'table' });
    expect(settled).toEqual(['health', 'rankings']);
    await app.close();
  });

  it('lets the requests that waited for a corpus go on a turn of the event loop each', async () => {
    const app = Fastify();
    let loaded!: () => void;
    const corpus = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    corpusGate(app, [{ prefix: '/archive', ready: () => corpus }]);
    // One count per turn of the event loop: an immediate queued from an immediate runs on the next.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const ranOn: number[] = [];
    app.get('/archive/:n', async () => {
      ranOn.push(turn);
      return { ok: true };
    });
    await app.ready();

    const reads = [1, 2, 3].map((n) => app.inject({ url: `/archive/${n}` }));
    await new Promise((r) => setTimeout(r, 20));
    expect(ranOn).toEqual([]);
    loaded();
    const answers = await Promise.all(reads);
    ticking = false;
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(ranOn).toHaveLength(3);
    expect(new Set(ranOn).size).toBe(3);
    await app.close();
  });
});
