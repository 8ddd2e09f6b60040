/* biome-ignore-all lint/suspicious/noExplicitAny: tapes are checked against the contract first */
import { describe, expect, it } from 'vitest';
import { MatchMerged } from '../../../../contract/errors';
import { HistoryTape } from '../../../../contract/history-matches';
import { resultCorpus } from '../../../history/tape-era/result-corpus';
import { conforms, harness } from '../../../test/harness';

// 7-6, a final set decided by a tiebreak at 12-12 (13-12), or a match tiebreak (published 1-0).
const tiebreakSet = (a: number, b: number) =>
  (Math.max(a, b) >= 7 && Math.abs(a - b) === 1) || Math.max(a, b) + Math.min(a, b) === 1;

describe('GET /history/matches/{id}', () => {
  const h = harness();
  const tape = async (id: number, qs = '', key = 'demo-basic') => {
    const r = await h.get(`/history/matches/${id}${qs}`, key);
    expect(r.status, `${id}${qs}`).toBe(200);
    return conforms(HistoryTape, r.body) as any;
  };
  const completed = async () =>
    (await h.get('/history/matches?limit=100&has_market=true', 'demo-basic')).body.data as any[];

  it('serves a watched match row by row with real clocks and model stamps, ending at its final score', async () => {
    const m = (await completed())[0];
    const t = await tape(m.id);
    expect(t.meta.coverage).toBe('from_start');
    expect(t.meta.point_source).toBe('observed');
    const last = t.tape.at(-1);
    expect(last.sets).toEqual(m.score.sets);
    expect(last.games).toEqual(m.score.games);
    expect(last.sequence).toBe(m.score.sequence);
    expect(t.tape[0].sets).toEqual([0, 0]);
    expect(t.tape.every((r: any) => r.timestamp !== null && r.accepted_at !== null)).toBe(true);
    expect(t.meta.model_rows).toBe(t.tape.filter((r: any) => r.win_probability_p1 !== null).length);
    expect(t.meta.model_rows).toBe(t.tape.length - 1);
    expect(t.meta.points.available_complete).toBe(true);
    // Each row after the first is one point: exactly one side's point count or game count moved.
    expect(t.tape.slice(1).every((r: any) => r.point_winner === 1 || r.point_winner === 2)).toBe(true);
  });

  it('gives final tiebreak scores from observed states, aligned to the scoreline', async () => {
    let found = 0;
    for (const m of await completed()) {
      const g = m.score.games as number[][];
      const t = await tape(m.id);
      const tbSets = g[0].map((a, i) => tiebreakSet(a, g[1][i]));
      if (!tbSets.some(Boolean)) {
        expect(t.tiebreaks).toBeNull();
        continue;
      }
      found++;
      expect(t.tiebreaks.length).toBe(g[0].length);
      for (const [i, isTb] of tbSets.entries()) {
        const tb = t.tiebreaks[i];
        if (!isTb) {
          expect(tb).toBeNull();
          continue;
        }
        const setWinner = g[0][i] > g[1][i] ? 'p1' : 'p2';
        const other = setWinner === 'p1' ? 'p2' : 'p1';
        expect(tb[setWinner]).toBeGreaterThanOrEqual(7);
        expect(tb[setWinner] - tb[other]).toBeGreaterThanOrEqual(2);
      }
      if (found >= 3) break;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('collapses re-assertions on sequence=clean and serves the whole match on points=complete', async () => {
    const m = (await completed())[1];
    const raw = await tape(m.id);
    const clean = await tape(m.id, '?sequence=clean');
    expect(clean.tape.length).toBeLessThanOrEqual(raw.tape.length);
    expect(clean.meta.sequence).toBe('clean');
    const full = await tape(m.id, '?points=complete');
    expect(full.tape.length).toBe(raw.tape.length - 1);
    expect(full.meta.point_source).toBe('reconstructed');
    for (const r of full.tape) {
      expect([1, 2]).toContain(r.point_winner);
      expect(r.timestamp).toBeNull();
      expect(r.win_probability_p1).toBeNull();
    }
    expect(full.tape.at(-1).games).toEqual(m.score.games);
  });

  it('assembles a live match from what is committed so far', async () => {
    const live = (await h.get('/matches?status=live&limit=5', 'demo-basic')).body.data[0];
    const t = await tape(live.id);
    expect(t.tape.at(-1).sequence).toBe(live.score.sequence);
    expect(t.match.status).toBe('live');
    const full = await tape(live.id, '?points=complete');
    expect(full.meta.point_source).toBe('observed');
    expect(full.meta.points.available_complete).toBe(false);
    expect(full.tape.length).toBe(t.tape.length);
  });

  it('serves a reconstructed real result with null clocks and model fields, agreeing with its score', async () => {
    const e = resultCorpus().entries.find(
      (x) => x.parsed.ending === 'completed' && /\(\d+\)/.test(x.row.score),
    )!;
    const t = await tape(e.id);
    expect(t.meta.point_source).toBe('reconstructed');
    expect(t.meta.coverage).toBe('reconstructed');
    expect(t.meta.model_rows).toBe(0);
    expect(t.profiles).toEqual([]);
    expect(
      t.tape.every((r: any) => r.timestamp === null && r.win_probability_p1 === null && r.danger === null),
    ).toBe(true);
    expect(t.tape.at(-1).games).toEqual(t.match.score.games);
    expect(t.match.winner).toBe(t.tape.at(-1).sets[0] > t.tape.at(-1).sets[1] ? 1 : 2);
    // Tiebreaks come from observed states only: a reconstruction observed none.
    expect(t.tiebreaks.every((x: unknown) => x === null)).toBe(true);
    const full = await tape(e.id, '?points=complete');
    expect(full.tape.length).toBe(t.tape.length - 1);
  });

  it('holds a walkover as a result with an empty tape', async () => {
    const e = resultCorpus().entries.find((x) => x.parsed.ending === 'walkover')!;
    const t = await tape(e.id);
    expect(t.tape).toEqual([]);
    expect(t.meta.point_source).toBeNull();
    expect(t.meta.coverage).toBe('none');
    expect(t.match.outcome).toBe('walkover');
    expect(t.match.event_status).toBe('Walk Over');
  });

  it('refuses bad parameters and unknown or merged ids', async () => {
    const id = (await completed())[0].id;
    const cases: Array<[string, string]> = [
      ['sequence=sorted', 'bad_sequence'],
      ['points=all', 'bad_points'],
      ['points=complete&sequence=clean', 'bad_combination'],
    ];
    for (const [qs, code] of cases) {
      const r = await h.get(`/history/matches/${id}?${qs}`, 'demo-basic');
      expect(r.status, qs).toBe(400);
      expect(r.body.error, qs).toBe(code);
    }
    expect((await h.get('/history/matches/999999', 'demo-basic')).status).toBe(404);
    // An id that could never be issued is as unknown as an unused one (server/plugins/framework-errors.test.ts).
    expect((await h.get('/history/matches/abc', 'demo-basic')).status).toBe(404);
    const merged = resultCorpus().entries[10].id;
    h.app.faults.merges.set(merged, { into: merged + 1, at: h.clock.t - 1000 });
    const r = await h.get(`/history/matches/${merged}`, 'demo-basic');
    expect(r.status).toBe(410);
    expect(conforms(MatchMerged, r.body).merged_into).toBe(merged + 1);
  });

  it('answers points_read_disabled where the complete read is switched off', async () => {
    const off = harness({ pointsEnabled: false });
    const id = resultCorpus().entries[0].id;
    const r = await off.get(`/history/matches/${id}?points=complete`, 'demo-basic');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('points_read_disabled');
    expect((await off.get(`/history/matches/${id}`, 'demo-basic')).status).toBe(200);
  });
});
