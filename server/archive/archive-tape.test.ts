import { describe, expect, it } from 'vitest';
import { ArchiveTape } from '../../contract/archive';
import { conforms, harness } from '../test/harness';
import { archiveTape } from './archive-tapes';
import { tapeLinks } from './tape-links';

/** Loser's points of each tiebreak as published: the bracketed number of a `7-6(5)` set. */
const publishedTiebreaks = (score: string) =>
  score.split(/\s+/).map((t) => {
    const m = /^(\d+)-(\d+)\((\d+)\)$/.exec(t);
    return m ? Number(m[3]) : null;
  });

describe('GET /history/archive/matches/{archiveId}/tape', () => {
  const h = harness();

  it('replays every linked tape to its real final score and tiebreak scores', () => {
    const { byId, report } = tapeLinks();
    let agreeing = 0;
    let tiebreaksChecked = 0;
    let tiebreaksDiffer = 0;
    const disagreeing: number[] = [];
    for (const id of byId.keys()) {
      const t = archiveTape(id);
      if (!t.ok) {
        disagreeing.push(id);
        continue;
      }
      agreeing++;
      const published = publishedTiebreaks(t.tape.match.score ?? '');
      t.tape.tiebreaks?.forEach((tb, i) => {
        if (!tb || published[i] === null || published[i] === undefined) return;
        tiebreaksChecked++;
        if (Math.min(tb.p1, tb.p2) !== published[i]) tiebreaksDiffer++;
      });
    }
    console.log(
      `archive tapes: ${byId.size} linked (${report.pbpLinked} pbp_compact of ${report.pbpCandidates} candidates, ${report.slamLinked} slam_pbp of ${report.slamCandidates}), ${agreeing} replay to the real final score, ${disagreeing.length} refused; tiebreak scores: ${tiebreaksChecked - tiebreaksDiffer} of ${tiebreaksChecked} agree with the results file`,
    );
    expect(byId.size).toBeGreaterThan(15_000);
    // Only strings that contradict their own result are refused (data/README.md counts a handful).
    expect(disagreeing.length).toBeLessThan(50);
    expect(tiebreaksChecked).toBeGreaterThan(5_000);
    // The few that differ are the two real sources disagreeing (the point string's own score column
    // gives the replayed number); games never differ, linking requires them equal.
    expect(tiebreaksDiffer).toBeLessThan(tiebreaksChecked / 500);
  });

  it('serves the 2013 Australian Open final from the slam point file, winner first', async () => {
    const list = await h.get(
      '/history/archive/matches?name=djokovic&from=2013-01-14&to=2013-01-14&round=F',
      'demo-basic',
    );
    const id = list.body.data[0].id;
    const res = await h.get(`/history/archive/matches/${id}/tape`);
    const t = conforms(ArchiveTape, res.body);
    expect(t.match.winner.name).toBe('Novak Djokovic');
    expect(t.meta.archive_match_id).toBe(id);
    expect(t.meta.coverage).toBe('reconstructed');
    expect(t.meta.source).toMatchObject({ dataset: 'slam_pbp', id: '2013-ausopen-1701' });
    expect(t.meta.model_rows).toBe(0);
    expect(t.profiles).toEqual([]);
    expect(t.tape[0]).toMatchObject({
      sets: [0, 0],
      games: [[0], [0]],
      points: ['0', '0'],
      point_winner: null,
    });
    const last = t.tape.at(-1);
    expect(last?.sets).toEqual([3, 1]);
    expect(last?.games).toEqual([
      [6, 7, 6, 6],
      [7, 6, 3, 2],
    ]);
    expect(t.tiebreaks).toEqual([{ p1: 2, p2: 7 }, { p1: 7, p2: 3 }, null, null]);
    for (const row of t.tape) {
      expect(row.timestamp).toBeNull();
      expect(row.win_probability_p1).toBeNull();
      expect(row.danger).toBeNull();
    }
    expect(t.tape.slice(1).every((r) => r.point_winner === 1 || r.point_winner === 2)).toBe(true);
  });

  it('refuses core BASIC and PRO with capability archive_tape, serves ULTRA and every History plan', async () => {
    const id = [...tapeLinks().byId.keys()][0];
    for (const key of ['demo-basic', 'demo-pro']) {
      const res = await h.get(`/history/archive/matches/${id}/tape`, key);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'upgrade_required', capability: 'archive_tape' });
      // The result itself stays on BASIC, and says a tape exists.
      const result = await h.get(`/history/archive/matches/${id}`, key);
      expect(result.status).toBe(200);
      expect(result.body.has_tape).toBe(true);
    }
    for (const key of ['demo-ultra', 'demo-history-starter', 'demo-history-pro', 'demo-history-pass-month']) {
      expect((await h.get(`/history/archive/matches/${id}/tape`, key)).status).toBe(200);
    }
  });

  it('is 404 not_found outside 2013–2022, for an unlinked result and an unknown id', async () => {
    const old = (await h.get('/history/archive/matches?from=2012-06-01&to=2012-06-30&limit=1')).body.data[0]
      .id;
    const unlinked = (
      await h.get('/history/archive/matches?tour=atp&from=2016-05-01&to=2016-05-31&limit=200')
    ).body.data
      .map((m: { id: number }) => m.id)
      .find((id: number) => !tapeLinks().byId.has(id));
    for (const id of [old, unlinked])
      expect((await h.get(`/history/archive/matches/${id}`)).body.has_tape).toBe(false);
    for (const id of [old, unlinked, 1_999_999]) {
      const res = await h.get(`/history/archive/matches/${id}/tape`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
  });
});
