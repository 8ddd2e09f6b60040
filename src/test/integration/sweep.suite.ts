import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveTapesReady } from '../../../server/archive/archive-ready';
import { chartingLinksReady } from '../../../server/rally/match-link';
import { rankingsCorporaReady } from '../../../server/test/corpora-ready';
import { ApiError } from '../../api/api-error';
import {
  getArchiveCareer,
  getArchiveMatch,
  getArchiveTape,
  getChartingMatch,
  getChartingPlayer,
  getHeadToHead,
  getRallyMatch,
  getRankings,
  listArchiveMatches,
  listArchivePlayers,
  listRallyMatches,
} from '../../api/archive';
import type { Connection } from '../../api/connection';
import {
  getHistoryCoverage,
  getHistoryPrices,
  getHistoryRally,
  getHistoryTape,
  getPackageManifest,
  listHistoryMatches,
  listPackages,
} from '../../api/history';
import {
  getMarketPrices,
  listMarkets,
  listMatchPrices,
  listPlayerInjuries,
  listPlayerStoppages,
  listSlateEvents,
} from '../../api/markets';
import { getStatusHistory, getWithdrawals, listMatchEvents } from '../../api/match-tabs';
import { listLiveMatches, listWithdrawnMatches } from '../../api/matches';
import { getWsToken } from '../../api/service';
import { listWebhooks } from '../../api/webhooks';
import { type LiveService, startService } from '../service-fixture.test-harness';

// Every endpoint of both documents, called on an ULTRA key: each must answer something the fetch
// layer reads cleanly (a value with nothing degraded) or a typed refusal, never a contract break.
let svc: LiveService;
let ultra: Connection;
const degraded: string[] = [];
const outcomes: string[] = [];
const onDegraded = (path: string, fields: string[]) =>
  degraded.push(`${path}: ${fields.slice(0, 3).join(',')}`);

async function read(
  name: string,
  call: (c: { connection: Connection; gate: null; onDegraded: typeof onDegraded }) => Promise<unknown>,
) {
  try {
    const value = await call({ connection: ultra, gate: null, onDegraded });
    outcomes.push(`${name} ok`);
    return value;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    expect(e.kind, `${e.code} ${e.detail}`).toBe('http');
    outcomes.push(`${name} ${e.status} ${e.code}`);
    return e;
  }
}

beforeAll(async () => {
  svc = await startService();
  ultra = svc.direct('demo-ultra');
  // The history corpora load on their first read: seconds on a quiet machine, over a minute on a busy
  // one. Loading them here, under a hang guard rather than a speed limit, leaves the sweep's tests
  // only reads, so their timeout no longer measures how busy the machine is. Each is made ready as
  // the routes' gates make it (in a worker, or replayed from its recording in the cache folder), so
  // no corpus is read twice: the charting gate reads its corpus in a worker whatever this thread holds.
  await Promise.all([archiveTapesReady(), rankingsCorporaReady(), chartingLinksReady()]);
}, 600_000);
afterAll(async () => {
  console.info(`endpoint sweep: ${outcomes.join(' | ')}`);
  await svc.close();
});

describe('every endpoint reads cleanly through the fetch layer', () => {
  it('live-surface endpoints', async () => {
    const live = (await listLiveMatches({ connection: ultra, gate: null })).data;
    const m = live.find((x) => x.has_market) ?? live[0];
    const player = m.players.p1.id;
    await read('listMatchEvents', (o) => listMatchEvents(m.id, {}, o));
    await read('listSlateEvents', (o) => listSlateEvents({}, o));
    await read('listPlayerStoppages', (o) => listPlayerStoppages(player, {}, o));
    await read('listPlayerInjuries', (o) => listPlayerInjuries(player, {}, o));
    await read('getStatusHistory', (o) => getStatusHistory(m.id, {}, o));
    await read('getWithdrawals', (o) => getWithdrawals(m.id, o));
    await read('listWithdrawnMatches', (o) => listWithdrawnMatches('2026-11-01', {}, o));
    await read('listMarkets', (o) => listMarkets(m.id, o));
    await read('getMarketPrices', (o) => getMarketPrices(m.id, {}, o));
    await read('listMatchPrices', (o) => listMatchPrices(m.id, { limit: 5 }, o));
    await read('getWsToken', (o) => getWsToken(o));
    await read('listWebhooks', (o) => listWebhooks(o));
    expect(degraded).toEqual([]);
  });
  it('history-surface endpoints', async () => {
    const hist = await read('listHistoryMatches', (o) => listHistoryMatches({ limit: 3 }, o));
    const id = hist instanceof ApiError ? 1 : ((hist as { data: { id: number }[] }).data[0]?.id ?? 1);
    await read('getHistoryCoverage', (o) => getHistoryCoverage(o));
    await read('getHistoryTape', (o) => getHistoryTape(id, {}, o));
    await read('getHistoryPrices', (o) => getHistoryPrices(id, {}, o));
    await read('getHistoryRally', (o) => getHistoryRally(id, {}, o));
    const archive = await read('listArchiveMatches', (o) => listArchiveMatches({ limit: 2, tour: 'atp' }, o));
    const aid = archive instanceof ApiError ? 1 : ((archive as { data: { id: number }[] }).data[0]?.id ?? 1);
    expect(await read('getArchiveMatch', (o) => getArchiveMatch(aid, o))).toMatchObject({ id: aid });
    await read('getArchiveTape', (o) => getArchiveTape(aid, o));
    await read('listArchivePlayers', (o) => listArchivePlayers({}, o));
    await read('getArchiveCareer', (o) => getArchiveCareer({ name: 'Federer' }, o));
    await read('getHeadToHead', (o) => getHeadToHead({ p1: 'Federer', p2: 'Nadal' }, o));
    await read('getRankings', (o) => getRankings({ system: ['atp'] }, o));
    const rally = await read('listRallyMatches', (o) => listRallyMatches({ limit: 1 }, o));
    const rid =
      rally instanceof ApiError
        ? 1
        : ((rally as { data: { rally_match_id: number }[] }).data[0]?.rally_match_id ?? 1);
    await read('getRallyMatch', (o) => getRallyMatch(rid, { limit: 5 }, o));
    await read('getChartingPlayer', (o) => getChartingPlayer({ name: 'Federer' }, o));
    await read('getChartingMatch', (o) => getChartingMatch(1, o));
    await read('listPackages', (o) => listPackages({}, o));
    await read('getPackageManifest', (o) => getPackageManifest('2025-01', 'tape', o));
    expect(degraded).toEqual([]);
  });
});
