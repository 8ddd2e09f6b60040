import { describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES } from './contract-routes';
import { decideApiRequest } from './route-allowlist';

// One real path per contract route (documents 1 and 2, `/usage` from the vendor yaml).
const SAMPLES: Record<string, string> = {
  '/health': '/api/health',
  '/usage': '/api/usage',
  '/matches': '/api/matches?status=live',
  '/matches/{matchId}': '/api/matches/42',
  '/matches/{matchId}/score': '/api/matches/42/score',
  '/matches/{matchId}/events': '/api/matches/42/events',
  '/matches/{matchId}/status-history': '/api/matches/42/status-history',
  '/matches/{matchId}/withdrawals': '/api/matches/42/withdrawals',
  '/matches/{matchId}/analysis': '/api/matches/42/analysis',
  '/matches/{matchId}/statistics': '/api/matches/42/statistics',
  '/matches/{matchId}/points': '/api/matches/42/points?after_seq=3',
  '/matches/{matchId}/prices': '/api/matches/42/prices',
  '/events': '/api/events',
  '/players': '/api/players',
  '/players/{playerId}': '/api/players/7',
  '/players/{playerId}/stoppages': '/api/players/7/stoppages',
  '/players/{playerId}/injuries': '/api/players/7/injuries',
  '/tournaments': '/api/tournaments',
  '/tournaments/{tournamentId}': '/api/tournaments/580',
  '/markets': '/api/markets?match_id=42',
  '/markets/{matchId}/prices': '/api/markets/42/prices',
  '/fixtures': '/api/fixtures',
  '/ws-token': '/api/ws-token',
  '/webhooks': '/api/webhooks',
  '/webhooks/{webhookId}': '/api/webhooks/3',
  '/history/matches': '/api/history/matches',
  '/history/coverage': '/api/history/coverage',
  '/history/matches/{matchId}': '/api/history/matches/42',
  '/history/matches/{matchId}/prices': '/api/history/matches/42/prices',
  '/history/matches/{matchId}/rally': '/api/history/matches/42/rally',
  '/history/archive/matches': '/api/history/archive/matches',
  '/history/archive/matches/{archiveId}': '/api/history/archive/matches/9',
  '/history/archive/matches/{archiveId}/tape': '/api/history/archive/matches/9/tape',
  '/history/archive/players': '/api/history/archive/players',
  '/history/archive/career': '/api/history/archive/career',
  '/history/packages': '/api/history/packages',
  '/history/packages/{period}': '/api/history/packages/2026-09',
  '/h2h': '/api/h2h?p1=a&p2=b',
  '/rankings': '/api/rankings',
  '/rally/matches': '/api/rally/matches',
  '/rally/matches/{rallyMatchId}': '/api/rally/matches/5',
  '/charting/players': '/api/charting/players?name=fed',
  '/charting/matches/{chartingMatchId}': '/api/charting/matches/5',
};

describe('gateway: the contract routes as an allowlist', () => {
  it('has a sample for every route, and no route twice', () => {
    const paths = CONTRACT_ROUTES.filter((r) => !r.websocket).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.keys(SAMPLES).sort()).toEqual([...paths].sort());
  });

  it.each(Object.entries(SAMPLES))('%s passes, to the same path upstream', (template, url) => {
    const method = template === '/webhooks/{webhookId}' ? 'DELETE' : 'GET';
    const decision = decideApiRequest(method, url);
    expect(decision).toMatchObject({ kind: 'forward', route: { path: template } });
    expect(decision.kind === 'forward' && decision.upstreamPath).toBe(
      url.replace(/^\/api/, '').split('?')[0],
    );
  });

  it('refuses a path the contract does not have with 404 not_found, whatever the method', () => {
    for (const [method, url] of [
      ['GET', '/api/_admin/faults'],
      ['POST', '/api/_admin/faults/force429'],
      ['GET', '/api'],
      ['GET', '/api/matches/42/score/extra'],
      ['GET', '/api/matches/abc'],
      ['GET', '/api/matches/-1'],
      ['DELETE', '/api/webhooks/all'],
    ]) {
      expect(decideApiRequest(method, url), `${method} ${url}`).toMatchObject({
        kind: 'refuse',
        refusal: { status: 404, body: { error: 'not_found' } },
      });
    }
  });

  it("answers a bad package period with the contract's 400 bad_period", () => {
    expect(decideApiRequest('GET', '/api/history/packages/latest')).toMatchObject({
      refusal: { status: 400, body: { error: 'bad_period' } },
    });
  });

  it('takes POST only on /webhooks and DELETE only on /webhooks/{webhookId}', () => {
    expect(decideApiRequest('POST', '/api/webhooks')).toMatchObject({
      kind: 'forward',
      write: { bodyLimit: 16 * 1024, json: true },
    });
    expect(decideApiRequest('DELETE', '/api/webhooks/3')).toMatchObject({
      kind: 'forward',
      write: { bodyLimit: 0 },
    });
    expect(decideApiRequest('DELETE', '/api/webhooks')).toMatchObject({
      refusal: {
        status: 405,
        body: { error: 'method_not_allowed', allowed: ['GET', 'HEAD', 'OPTIONS', 'POST'] },
      },
    });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE']) {
      expect(decideApiRequest(method, '/api/matches'), method).toMatchObject({
        refusal: { status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } },
      });
    }
  });

  it('takes HEAD wherever it takes GET, and nowhere else', () => {
    expect(decideApiRequest('HEAD', '/api/matches/7/score')).toMatchObject({
      kind: 'forward',
      upstreamPath: '/matches/7/score',
      write: null,
    });
    expect(decideApiRequest('HEAD', '/api/webhooks/3')).toMatchObject({
      refusal: { status: 405, body: { allowed: ['OPTIONS', 'DELETE'] } },
    });
    expect(decideApiRequest('HEAD', '/api/ws')).toMatchObject({ refusal: { status: 426 } });
  });

  it('answers OPTIONS itself with the methods the route takes', () => {
    expect(decideApiRequest('OPTIONS', '/api/webhooks/3')).toEqual({
      kind: 'options',
      allow: ['OPTIONS', 'DELETE'],
    });
    expect(decideApiRequest('OPTIONS', '/api/matches')).toEqual({
      kind: 'options',
      allow: ['GET', 'HEAD', 'OPTIONS'],
    });
  });

  it('refuses GET on /webhooks/{webhookId}, which the spec only deletes', () => {
    expect(decideApiRequest('GET', '/api/webhooks/3')).toMatchObject({
      refusal: { status: 405, body: { allowed: ['OPTIONS', 'DELETE'] } },
    });
  });

  it('lets only a WebSocket handshake reach /ws, and a handshake nothing else', () => {
    expect(decideApiRequest('GET', '/api/ws', { upgrade: true })).toMatchObject({
      kind: 'forward',
      upstreamPath: '/ws',
    });
    expect(decideApiRequest('GET', '/api/ws')).toMatchObject({ refusal: { status: 426 } });
    expect(decideApiRequest('GET', '/api/matches', { upgrade: true })).toMatchObject({
      refusal: { status: 404 },
    });
    expect(decideApiRequest('GET', '/', { upgrade: true })).toMatchObject({ refusal: { status: 404 } });
  });

  it('normalises before matching: an encoded escape is a 400, not a 404 or a pass', () => {
    expect(decideApiRequest('GET', '/api/%2e%2e/_admin/faults')).toMatchObject({ refusal: { status: 400 } });
    expect(decideApiRequest('GET', '/api/matches/..%2f_admin')).toMatchObject({ refusal: { status: 400 } });
  });
});
