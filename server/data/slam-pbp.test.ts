import { beforeAll, describe, expect, it } from 'vitest';
import type { ScoreState, Side } from '../../contract/markov/score-state';
import { applyPoint, initialState } from '../engine/scoring';
import { loadReplayMatches, parseElapsed, type ReplayMatch, replayBundleReport } from './slam-pbp';

let matches: ReplayMatch[] = [];

beforeAll(() => {
  const started = performance.now();
  matches = loadReplayMatches();
  const ms = Math.round(performance.now() - started);
  const { excludedMatches, ...report } = replayBundleReport();
  console.log(`slam-pbp: loaded ${matches.length} replayable matches in ${ms} ms`);
  console.log(`slam-pbp bundle report: ${JSON.stringify(report)}`);
  const disagreeing = excludedMatches.filter((e) => e.reason === 'replay_disagrees_with_score_columns');
  console.log(`slam-pbp: disagreeing with their score columns: ${disagreeing.map((e) => e.key).join(' ')}`);
});

/** Replays the match's point winners with the engine; counts points whose server breaks the rotation. */
function replay(m: ReplayMatch): ScoreState & { offRotation: number } {
  let s = initialState(m.format, m.firstServer);
  let offRotation = 0;
  for (const p of m.points) {
    if (p.server !== s.server) offRotation++;
    s = applyPoint(s, m.format, p.winner);
  }
  return { ...s, offRotation };
}

const setScores = (s: ScoreState): Array<[number, number]> => s.games[0].map((g, k) => [g, s.games[1][k]]);

/** The side that won more sets in the recorded set scores (null on a tie). */
function recordedWinner(sets: Array<[number, number]>): Side | null {
  const won = [0, 0];
  for (const [a, b] of sets) if (a !== b) won[a > b ? 0 : 1]++;
  return won[0] === won[1] ? null : won[0] > won[1] ? 1 : 2;
}

describe('slam_pbp replay bundle', () => {
  it('replays every bundled match to its recorded set scores and winner', () => {
    const byEvent: Record<string, number> = {};
    for (const m of matches) {
      const s = replay(m);
      const sets = setScores(s);
      expect(s.offRotation, `${m.key}: servers follow the rotation`).toBe(0);
      if (m.outcome === 'completed') {
        expect(m.finished, m.key).toBe(true);
        expect(sets, m.key).toEqual(m.recordedSets);
        expect(s.winner, m.key).toBe(recordedWinner(m.recordedSets));
      } else {
        // Retired: equal up to where the data stops (a retirement right after a set leaves 0-0 open).
        const played =
          sets.length > m.recordedSets.length && sets.at(-1)?.join() === '0,0' ? sets.slice(0, -1) : sets;
        expect(played, m.key).toEqual(m.recordedSets);
        expect(s.winner, m.key).toBeNull();
        expect(m.retiredSide, m.key).not.toBeNull();
      }
      byEvent[m.event] = (byEvent[m.event] ?? 0) + 1;
    }
    console.log(`slam-pbp: replayed ${matches.length} matches by event: ${JSON.stringify(byEvent)}`);
    expect(Object.keys(byEvent).sort()).toEqual(['doubles', 'mixed', 'singles']);
  });

  it.each([
    ['2011-usopen-1701', '6-2 6-4 6-7 6-1', 1],
    ['2012-ausopen-1701', '5-7 6-4 6-2 6-7 7-5', 1],
    ['2012-wimbledon-1311', '7-6 6-4 6-7 6-7 17-15', 1],
  ] as const)('featured match %s replays to %s', (key, expected, winner) => {
    const m = matches.find((x) => x.key === key);
    expect(m).toBeDefined();
    if (!m) return;
    const s = replay(m);
    expect(
      setScores(s)
        .map((g) => g.join('-'))
        .join(' '),
    ).toBe(expected);
    expect(s.winner).toBe(winner);
  });

  it('keeps clocks monotonic and fields well-formed', () => {
    for (const m of matches) {
      const points = [...m.points];
      expect(points.length, m.key).toBe(m.points.length);
      expect(points[0].elapsed, m.key).toBe(0);
      const backwards = points.filter((p, i) => i > 0 && p.elapsed < points[i - 1].elapsed);
      expect(backwards.length, m.key).toBe(0);
      expect(m.key.startsWith(`${m.year}-${m.slam}-`), m.key).toBe(true);
      expect(m.p1.name && m.p2.name, m.key).toBeTruthy();
    }
    const singlesWithPartner = matches.filter((m) => m.event === 'singles' && (m.p1.partner ?? m.p2.partner));
    expect(singlesWithPartner.map((m) => m.key)).toEqual([]);
    const djokovic = matches.find((x) => x.key === '2011-usopen-1701')?.p1;
    expect(djokovic).toEqual({ name: 'Novak Djokovic', country: 'srb', partner: null, partnerCountry: null });
    expect(matches.filter((m) => m.event !== 'singles').every((m) => m.p1.partner && m.p2.partner)).toBe(
      true,
    );
  });

  it('derives rounds from match_num, counting back from the final', () => {
    const round = (key: string) => matches.find((m) => m.key === key)?.roundCode;
    expect(round('2011-usopen-1701')).toBe('F');
    expect(round('2012-wimbledon-1311')).toBe('R32');
    const finals = matches.filter((m) => m.roundCode === 'F');
    // One final per event and tournament at most.
    expect(new Set(finals.map((m) => `${m.year}-${m.slam}-${m.event}-${m.gender}`)).size).toBe(finals.length);
    const firstRounds = new Set(matches.filter((m) => m.key.endsWith('-5101')).map((m) => m.roundCode));
    expect([...firstRounds].every((r) => r === 'R32' || r === 'R64')).toBe(true);
  });

  it('counts only what the files measure', () => {
    const final2011 = matches.find((m) => m.key === '2011-usopen-1701');
    // 2011 fills forced errors and first-serve columns; later singles files do not.
    expect(final2011?.measured.p1.forced_errors).toBeGreaterThan(0);
    expect(final2011?.measured.p1.first_serves_in).toBeGreaterThan(0);
    const final2012 = matches.find((m) => m.key === '2012-ausopen-1701');
    expect(final2012?.measured.p1.forced_errors).toBeUndefined();
    expect(final2012?.measured.p1.first_serves_in).toBeUndefined();
    expect(final2012?.measured.p1.aces).toBeGreaterThan(0);
    const aceGlitches: string[] = [];
    for (const m of matches) {
      for (const side of [1, 2] as const) {
        const c = side === 1 ? m.measured.p1 : m.measured.p2;
        const aces = m.points.filter((p) => p.outcome === 'ace' && p.winner === side).length;
        // Raw flag totals can exceed won aces where a file flags an ace on a lost point.
        if (c.aces !== undefined && c.aces !== aces) aceGlitches.push(`${m.key}:${c.aces - aces}`);
        if (c.first_serves_in !== undefined && c.serve_points !== undefined) {
          expect(c.first_serves_in <= c.serve_points, m.key).toBe(true);
          expect((c.first_serve_points_won ?? 0) + (c.second_serve_points_won ?? 0) <= c.serve_points).toBe(
            true,
          );
        }
      }
    }
    console.log(`slam-pbp: ace flags on points the flagged side lost: ${aceGlitches.join(' ') || 'none'}`);
    expect(aceGlitches.length).toBeLessThanOrEqual(1);
  });

  it('reports what it checked and excluded', () => {
    const r = replayBundleReport();
    const excluded = Object.values(r.excluded).reduce((a, b) => a + b, 0);
    expect(r.included).toBe(matches.length);
    expect(r.checked).toBe(r.included + excluded);
    expect(r.excluded.readme_inconsistent).toBe(13);
    expect(r.byEvent.singles.included + r.byEvent.doubles.included + r.byEvent.mixed.included).toBe(
      r.included,
    );
    // PointServer has stray errors; a wrong serve rotation in the engine would contradict it wholesale.
    const points = matches.reduce((n, m) => n + m.points.length, 0);
    expect(r.serverOverrides.points).toBeLessThan(points / 1000);
    // A match that replays cleanly only under other rules means formatFor is wrong for it.
    expect(r.excludedMatches.filter((e) => e.reason === 'format_mismatch')).toEqual([]);
  });

  it('leaves few unfinished matches per event (too many = wrong best-of for that event)', () => {
    const groups = new Map<string, { all: number; unfinished: number }>();
    const groupOf = (key: string) => key.slice(0, key.lastIndexOf('-') + 2);
    for (const m of matches) {
      const g = groups.get(groupOf(m.key)) ?? { all: 0, unfinished: 0 };
      g.all++;
      groups.set(groupOf(m.key), g);
    }
    for (const e of replayBundleReport().excludedMatches) {
      const g = groups.get(groupOf(e.key)) ?? { all: 0, unfinished: 0 };
      g.all++;
      if (e.reason === 'unfinished') g.unfinished++;
      groups.set(groupOf(e.key), g);
    }
    for (const [group, g] of groups) {
      expect(g.unfinished, group).toBeLessThanOrEqual(Math.max(3, Math.ceil(g.all * 0.1)));
    }
  });
});

describe('parseElapsed', () => {
  it('reads unpadded and >24 h clocks', () => {
    expect(parseElapsed('0:00:00')).toBe(0);
    expect(parseElapsed('2:07:3')).toBe(2 * 3600 + 7 * 60 + 3);
    expect(parseElapsed('47:41:10')).toBe(47 * 3600 + 41 * 60 + 10);
    expect(parseElapsed('')).toBeNull();
    expect(parseElapsed('x')).toBeNull();
  });
});
