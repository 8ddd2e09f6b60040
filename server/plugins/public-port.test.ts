import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/errors';
import { MAX_PARAM_LENGTH, MAX_TEXT_LENGTH } from '../../contract/query';
import { PUSH_PATH } from '../push/protocol-codes';
import { conforms, harness } from '../test/harness';

// Every answer of the public port carries CORS and the contract's `error` body: the HTTP parser's
// own refusals, a WebSocket path asked without an upgrade and over-long query values included.
const h = harness();
let port = 0;
beforeAll(async () => {
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  const addr = h.app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
});
afterAll(() => h.app.close());

/** One GET over a real socket, with an Origin as a browser sends it. */
function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { Origin: 'https://example.test', 'X-API-Key': 'demo-ultra' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the public port', () => {
  it('answers a URL past 16 KiB with 431, CORS and an error body', async () => {
    const r = await get(`/matches?status=${'x'.repeat(20_000)}`);
    expect(r.status).toBe(431);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(conforms(ErrorBody, r.body).error).toBe('request_too_large');
  });

  it('answers a WebSocket path asked without an upgrade with 426, CORS and an error body', async () => {
    for (const path of ['/ws', PUSH_PATH]) {
      const r = await get(path);
      expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(426);
      expect(r.headers['access-control-allow-origin']).toBe('*');
      expect(conforms(ErrorBody, r.body).error).toBe('websocket_required');
    }
  });

  it('caps every text parameter with the documented 400, never echoing the value whole', async () => {
    const cases: Array<[path: string, error: string]> = [
      [`/rally/matches?player=${'a'.repeat(10_000)}`, 'bad_request'],
      [`/h2h?p1=${'a'.repeat(MAX_TEXT_LENGTH + 1)}&p2=Nadal`, 'bad_request'],
      [`/players?search=${'a'.repeat(MAX_TEXT_LENGTH + 1)}`, 'bad_request'],
      [`/charting/players?name=${'a'.repeat(MAX_TEXT_LENGTH + 1)}`, 'bad_request'],
      [`/history/archive/matches?name=${'a'.repeat(MAX_TEXT_LENGTH + 1)}`, 'bad_request'],
      [`/matches?tournament_id=${'1'.repeat(MAX_PARAM_LENGTH + 1)}`, 'bad_tournament_id'],
      [`/matches?updated_since=${'2'.repeat(MAX_PARAM_LENGTH + 1)}`, 'bad_updated_since'],
    ];
    for (const [path, error] of cases) {
      const r = await get(path);
      expect(r.status, path.slice(0, 40)).toBe(400);
      expect(r.headers['access-control-allow-origin']).toBe('*');
      const body = conforms(ErrorBody, r.body);
      expect(body.error).toBe(error);
      expect((body.detail ?? '').length).toBeLessThan(200);
    }
    // At the cap a value is still read.
    const atCap = await get(`/players?search=${'a'.repeat(MAX_TEXT_LENGTH)}`);
    expect(atCap.status).toBe(200);
  });
});
