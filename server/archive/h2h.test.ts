import { beforeAll, describe, expect, it } from 'vitest';
import { AmbiguousName } from '../../contract/errors';
import { HeadToHead } from '../../contract/h2h';
import { conforms, harness } from '../test/harness';
import { resultCorpus } from '../history/tape-era/result-corpus';
import { SLOT_ID_BASE } from '../world/schedule';
import { archiveStore } from './archive-store';
import { h2hResultsReady, resultNames } from './h2h-results';
import { ATP_TOUR, inArchive, rawResults } from './test-raw-results';

const COLS = ['tourney_id', 'winner_name', 'loser_name', 'score', 'surface'];

/** Completed and live matches the service shows between two names, read through GET /matches. */
async function currentBetween(h: ReturnType<typeof harness>, a: string, b: string) {
  const found: Array<{ original_event: string }> = [];
  for (const status of ['completed', 'live']) {
    for (let offset = 0; ; offset += 200) {
      const page = (await h.get(`/matches?status=${status}&limit=200&offset=${offset}`)).body;
      for (const m of page.data) {
        const names = [m.players.p1.name, m.players.p2.name];
        if (names.includes(a) && names.includes(b)) found.push(m.replay);
      }
      if (!page.meta.has_more) break;
    }
  }
  return found;
}

interface ListedRow {
  id: number;
  winner: 1 | 2 | null;
  players: { p1: { id: number; name: string }; p2: { id: number; name: string } };
}

/** Completed matches between two names as GET /history/matches lists them (filtered by player id). */
async function listedBetween(h: ReturnType<typeof harness>, a: string, b: string): Promise<ListedRow[]> {
  const found = (await h.get(`/players?search=${encodeURIComponent(a)}`)).body.data.find(
    (p: { name: string }) => p.name === a,
  );
  const out: ListedRow[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = (await h.get(`/history/matches?player=${found.id}&limit=200&offset=${offset}`)).body;
    for (const m of page.data as ListedRow[])
      if ([m.players.p1.name, m.players.p2.name].includes(b)) out.push(m);
    if (!page.meta.has_more) break;
  }
  return out;
}

const SLAM_IDS: Record<string, string> = {
  'Australian Open': '580',
  'Roland Garros': '520',
  Wimbledon: '540',
  'US Open': '560',
};

describe('GET /h2h', () => {
  const h = harness();
  // Both halves' corpora load on the first read; build them before the timed tests.
  beforeAll(() => {
    archiveStore();
    resultCorpus();
  }, 120_000);

  it("indexes the tape era's results by name a slice at a time, to the very index a read builds inline", async () => {
    // A world of its own (the harness's may be indexed already): it reads through to the harness's.
    const world = Object.create(h.app.world) as typeof h.app.world;
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    await h2hResultsReady(world);
    counting = false;
    expect(turns).toBeGreaterThan(1);
    expect([...resultNames(world)]).toEqual([...resultNames(h.app.world)]);
    expect(resultNames(world).size).toBeGreaterThan(1_000);
  });

  it('counts Federer–Nadal over both halves, the archive part checked against the raw CSV', async () => {
    const raw = rawResults(ATP_TOUR, COLS, 'Rafael Nadal').filter(
      (r) =>
        inArchive(r) &&
        [r.winner_name, r.loser_name].includes('Roger Federer') &&
        [r.winner_name, r.loser_name].includes('Rafael Nadal'),
    );
    // A walkover is no meeting played: it counts for no one.
    const federerWon = raw.filter((r) => r.winner_name === 'Roger Federer' && r.score !== 'W/O').length;
    const body = conforms(
      HeadToHead,
      (await h.get('/h2h?p1=Roger%20Federer&p2=Rafael%20Nadal', 'demo-basic')).body,
    );
    const archive = body.meetings.filter((m) => m.era === 'archive');
    const current = body.meetings.filter((m) => m.era === 'current');
    expect(archive).toHaveLength(raw.length);
    expect(archive.filter((m) => m.winner === 1)).toHaveLength(federerWon);
    // A replay of a real slam meeting the archive already holds (its tourney_id is season-slam) is
    // the same match again, so only the others count as current meetings.
    const shown = await currentBetween(h, 'Roger Federer', 'Rafael Nadal');
    const replayed = shown.filter((r) => {
      const [year, ...slam] = r.original_event.split(' ');
      const id = `${year}-${SLAM_IDS[slam.join(' ').replace(/ men's singles$/, '')]}`;
      return raw.some((row) => row.tourney_id === id);
    });
    expect(current).toHaveLength(shown.length - replayed.length);
    expect((body.meta as { replays_of_archived_meetings?: number }).replays_of_archived_meetings).toBe(
      replayed.length,
    );
    console.log(
      `Federer–Nadal: ${raw.length} archive meetings (${federerWon}–${raw.length - federerWon}), ${current.length} current, ${replayed.length} replays of archived meetings`,
    );
    const decided = body.meetings.filter((m) => m.winner !== null).length;
    expect(body.totals.meetings).toBe(decided);
    expect(body.totals.p1_wins + body.totals.p2_wins).toBe(decided);
    expect(body.totals.undecided).toBe(body.meetings.length - decided);
    const dates = body.meetings.map((m) => m.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.stats).toBeUndefined();
  });

  it('is the same record seen from the other side, with fragments resolving to one person', async () => {
    const ab = (await h.get('/h2h?p1=Federer&p2=Nadal')).body;
    const ba = (await h.get('/h2h?p1=Nadal&p2=Federer')).body;
    expect(ab.players).toMatchObject({
      p1: { name: 'Roger Federer', tour: 'atp' },
      p2: { name: 'Rafael Nadal' },
    });
    expect(ba.totals).toMatchObject({ p1_wins: ab.totals.p2_wins, p2_wins: ab.totals.p1_wins });
  });

  it('adds the per-player stats block on ULTRA only', async () => {
    const body = conforms(
      HeadToHead,
      (await h.get('/h2h?p1=Roger%20Federer&p2=Rafael%20Nadal', 'demo-ultra')).body,
    );
    const raw = rawResults(ATP_TOUR, [...COLS, 'w_svpt', 'l_svpt'], 'Rafael Nadal').filter(
      (r) =>
        inArchive(r) &&
        Number(r.tourney_id.slice(0, 4)) >= 1991 &&
        [r.winner_name, r.loser_name].includes('Roger Federer') &&
        [r.winner_name, r.loser_name].includes('Rafael Nadal') &&
        (r.winner_name === 'Roger Federer' ? r.w_svpt : r.l_svpt) !== '',
    );
    expect(body.stats?.p1.archive_serve.meetings_with_stats).toBe(raw.length);
    expect(body.stats?.p1.current.meetings_with_stats).toBeGreaterThanOrEqual(0);
  });

  it('counts a walkover for no one (who advanced is kept) and keeps abandoned matches apart', async () => {
    const wo = conforms(HeadToHead, (await h.get('/h2h?p1=Novak%20Djokovic&p2=Fabio%20Fognini')).body);
    const walkover = wo.meetings.find((m) => m.score === 'W/O');
    expect(walkover).toMatchObject({ outcome: 'walkover', winner: null, advanced: 1 });
    const raw = rawResults(ATP_TOUR, COLS, 'Fabio Fognini').filter(
      (r) => inArchive(r) && [r.winner_name, r.loser_name].includes('Novak Djokovic') && r.score !== 'W/O',
    );
    const played = wo.meetings.filter((m) => m.era === 'archive' && m.outcome !== 'walkover');
    expect(played).toHaveLength(raw.length);
    expect(wo.totals.undecided).toBe(wo.meetings.filter((m) => m.outcome === 'walkover').length);
    const abd = conforms(HeadToHead, (await h.get('/h2h?p1=Andres%20Gimeno&p2=Manuel%20Santana')).body);
    const abandoned = abd.meetings.find((m) => m.outcome === 'abandoned');
    expect(abandoned?.winner).toBeNull();
    expect(abd.totals.undecided).toBeGreaterThanOrEqual(1);
  });

  it('counts the 2023-onward results /history/matches lists: Alcaraz v Djokovic 2023–24', async () => {
    const listed = await listedBetween(h, 'Carlos Alcaraz', 'Novak Djokovic');
    const results = listed.filter((m) => m.id < SLOT_ID_BASE);
    expect(results.length).toBeGreaterThan(0);
    const body = conforms(HeadToHead, (await h.get('/h2h?p1=Carlos%20Alcaraz&p2=Novak%20Djokovic')).body);
    const fromResults = body.meetings.filter((m) => m.era === 'current' && m.basis === 'result');
    expect(fromResults.map((m) => m.match_id).sort()).toEqual(results.map((m) => m.id).sort());
    // Each counts for the side the listing says won it.
    for (const m of fromResults) {
      const row = results.find((r) => r.id === m.match_id)!;
      const alcarazWon = row.players[`p${row.winner}` as 'p1' | 'p2'].name === 'Carlos Alcaraz';
      expect(m.winner).toBe(alcarazWon ? 1 : 2);
      // The score is the results file's own, winner first, as on the archive's meetings.
      const fileScore = resultCorpus().entries.find((e) => e.id === m.match_id)!.row.score;
      expect(fileScore.length).toBeGreaterThan(0);
      expect(m.score).toBe(fileScore);
    }
    // Every completed replay between them is a meeting or the replay of one already held.
    const replays = listed.filter((m) => m.id >= SLOT_ID_BASE).length;
    const meta = body.meta as Record<string, number>;
    expect(meta.current_results).toBe(results.length);
    expect(
      meta.current_replays +
        meta.replays_of_archived_meetings +
        meta.replays_of_current_results +
        meta.repeated_replays,
    ).toBeGreaterThanOrEqual(replays);
    expect(meta.archive_meetings + meta.current_meetings).toBe(body.meetings.length);
    console.log(
      `Alcaraz–Djokovic: ${meta.archive_meetings} archive + ${results.length} results 2023–24 + ${meta.current_replays} replays; ${body.totals.p1_wins}–${body.totals.p2_wins}`,
    );
  });

  it('counts the 2024 Olympics in Djokovic v Nadal', async () => {
    const body = conforms(HeadToHead, (await h.get('/h2h?p1=Novak%20Djokovic&p2=Rafael%20Nadal')).body);
    const olympics = body.meetings.filter((m) => m.era === 'current' && /Olympics/.test(m.tournament ?? ''));
    expect(olympics).toHaveLength(1);
    expect(olympics[0]).toMatchObject({ date: '2024-07-29', winner: 1, outcome: 'completed' });
    const archiveWins = body.meetings.filter((m) => m.era === 'archive' && m.winner === 1).length;
    expect(body.totals.p1_wins).toBe(archiveWins + 1);
  });

  it("refuses a one-word name that is an obscure record's exact name while others match it", async () => {
    const amb = await h.get('/h2h?p1=Federer&p2=Murray');
    expect(amb.status).toBe(400);
    const names = conforms(AmbiguousName, amb.body).candidates.map((c) => c.name);
    expect(amb.body.param).toBe('p2');
    expect(names).toEqual(expect.arrayContaining(['Murray', 'Andy Murray']));
    // A full name is still that person, and a one-word name only one person holds resolves.
    const full = conforms(HeadToHead, (await h.get('/h2h?p1=Federer&p2=Andy%20Murray')).body);
    expect(full.players?.p2.name).toBe('Andy Murray');
    const one = await h.get('/h2h?p1=Federer&p2=Nadal');
    expect(one.body.players?.p2.name).toBe('Rafael Nadal');
  });

  it('refuses ambiguous and short names, and answers empty totals for an unknown one', async () => {
    const amb = await h.get('/h2h?p1=Williams&p2=Federer');
    expect(amb.status).toBe(400);
    expect(conforms(AmbiguousName, amb.body).candidates.length).toBeGreaterThan(1);
    expect(amb.body.param).toBe('p1');
    // Namesakes are told apart by tour, country and the seasons of their archive results.
    const serena = amb.body.candidates.find((c: { name: string }) => c.name === 'Serena Williams');
    expect(serena).toMatchObject({
      tour: 'wta',
      country: 'usa',
      first_year: 1997,
      last_year: 2022,
      current_only: false,
    });
    expect((await h.get('/h2h?p1=Fe&p2=Nadal')).body.error).toBe('bad_request');
    expect((await h.get('/h2h?p1=Federer')).body.error).toBe('bad_request');
    const none = conforms(HeadToHead, (await h.get('/h2h?p1=Zzqqxx&p2=Nadal')).body);
    expect(none.players).toBeNull();
    expect(none.totals).toEqual({ p1_wins: 0, p2_wins: 0, meetings: 0, undecided: 0 });
    expect((await h.get('/h2h?p1=Federer&p2=Nadal', null)).status).toBe(401);
  });
});
