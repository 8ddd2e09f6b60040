import { describe, expect, it } from 'vitest';
import { decodeReplays, encodeReplays } from './replay-codec';
import { loadReplayMatches, replayBundleReport } from './slam-pbp';

describe('the cached form of the slam recordings', () => {
  it('decodes to exactly the matches and report it was made from', () => {
    const value = { matches: loadReplayMatches(), report: replayBundleReport() };
    const back = decodeReplays(JSON.parse(JSON.stringify(encodeReplays(value))));
    expect(back.matches).toHaveLength(value.matches.length);
    // Every null (serve, outcome, speed) and every value survives the flat arrays.
    const unpacked = (ms: typeof value.matches) => ms.map((m) => ({ ...m, points: [...m.points] }));
    expect(unpacked(back.matches)).toStrictEqual(unpacked(value.matches));
    expect(back.report).toStrictEqual(value.report);
    const points = value.matches.flatMap((m) => [...m.points]);
    expect(points.some((p) => p.serve === null && p.outcome === null && p.speedKmh === null)).toBe(true);
  });
});
