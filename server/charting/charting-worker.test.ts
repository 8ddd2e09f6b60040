import { describe, expect, it } from 'vitest';
import { buildThenReplay } from '../data/replay-test-kit';
import { ChartedColumnsReader } from './charted-columns';
import { chartedMatches, newestFirst } from './charted-matches';
import { pointLines } from './charted-points';
import { familyFiles } from './charting-stats';
import type { ChartingPart } from './charting-worker';

const WORKER = new URL('./charting-worker.ts', import.meta.url).href;

// What the request thread takes in must be the corpus read in place (the matches made from their
// columns), and arrive in slices small enough that deserialising one never holds the request
// thread for long. A later start answers from the recording of the first start's build (off-thread-record.ts). Both claims are checked on
// one build of the whole corpus (each took one: a whole build is most of this file's time).
describe('the charting corpus read in a worker', () => {
  const recorded = (() => {
    let run: Promise<{ parts: ChartingPart[]; built: string[]; replayed: string[]; recordingBytes: number }>;
    return () => {
      run ??= (async () => {
        const parts: ChartingPart[] = [];
        const r = await buildThenReplay(WORKER, 'buildChartingParts', [], 'charting', (p) =>
          parts.push(p as ChartingPart),
        );
        return { parts, built: r.built, replayed: r.replayed, recordingBytes: r.recordingBytes };
      })();
      return run;
    };
  })();

  it('sends the same matches, tables and point lines in bounded slices', async () => {
    const { parts } = await recorded();
    // The string table crosses first, then the matches' columns in id order.
    expect('matchStrings' in parts[0]).toBe(true);
    const reader = new ChartedColumnsReader('matchStrings' in parts[0] ? parts[0].matchStrings : []);
    const matches = parts.flatMap((p) => ('matches' in p ? reader.matches(p.matches) : []));
    const points = parts.flatMap((p) => ('points' in p ? p.points : []));
    const tables = parts.filter((p) => 'table' in p);
    expect(matches).toEqual(chartedMatches());
    expect(new Map(points)).toEqual(pointLines());
    expect(tables).toHaveLength(familyFiles().length);
    for (const p of parts) {
      if ('matches' in p) expect(p.matches.mcpStart.length - 1).toBeLessThanOrEqual(1_000);
      if ('points' in p) expect(p.points.length).toBeLessThanOrEqual(250);
    }
    expect(parts.filter((p) => 'matches' in p).length).toBeGreaterThan(1);
    // The rally listing's newest-first order crosses sorted, as the request thread used to sort it.
    const newest = parts.flatMap((p) => ('newest' in p ? [p.newest] : []));
    expect(newest).toHaveLength(1);
    expect(Array.from(newest[0], (i) => matches[i])).toEqual([...chartedMatches()].sort(newestFirst));
  }, 300_000);

  it('replays every part of the whole corpus equal to its build, from the recording alone', async () => {
    const { built, replayed, recordingBytes } = await recorded();
    expect(recordingBytes).toBeGreaterThan(1_000_000);
    expect(built.length).toBeGreaterThan(10);
    expect(replayed).toEqual(built);
  }, 300_000);
});
