import { ReplayPoints } from './replay-points';
import type { ReplayBundleReport, ReplayMatch } from './slam-pbp';

type EncodedMatch = Omit<ReplayMatch, 'points'> & { points: number[] };
export interface EncodedReplays {
  matches: EncodedMatch[];
  report: ReplayBundleReport;
}

/**
 * The parsed slam recordings in the cached form: each match's points as one flat number array
 * (elapsed, winner, server, serve, outcome, speed: `ReplayPoints`' packing) instead of ~490k
 * objects' worth of JSON keys.
 */
export function encodeReplays(v: { matches: ReplayMatch[]; report: ReplayBundleReport }): EncodedReplays {
  return {
    report: v.report,
    matches: v.matches.map((m) => ({ ...m, points: Array.from(m.points.packed) })),
  };
}

/** Back to the recordings the world replays; exactly what the parser built. */
export function decodeReplays(e: EncodedReplays): { matches: ReplayMatch[]; report: ReplayBundleReport } {
  return {
    report: e.report,
    matches: e.matches.map((m) => ({ ...m, points: new ReplayPoints(Float64Array.from(m.points)) })),
  };
}
