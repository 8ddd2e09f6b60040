import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MatchStatistics } from '../../contract/statistics';
import { dataPath } from '../data/data-dir';
import { conforms, harness } from '../test/harness';

type Counts = Record<'winners' | 'unforced' | 'aces' | 'dfs', [number, number]>;

/** Per-side sums of a match's flag columns, read straight from the point file (test aid). */
function fileCounts(key: string): Counts | null {
  const file = `${key.split('-').slice(0, 2).join('-')}-points.csv.gz`;
  const [head, ...lines] = gunzipSync(readFileSync(dataPath('slam_pbp', file)))
    .toString('utf8')
    .split('\n');
  const cols = head.split(',').map((c) => c.replace(/"/g, ''));
  const at = (c: string) => cols.indexOf(c);
  const sum: Counts = { winners: [0, 0], unforced: [0, 0], aces: [0, 0], dfs: [0, 0] };
  const pairs = {
    winners: ['P1Winner', 'P2Winner'],
    unforced: ['P1UnfErr', 'P2UnfErr'],
    aces: ['P1Ace', 'P2Ace'],
    dfs: ['P1DoubleFault', 'P2DoubleFault'],
  } as const;
  let filled = false;
  for (const line of lines) {
    if (!line.startsWith(`${key},`)) continue;
    const cells = line.split(',');
    for (const [k, [c1, c2]] of Object.entries(pairs) as [keyof Counts, readonly [string, string]][]) {
      sum[k][0] += cells[at(c1)] === '1' ? 1 : 0;
      sum[k][1] += cells[at(c2)] === '1' ? 1 : 0;
    }
    if (cells[at('P1Winner')] !== '') filled = true;
  }
  return filled ? sum : null;
}

describe('GET /matches/{id}/statistics, measured family', () => {
  const h = harness();

  it("is the recording's own counts field for field (winners with aces, unforced errors with double faults)", async () => {
    const done = (await h.get('/matches?status=completed&draw=singles&limit=60')).body.data;
    let checked = 0;
    let acesAmongWinners = 0;
    for (const m of done) {
      const counts = fileCounts(m.replay.original_match_id);
      if (!counts) continue;
      const st = conforms(MatchStatistics, (await h.get(`/matches/${m.id}/statistics`)).body);
      expect(st.coverage).toBe('final');
      // The file's player 1 and 2 are the match's p1 and p2.
      for (const [i, side] of [st.players?.p1, st.players?.p2].entries()) {
        expect(side?.measured?.winners_total).toBe(counts.winners[i]);
        expect(side?.measured?.unforced_errors_total).toBe(counts.unforced[i]);
        expect(side?.measured?.aces).toBe(counts.aces[i]);
        expect(side?.measured?.double_faults).toBe(counts.dfs[i]);
        if (counts.aces[i] > 0) acesAmongWinners++;
      }
      checked++;
    }
    console.log(`${checked} completed matches with measured winners checked against their point files`);
    expect(checked).toBeGreaterThan(5);
    expect(acesAmongWinners).toBeGreaterThan(0);
  });
});
