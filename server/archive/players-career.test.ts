import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ArchiveCareer, ArchivePlayerList } from '../../contract/archive';
import { AmbiguousName } from '../../contract/errors';
import { dataPath } from '../data/data-dir';
import { conforms, harness } from '../test/harness';
import { ATP_TOUR, inArchive, rawResults, WTA_TOUR } from './test-raw-results';

const rankingLines = (file: string) =>
  gunzipSync(readFileSync(dataPath('rankings', file)))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));

describe('GET /history/archive/players', () => {
  const h = harness();

  it('gives the career-high rank and the week it was first reached, from the ranking tables held', async () => {
    const body = conforms(
      ArchivePlayerList,
      (await h.get('/history/archive/players?name=bjorn%20borg')).body,
    );
    expect(body.data).toHaveLength(1);
    const borg = body.data[0];
    const weeks = rankingLines('atp_rankings_70s.csv.gz').filter((c) => Number(c[2]) === borg.id);
    const best = Math.min(...weeks.map((c) => Number(c[1])));
    const first = weeks
      .filter((c) => Number(c[1]) === best)
      .map((c) => c[0])
      .sort()[0];
    expect(borg.career_high_rank).toBe(best);
    expect(borg.career_high_date).toBe(`${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6, 8)}`);
    // Borg first reached No. 1 on 23 August 1977 (the public record agrees with the file).
    expect(borg).toMatchObject({ career_high_rank: 1, career_high_date: '1977-08-23', dob: '1956-06-06' });
  });

  it('finds the career high on every list the files hold, and states what they lack', async () => {
    // Federer first reached No. 1 on 2 February 2004, Sampras on 12 April 1993 (the files and the ATP agree).
    const federer = (await h.get('/history/archive/players?name=roger%20federer&tour=atp')).body.data[0];
    expect(federer).toMatchObject({ career_high_rank: 1, career_high_date: '2004-02-02' });
    const sampras = (await h.get('/history/archive/players?name=pete%20sampras&tour=atp')).body.data[0];
    expect(sampras).toMatchObject({ career_high_rank: 1, career_high_date: '1993-04-12' });
    const body = (await h.get('/history/archive/players?name=roger%20federer')).body;
    expect(body.meta.career_high_basis.weeks_unavailable).toContainEqual({
      tour: 'atp',
      from: '1968-01-01',
      to: '1973-08-26',
    });
  });

  it('orders by name and filters by tour', async () => {
    const body = conforms(
      ArchivePlayerList,
      (await h.get('/history/archive/players?name=williams&tour=wta&limit=200')).body,
    );
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.every((p) => p.tour === 'wta' && /williams/i.test(p.name ?? ''))).toBe(true);
    const norm = body.data.map((p) => (p.name ?? '').toLowerCase());
    expect([...norm].sort()).toEqual(norm);
    expect((await h.get('/history/archive/players?tour=itf')).body.error).toBe('bad_tour');
    expect((await h.get('/history/archive/players?name=ab')).body.error).toBe('bad_request');
  });
});

describe('GET /history/archive/career', () => {
  const h = harness();
  const cols = [
    'tourney_id',
    'winner_name',
    'loser_name',
    'score',
    'round',
    'w_svpt',
    'w_ace',
    'l_svpt',
    'l_ace',
  ];

  it('sums a career exactly as the raw rows do (walkovers apart, serve coverage stated)', async () => {
    const rows = rawResults(WTA_TOUR, cols, 'Steffi Graf').filter(
      (r) => inArchive(r) && (r.winner_name === 'Steffi Graf' || r.loser_name === 'Steffi Graf'),
    );
    const played = rows.filter((r) => !/W\/O/.test(r.score));
    const won = played.filter((r) => r.winner_name === 'Steffi Graf');
    const withStats = played.filter((r) => (r.winner_name === 'Steffi Graf' ? r.w_svpt : r.l_svpt) !== '');
    const aces = withStats.reduce(
      (n, r) => n + Number(r.winner_name === 'Steffi Graf' ? r.w_ace : r.l_ace),
      0,
    );
    const c = conforms(ArchiveCareer, (await h.get('/history/archive/career?name=Steffi%20Graf')).body);
    expect(c.record?.wins).toBe(won.length);
    expect(c.record?.losses).toBe(played.length - won.length);
    expect(c.record?.titles).toBe(won.filter((r) => r.round === 'F').length);
    expect(c.serve.matches_with_stats).toBe(withStats.length);
    expect(c.serve.aces).toBe(aces);
    expect(c.by_year?.reduce((n, y) => n + y.wins, 0)).toBe(won.length);
  });

  it('leaves the ratios of an era without serve stats null', async () => {
    const c = conforms(ArchiveCareer, (await h.get('/history/archive/career?name=Rod%20Laver')).body);
    const raw = rawResults(ATP_TOUR, cols, 'Rod Laver').filter(
      (r) => inArchive(r) && r.winner_name === 'Rod Laver',
    );
    expect(c.record?.wins).toBe(raw.filter((r) => !/W\/O/.test(r.score)).length);
    expect(c.serve.matches_with_stats).toBe(0);
    expect(c.serve.first_in_pct).toBeNull();
    expect(c.serve.aces_per_match).toBeNull();
  });

  it('refuses an ambiguous fragment with candidates, 404s an unknown name, 400s a short one', async () => {
    const amb = await h.get('/history/archive/career?name=williams');
    expect(amb.status).toBe(400);
    const body = conforms(AmbiguousName, amb.body);
    expect(body.candidates.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Serena Williams', 'Venus Williams']),
    );
    expect((await h.get('/history/archive/career?name=zzqqxx')).status).toBe(404);
    expect((await h.get('/history/archive/career?name=ab')).body.error).toBe('bad_request');
    expect((await h.get('/history/archive/career')).body.error).toBe('bad_request');
  });
});
