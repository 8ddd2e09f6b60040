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
});
