import { beforeAll, describe, expect, it } from 'vitest';
import { RankingList } from '../../../contract/rankings';
import { readCsvGz } from '../../data/csv';
import { dataPath } from '../../data/data-dir';
import { rankingsCorporaReady } from '../../test/corpora-ready';
import { conforms, harness } from '../../test/harness';

const NADAL = 104745;
const DJOKOVIC = 104925;

describe('GET /rankings', () => {
  const h = harness();
  // Reading the data takes seconds on a busy machine; do it once, outside the per-test timeout.
  beforeAll(() => rankingsCorporaReady(), 180_000);
  const list = async (qs: string, key = 'demo-ultra') => {
    const r = await h.get(`/rankings?${qs}`, key);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return conforms(RankingList, r.body);
  };

  it('lists one official week in rank order, as the file publishes it', async () => {
    const latest = await list('system=atp&limit=200');
    expect(latest.meta.coverage.effective_date).toBe('2024-12-30');
    // Sinner finished 2024 as the ATP #1.
    expect(latest.data[0]).toMatchObject({ rank: 1, player_name: 'Jannik Sinner', rating: null });
    const file = readCsvGz(dataPath('rankings', 'atp_rankings_current.csv.gz')).filter(
      (r) => r.ranking_date === '20241230',
    );
    // One row per player a week: upstream lists 208147 twice on 2024-12-30 (ranks 796 and 975).
    expect(latest.meta.total).toBe(new Set(file.map((r) => r.player)).size);
    expect(file.length - 1).toBe(latest.meta.total);
    // previous_rank is the rank in the file's preceding week.
    const all = readCsvGz(dataPath('rankings', 'atp_rankings_current.csv.gz'));
    const prevWeek = [...new Set(all.map((r) => r.ranking_date))].sort().at(-2);
    const second = latest.data[1];
    const before = all.find((r) => r.ranking_date === prevWeek && Number(r.player) === second.player_id);
    expect(second.previous_rank).toBe(before ? Number(before.rank) : null);
    const ranks = latest.data.map((r) => r.rank ?? 0);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    // Ties print as repeated ranks: every published rank appears as often as in the file.
    const page2 = await list('system=atp&limit=200&offset=200');
    expect(page2.data[0].rank).toBe(Number([...file].sort((a, b) => +a.rank - +b.rank)[200].rank));
  });

  it('reads the newest week at or before as_of and never a later one', async () => {
    const r = await list('system=wta&as_of=1989-12-31&limit=3');
    expect(r.meta.coverage.effective_date).toBe('1989-12-25');
    // Steffi Graf held the WTA #1 through 1989.
    expect(r.data[0].player_name).toBe('Steffi Graf');
    // Every decade file is read: 1995 is a weekly list of its own.
    const nineties = await list('system=wta&as_of=1995-06-01&limit=1');
    // Sanchez Vicario held the WTA #1 in late May 1995.
    expect(nineties.data[0]).toMatchObject({
      effective_date: '1995-05-29',
      player_name: 'Arantxa Sanchez Vicario',
    });
    // Inside a gap (no ATP list from 18 September to the end of 2017) the week before is read.
    const gap = await list('system=atp&as_of=2017-11-20&limit=1');
    expect(gap.data[0].effective_date).toBe('2017-09-11');
    expect((gap.meta.coverage.missing_spans as Record<string, unknown[]>).atp).toContainEqual({
      from: '2017-09-18',
      to: '2017-12-25',
    });
    const before = await list('system=atp&as_of=1970-01-01');
    expect(before.data).toEqual([]);
    expect(before.meta.coverage.oldest_available.atp).toBe('1973-08-27');
    const itf = await list('system=itf_wt');
    expect(itf.data).toEqual([]);
    expect(itf.meta.coverage.oldest_available.itf_wt).toBeNull();
  });

  it('puts a real #1 of the time on top of the Elo listing', async () => {
    const atp = await list('system=elo&tour=atp&as_of=2010-06-01&limit=5');
    const names = atp.data.map((r) => r.player_name);
    // Federer (#1 until 7 June 2010) and Nadal (#1 from then) led the ATP in mid-2010.
    expect(names.slice(0, 3)).toEqual(expect.arrayContaining(['Roger Federer', 'Rafael Nadal']));
    const wta = await list('system=elo&tour=wta&as_of=1990-01-01&limit=1');
    const official = await list('system=wta&as_of=1990-01-01&limit=1');
    expect(wta.data[0].player_name).toBe(official.data[0].player_name);
    const clay = await list('system=elo&tour=atp&surface=clay&as_of=2012-07-01&limit=1');
    expect(clay.data[0]).toMatchObject({ player_name: 'Rafael Nadal', surface: 'clay', points: null });
    for (const r of atp.data) {
      expect(r.effective_date! <= '2010-06-01').toBe(true);
      expect(r.points).toBeNull();
    }
    const ratings = atp.data.map((r) => r.rating ?? 0);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(atp.meta.coverage.model?.publication_lag_days).toBe(14);
    expect(atp.meta.coverage.qualified).toEqual({ min_matches: 20, activity_weeks: 52 });
    expect(atp.meta.coverage.newest_available?.elo).toBeTruthy();
    // Served ids are tour-scoped, so nearly every rated ATP player resolves to a roster id.
    const rated = atp.meta.coverage.players_rated ?? 0;
    expect(atp.meta.coverage.players_linked).toBeLessThanOrEqual(rated);
    expect(atp.meta.coverage.players_linked).toBeGreaterThan(rated * 0.95);
  });

  it('pages the Elo listing: a later page is the same rows as a longer first page, the count is the whole field', async () => {
    const long = await list('system=elo&tour=atp&as_of=2005-03-01&limit=30');
    const later = await list('system=elo&tour=atp&as_of=2005-03-01&limit=10&offset=20');
    expect(later.data).toEqual(long.data.slice(20, 30));
    expect(later.meta).toMatchObject({ offset: 20, limit: 10, count: long.meta.count, has_more: true });
    expect(long.meta.count).toBeGreaterThan(30);
    expect(later.data.map((r) => r.rank)).toEqual(long.data.slice(20, 30).map((r) => r.rank));
    expect(later.meta.coverage.systems_resolved).toEqual(['elo']);
    const past = await list(`system=elo&tour=atp&as_of=2005-03-01&limit=10&offset=${long.meta.count}`);
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ count: long.meta.count, has_more: false });
  });

  it('applies min_matches and activity_weeks to the ranked field', async () => {
    const strict = await list(
      'system=elo&tour=atp&as_of=2000-01-01&min_matches=300&activity_weeks=4&limit=200',
    );
    const loose = await list('system=elo&tour=atp&as_of=2000-01-01&min_matches=0&activity_weeks=104&limit=1');
    expect(strict.meta.total).toBeLessThan(loose.meta.total ?? 0);
    expect(strict.meta.coverage.qualified).toEqual({ min_matches: 300, activity_weeks: 4 });
    const horizon = new Date(Date.parse('2000-01-01') - 28 * 86_400_000).toISOString().slice(0, 10);
    for (const r of strict.data) {
      expect(r.matches).toBeGreaterThanOrEqual(300);
      expect(r.effective_date! > horizon).toBe(true);
    }
  });

  it('makes a week effective 14 days after it begins', async () => {
    // Nadal won Roland Garros 2010 (week of 2010-05-24): seven wins, published 2010-06-07.
    const read = (asOf: string) =>
      list(`player=${NADAL}&system=elo&surface=clay&as_of=${asOf}`).then((r) => r.data[0]);
    const before = await read('2010-06-06');
    const after = await read('2010-06-07');
    expect(after.effective_date).toBe('2010-06-07');
    expect(before.effective_date! < '2010-06-07').toBe(true);
    expect((after.matches ?? 0) - (before.matches ?? 0)).toBe(7);
    expect(after.rating!).toBeGreaterThan(before.rating!);
  });

  it('answers per-player as-of records for the official systems and the four Elo ladders', async () => {
    // Djokovic was still ATP #1 at the end of May 2024 (Sinner took over on 10 June).
    const r = await list(`player=${DJOKOVIC}&as_of=2024-06-01`);
    expect(r.data.map((x) => x.system)).toEqual(['atp']);
    expect(r.data[0]).toMatchObject({ rank: 1, player_id: DJOKOVIC });
    const elo = await list(`player=${DJOKOVIC}&system=elo`);
    expect(elo.data.map((x) => x.surface).sort()).toEqual(['clay', 'grass', 'hard', 'overall']);
    expect(elo.data.every((x) => x.rank === null && x.points === null)).toBe(true);
    expect(elo.meta.coverage).toMatchObject({ players_requested: 1, players_resolved: 1, tour: 'atp' });
    const archive = await list(`archive_player=${NADAL}&system=elo&tour=atp&surface=overall`);
    expect(archive.data[0]).toMatchObject({ player_name: 'Rafael Nadal', archive_player_id: NADAL });
  });

  it('refuses bad parameters with the documented 400s', async () => {
    const code = async (qs: string) => (await h.get(`/rankings?${qs}`)).body.error;
    expect(await code('')).toBe('bad_request'); // listing needs exactly one system
    expect(await code('system=atp&system=wta')).toBe('bad_request');
    expect(await code('system=utr')).toBe('bad_request');
    expect(await code('system=elo')).toBe('bad_tour');
    expect(await code('system=elo&tour=itf')).toBe('bad_tour');
    expect(await code('system=elo&tour=atp&surface=hard&surface=clay')).toBe('bad_request');
    expect(await code('system=atp&surface=hard')).toBe('bad_request');
    expect(await code('system=atp&min_matches=3')).toBe('bad_request');
    expect(await code('system=elo&tour=atp&activity_weeks=105')).toBe('bad_request');
    expect(await code('system=nope')).toBe('bad_request');
    expect(await code('player=abc')).toBe('bad_request');
    expect(await code(Array.from({ length: 51 }, (_, i) => `player=${i + 1}`).join('&'))).toBe('bad_request');
    expect(await code('archive_player=1&system=atp')).toBe('bad_request');
    expect(await code('archive_player=1&system=elo')).toBe('bad_tour');
    expect(await code('system=atp&as_of=2024-13-01')).toBe('bad_date');
  });

  it('opens the listing at PRO and Elo and per-player reads at ULTRA only', async () => {
    expect((await h.get('/rankings?system=atp', 'demo-basic')).status).toBe(403);
    expect((await h.get('/rankings?system=atp', 'demo-pro')).status).toBe(200);
    for (const qs of ['system=elo&tour=atp', `player=${DJOKOVIC}`, 'system=elo&tour=nope']) {
      const r = await h.get(`/rankings?${qs}`, 'demo-pro');
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('upgrade_required');
    }
    expect((await h.get('/rankings?system=atp', null)).status).toBe(401);
  });
});
