import type { PointOutcome, ReplayBundleReport, ReplayMatch, ReplayPoint } from './slam-pbp';

/** Outcome codes of the cached form; 0 stands for null. */
const OUTCOMES: readonly (PointOutcome | null)[] = [
  null,
  'ace',
  'double_fault',
  'winner',
  'forced_error',
  'unforced_error',
];
const STRIDE = 6;

type EncodedMatch = Omit<ReplayMatch, 'points'> & { points: number[] };
export interface EncodedReplays {
  matches: EncodedMatch[];
  report: ReplayBundleReport;
}

/**
 * The parsed slam recordings in the cached form: each match's points as one flat number array
 * (elapsed, winner, server, serve, outcome, speed) instead of ~490k objects' worth of JSON keys.
 * A null serve or speed is 0 (the files never record a 0 km/h serve: that reads as no measurement).
 */
export function encodeReplays(v: { matches: ReplayMatch[]; report: ReplayBundleReport }): EncodedReplays {
  return {
    report: v.report,
    matches: v.matches.map((m) => {
      const flat = new Array<number>(m.points.length * STRIDE);
      m.points.forEach((p, i) => {
        const o = i * STRIDE;
        flat[o] = p.elapsed;
        flat[o + 1] = p.winner;
        flat[o + 2] = p.server;
        flat[o + 3] = p.serve ?? 0;
        flat[o + 4] = OUTCOMES.indexOf(p.outcome);
        flat[o + 5] = p.speedKmh ?? 0;
      });
      return { ...m, points: flat };
    }),
  };
}

/** Back to the objects the world replays; exactly what the parser built. */
export function decodeReplays(e: EncodedReplays): { matches: ReplayMatch[]; report: ReplayBundleReport } {
  return {
    report: e.report,
    matches: e.matches.map((m) => {
      const flat = m.points;
      const points: ReplayPoint[] = new Array(flat.length / STRIDE);
      for (let i = 0, o = 0; o < flat.length; i++, o += STRIDE)
        points[i] = {
          elapsed: flat[o],
          winner: flat[o + 1] as ReplayPoint['winner'],
          server: flat[o + 2] as ReplayPoint['server'],
          serve: flat[o + 3] === 0 ? null : (flat[o + 3] as 1 | 2),
          outcome: OUTCOMES[flat[o + 4]],
          speedKmh: flat[o + 5] === 0 ? null : flat[o + 5],
        };
      return { ...m, points };
    }),
  };
}
