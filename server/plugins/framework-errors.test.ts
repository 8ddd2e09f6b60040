import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/errors';
import { conforms, harness } from '../test/harness';
import { literalSegments, MAX_PARAM_LENGTH } from './framework-errors';

// Every route with a path id, as the spec names them. Over-long ids used to get Fastify's own 414
// (FST_ERR_MAX_PARAM_LENGTH) and bad escapes its 400 (FST_ERR_BAD_URL), both without CORS and
// without an `error` body. Now the route's documented answer: 400 bad_period for a package period
// (history-surface.md), 404 not_found for every id that could never be issued.
const ID_ROUTES: Array<[method: 'GET' | 'DELETE', path: string, error: string, status: number]> = [
  ['GET', '/matches/ID', 'not_found', 404],
  ['GET', '/matches/ID/score', 'not_found', 404],
  ['GET', '/matches/ID/events', 'not_found', 404],
  ['GET', '/matches/ID/status-history', 'not_found', 404],
  ['GET', '/matches/ID/withdrawals', 'not_found', 404],
  ['GET', '/matches/ID/analysis', 'not_found', 404],
  ['GET', '/matches/ID/statistics', 'not_found', 404],
  ['GET', '/matches/ID/points', 'not_found', 404],
  ['GET', '/matches/ID/prices', 'not_found', 404],
  ['GET', '/markets/ID/prices', 'not_found', 404],
  ['GET', '/players/ID', 'not_found', 404],
  ['GET', '/players/ID/stoppages', 'not_found', 404],
  ['GET', '/players/ID/injuries', 'not_found', 404],
  ['GET', '/tournaments/ID', 'not_found', 404],
  ['DELETE', '/webhooks/ID', 'not_found', 404],
  ['GET', '/history/matches/ID', 'not_found', 404],
  ['GET', '/history/matches/ID/prices', 'not_found', 404],
  ['GET', '/history/matches/ID/rally', 'not_found', 404],
  ['GET', '/history/archive/matches/ID', 'not_found', 404],
  ['GET', '/history/archive/matches/ID/tape', 'not_found', 404],
  ['GET', '/history/packages/ID', 'bad_period', 400],
  ['GET', '/rally/matches/ID', 'not_found', 404],
  ['GET', '/charting/matches/ID', 'not_found', 404],
];
const BAD_IDS = ['1'.repeat(101), 'x'.repeat(150), '9'.repeat(2000), '%FF', '%zz', '12%', '%C0%AF'];

const h = harness({ windowScale: 0.001 });
let base = '';
beforeAll(async () => {
  base = await h.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await h.app.close();
});

describe('path ids the router used to refuse itself', () => {
  it('get the route’s documented 400 or 404, with CORS and an error body, on every id route', async () => {
    for (const [method, path, error, status] of ID_ROUTES) {
      for (const id of BAD_IDS) {
        const url = `${base}${path.replace('ID', id)}`;
        const res = await fetch(url, { method, headers: { 'x-api-key': 'demo-ultra' } });
        const what = `${method} ${path} with ${id.slice(0, 12)}… (${id.length})`;
        expect(res.status, what).toBe(status);
        expect(res.headers.get('access-control-allow-origin'), what).toBe('*');
        expect(conforms(ErrorBody, await res.json()).error, what).toBe(error);
      }
    }
  });

  it('answers a bad escape outside any id with the contract 404 and CORS', async () => {
    const res = await fetch(`${base}/matc%FFhes`, { headers: { 'x-api-key': 'demo-ultra' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(conforms(ErrorBody, await res.json()).error).toBe('not_found');
  });

  it('still serves a real id beside them', async () => {
    const live = await h.get('/matches?status=live&limit=1');
    const id = live.body.data[0].id;
    expect((await fetch(`${base}/matches/${id}`, { headers: { 'x-api-key': 'demo-ultra' } })).status).toBe(
      200,
    );
  });
});

describe('literalSegments', () => {
  it('turns only the undecodable segments into their literal text', () => {
    expect(literalSegments('/matches/%FF/score?x=%FF')).toBe('/matches/%25FF/score?x=%FF');
    expect(literalSegments('/a%20b/%zz')).toBe('/a%20b/%25zz');
    expect(literalSegments('/matches/12')).toBe('/matches/12');
    expect(MAX_PARAM_LENGTH).toBeGreaterThan(100);
  });
});
