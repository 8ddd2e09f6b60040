import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataPath } from './data-dir';
import { parseCsv } from './csv';
import { loadPbpCompact, type PbpCompactMatch, PbpCompactTable, pbpDate, replayCompact } from './pbp-compact';

const rawLines = (file: string) =>
  gunzipSync(readFileSync(dataPath('pbp_compact', `${file}.csv.gz`)))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '');

/** Set scores of a replay from the winner's side, tiebreak loser points in brackets, as the file writes them. */
function scoreLine(m: PbpCompactMatch): string {
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

/** The rows as a plain reader of the whole file makes them, one object each: what the columns must give back. */
function plainRead(): PbpCompactMatch[] {
  const seen = new Set<number>();
  const out: PbpCompactMatch[] = [];
  const files = [
    ...new Set(Array.from({ length: loadPbpCompact().size }, (_, i) => loadPbpCompact().match(i).file)),
  ].sort();
  for (const file of files) {
    const [header, ...rows] = parseCsv(
      gunzipSync(readFileSync(dataPath('pbp_compact', `${file}.csv.gz`))).toString('utf8'),
    );
    for (const cells of rows) {
      const r = Object.fromEntries(header.map((h, k) => [h, cells[k] ?? '']));
      const pbpId = Number(r.pbp_id);
      const date = pbpDate(r.date ?? '');
      if (!Number.isInteger(pbpId) || seen.has(pbpId) || !date || (r.winner !== '1' && r.winner !== '2'))
        continue;
      seen.add(pbpId);
      const minutes = r.wh_minutes === '' ? Number.NaN : Number(r.wh_minutes);
      out.push({
        pbpId,
        date,
        tournament: r.tny_name,
        tour: r.tour,
        draw: r.draw === 'Qual' ? 'Qual' : 'Main',
        server1: r.server1,
        server2: r.server2,
        winner: r.winner === '1' ? 1 : 2,
        pbp: r.pbp.replace(/\.+$/, ''),
        score: r.score,
        adf: r.adf_flag === '1',
        minutes: minutes >= 0 ? minutes : null,
        file,
      });
    }
  }
  return out;
}

describe('pbp_compact', () => {
  const table = loadPbpCompact();
  const all = Array.from({ length: table.size }, (_, i) => table.match(i));

  it('gives back from its columns every match a plain reader of the files makes, field for field', () => {
    const plain = plainRead();
    expect(all).toHaveLength(plain.length);
    expect(all).toEqual(plain);
    // What crosses to the request thread: a subset of rows, in the order asked, the same matches.
    const at = [5, 0, table.size - 1, 1234];
    const sub = new PbpCompactTable(structuredClone(table.subset(at).parts));
    expect(Array.from({ length: sub.size }, (_, i) => sub.match(i))).toEqual(at.map((i) => all[i]));
    expect(sub.parts.strings.length).toBeLessThan(4 * 7);
  });

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
