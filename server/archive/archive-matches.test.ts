import { describe, expect, it } from 'vitest';
import { ArchiveMatch, ArchiveMatchList } from '../../contract/archive';
import { conforms, harness } from '../test/harness';
import { archiveDetailRow } from './archive-row';
import { searchArchive } from './archive-search';
import { archiveStore } from './archive-store';
import { ATP_TOUR, archiveSeason, inArchive, rawCount, rawResults, WTA_TOUR } from './test-raw-results';
import { warmArchive } from './warm-archive';

const NAMES = ['tourney_id', 'winner_name', 'loser_name'];

describe('GET /history/archive/matches', () => {
  const h = harness();
  warmArchive();

  it('lists every archive result of a player, counted independently from the raw CSV', async () => {
    const expected = rawResults(ATP_TOUR, NAMES, 'Roger Federer').filter(
      (r) => inArchive(r) && (r.winner_name === 'Roger Federer' || r.loser_name === 'Roger Federer'),
    ).length;
    const res = await h.get('/history/archive/matches?name=roger%20federer&limit=200');
    const body = conforms(ArchiveMatchList, res.body);
    expect(res.status).toBe(200);
    expect(body.meta.total).toBe(expected);
    expect(expected).toBeGreaterThan(1400);
    for (const m of body.data) expect([m.winner.name, m.loser.name]).toContain('Roger Federer');
  });

  it('serves 1968 through 2022 only, newest tournament first', async () => {
    const all = conforms(ArchiveMatchList, (await h.get('/history/archive/matches?limit=200')).body);
    const files = [
      ATP_TOUR,
      WTA_TOUR,
      'atp_matches_qual_chall_2019_2024.csv.gz',
      'wta_matches_qual_itf_2019_2024.csv.gz',
    ];
    const expected = files.reduce((n, f) => n + rawCount(f, archiveSeason), 0);
    expect(all.meta.total).toBe(expected);
    const dates = all.data.map((m) => m.event_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0] <= '2022-12-31').toBe(true);
    const late = (await h.get('/history/archive/matches?from=2023-01-01')).body;
    expect(late.meta.total).toBe(0);
  });

  it('applies tour, window, round and level together', async () => {
    const res = await h.get(
      '/history/archive/matches?tour=wta&from=1990-01-01&to=1990-12-31&level=G&round=F',
    );
    const body = conforms(ArchiveMatchList, res.body);
    const expected = rawResults(
      WTA_TOUR,
      ['tourney_level', 'round', 'tourney_date', 'winner_name'],
      ',G,',
    ).filter((r) => r.tourney_level === 'G' && r.round === 'F' && r.tourney_date.startsWith('1990'));
    expect(body.meta.total).toBe(expected.length);
    expect(body.data.map((m) => m.winner.name).sort()).toEqual(expected.map((r) => r.winner_name).sort());
  });

  it('answers each bad parameter with its documented 400', async () => {
    const cases: Array<[string, string]> = [
      ['tour=challenger', 'bad_tour'],
      ['from=1990-13-01', 'bad_date'],
      ['from=2000-01-02&to=2000-01-01', 'bad_window'],
      ['name=ab', 'bad_request'],
      ['round=R256', 'bad_request'],
      ['level=ZZ', 'bad_request'],
      ['limit=0', 'bad_request'],
      ['offset=-1', 'bad_request'],
    ];
    for (const [qs, code] of cases) {
      const res = await h.get(`/history/archive/matches?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error, qs).toBe(code);
    }
  });

  it('is gated like the other history reads', async () => {
    expect((await h.get('/history/archive/matches?limit=1', null)).status).toBe(401);
    expect((await h.get('/history/archive/matches?limit=1', 'demo-basic')).status).toBe(200);
    expect((await h.get('/history/archive/matches?limit=1', 'demo-history-starter')).status).toBe(200);
  });

  it('answers a filtered search over the whole archive well within 50 ms at p99', () => {
    const store = archiveStore();
    const filters = [
      { name: 'nadal' },
      { tour: 'wta' as const, round: 'F' },
      { level: 'G', from: '1970-01-01', to: '2022-12-31' },
      { name: 'son', tour: 'atp' as const },
      { from: '2010-01-01', to: '2012-12-31', round: 'QF' },
    ];
    // CPU time of the search itself: on a shared machine wall time also counts other processes' turns.
    const cpuMs = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const times: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < 100; i++) {
      const [c, t] = [cpuMs(), performance.now()];
      searchArchive(store, filters[i % filters.length]);
      times.push(cpuMs() - c);
      wall.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    wall.sort((a, b) => a - b);
    const p99 = times[98];
    console.log(
      `archive search over ${store.size} results: CPU p50 ${times[50].toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; wall p99 ${wall[98].toFixed(1)} ms`,
    );
    expect(p99).toBeLessThan(50);
  });
});

describe('GET /history/archive/matches/{archiveId}', () => {
  const h = harness();

  it('returns the result winner-first with the serve stats the row records', async () => {
    const cols = [
      'tourney_name',
      'round',
      'tourney_date',
      'winner_name',
      'score',
      'winner_rank',
      'winner_seed',
    ];
    const raw = rawResults(ATP_TOUR, [...cols, 'w_ace', 'l_bpFaced'], 'Wimbledon').find(
      (r) => r.tourney_name === 'Wimbledon' && r.round === 'F' && r.tourney_date.startsWith('2019'),
    );
    const list = (await h.get('/history/archive/matches?name=djokovic&from=2019-07-01&to=2019-07-01&round=F'))
      .body;
    const m = conforms(ArchiveMatch, (await h.get(`/history/archive/matches/${list.data[0].id}`)).body);
    expect(m.winner.name).toBe(raw?.winner_name);
    expect(m.score).toBe(raw?.score);
    expect(m.winner.rank).toBe(Number(raw?.winner_rank));
    expect(m.winner.seed).toBe(Number(raw?.winner_seed));
    expect(m.stats?.winner.aces).toBe(Number(raw?.w_ace));
    expect(m.stats?.loser.bp_faced).toBe(Number(raw?.l_bpFaced));
  });

  it('leaves absent serve stats and ranks null, never 0', async () => {
    const m = (await h.get('/history/archive/matches/1000001')).body;
    const raw = rawResults(ATP_TOUR, ['winner_name', 'w_svpt'], '1968-')[0];
    expect(m.winner.name).toBe(raw.winner_name);
    expect(raw.w_svpt).toBe('');
    expect(m.stats).toBeNull();
    expect(m.winner.rank).toBeNull();
  });

  it('conforms to the contract across the whole archive (every 50th result)', () => {
    const store = archiveStore();
    let checked = 0;
    for (let p = 0; p < store.size; p += 50) {
      const m = conforms(ArchiveMatch, archiveDetailRow(store.ids[p], store.row(p)));
      expect(m.winner.rank === null || m.winner.rank > 0).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(7_000);
  });

  it('is 404 for an id never issued', async () => {
    for (const id of ['999', '1999999', 'abc']) {
      const res = await h.get(`/history/archive/matches/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
  });
});
