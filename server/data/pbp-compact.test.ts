import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataPath } from './data-dir';
import { loadPbpCompact, pbpDate, replayCompact } from './pbp-compact';

const rawLines = (file: string) =>
  gunzipSync(readFileSync(dataPath('pbp_compact', `${file}.csv.gz`)))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '');

/** Set scores of a replay from the winner's side, tiebreak loser points in brackets, as the file writes them. */
function scoreLine(m: ReturnType<typeof loadPbpCompact>[number]): string {
  const r = replayCompact(m);
  const last = r.states[r.states.length - 1];
  const [w, l] = m.winner === 1 ? [0, 1] : [1, 0];
  const tb = new Map<number, number>();
  for (let i = 1; i < r.states.length; i++) {
    const prev = r.states[i - 1];
    if (prev.tiebreakTo > 0 && r.states[i].sets[0] + r.states[i].sets[1] > prev.sets[0] + prev.sets[1]) {
      const pts = [...prev.points];
      pts[r.pointWinners[i - 1] - 1]++;
      tb.set(prev.games[0].length - 1, Math.min(pts[0], pts[1]));
    }
  }
  return last.games[w]
    .map((g, i) => `${g}-${last.games[l][i]}${tb.has(i) ? `(${tb.get(i)})` : ''}`)
    .join(' ');
}

describe('pbp_compact', () => {
  const all = loadPbpCompact();

  it('reads every file once, de-duplicated by pbp_id', () => {
    const files = [...new Set(all.map((m) => m.file))];
    expect(files).toHaveLength(15);
    const rawIds = files.flatMap((f) => rawLines(f).map((l) => l.slice(0, l.indexOf(','))));
    expect(all).toHaveLength(new Set(rawIds).size);
    // data/README.md: 63,222 rows before de-duplication.
    expect(rawIds).toHaveLength(63_222);
  });

  it('reads `DD Mon YY` dates and turns negative minutes into null, never a guess', () => {
    expect(pbpDate('01 Jan 17')).toBe('2017-01-01');
    expect(pbpDate('2017-01-01')).toBeNull();
    expect(all.every((m) => m.minutes === null || m.minutes >= 0)).toBe(true);
    const negatives = rawLines('pbp_matches_atp_main_current').filter((l) =>
      l.split(',').at(-1)?.startsWith('-'),
    );
    const ids = new Set(negatives.map((l) => Number(l.slice(0, l.indexOf(',')))));
    expect(ids.size).toBeGreaterThan(0);
    expect(all.filter((m) => ids.has(m.pbpId)).every((m) => m.minutes === null)).toBe(true);
  });

  it('replays the README example: Ymer broken in game 1 after two deuces, Thompson wins 6-3 6-2', () => {
    const m = all.find((x) => x.pbpId === 10434613);
    expect(m).toMatchObject({
      server1: 'Elias Ymer',
      server2: 'Jordan Thompson',
      winner: 2,
      score: '6-3 6-2',
    });
    if (!m) return;
    const r = replayCompact(m);
    const firstGameEnd = r.states.findIndex((s) => s.games[0][0] + s.games[1][0] === 1);
    expect(firstGameEnd).toBe(10);
    expect(r.states[firstGameEnd].games).toEqual([[0], [1]]);
    expect(scoreLine(m)).toBe('6-3 6-2');
  });

  it('replays to the score column for all but the few impossible strings of one file', () => {
    const file = all.filter((m) => m.file === 'pbp_matches_wta_main_current');
    const agree = file.filter((m) => scoreLine(m) === m.score.replace(/\s+$/, ''));
    console.log(
      `pbp_compact wta_main_current: ${agree.length} of ${file.length} replay to their score column`,
    );
    expect(file.length - agree.length).toBeLessThanOrEqual(file.length / 200);
  });
});
