import type { Side } from '../../contract/markov/score-state';
import type { PointOutcome, ReplayPoint } from './slam-pbp';

/** Outcome codes of the packed form; 0 stands for null. */
const OUTCOMES: readonly (PointOutcome | null)[] = [
  null,
  'ace',
  'double_fault',
  'winner',
  'forced_error',
  'unforced_error',
];

/** Numbers a point takes: elapsed, winner, server, serve, outcome, speed. */
const POINT_STRIDE = 6;

/**
 * A recording's points packed in one typed array (elapsed, winner, server, serve, outcome code,
 * speed per point; a null serve or speed is 0: the files never record a 0 km/h serve). The ~490k
 * points of the slam recordings were as many objects on the request thread's heap (~42 MB), which
 * every full collection there marked; packed, the collector does not look into them. A point is
 * made as an object only when it is read (`at`), and dies young.
 */
export class ReplayPoints implements Iterable<ReplayPoint> {
  private readonly cols: Float64Array;

  constructor(cols: Float64Array) {
    this.cols = cols;
  }

  static from(points: readonly ReplayPoint[]): ReplayPoints {
    const cols = new Float64Array(points.length * POINT_STRIDE);
    points.forEach((p, i) => {
      const o = i * POINT_STRIDE;
      cols[o] = p.elapsed;
      cols[o + 1] = p.winner;
      cols[o + 2] = p.server;
      cols[o + 3] = p.serve ?? 0;
      cols[o + 4] = OUTCOMES.indexOf(p.outcome);
      cols[o + 5] = p.speedKmh ?? 0;
    });
    return new ReplayPoints(cols);
  }

  /** The packed numbers, as the cached form writes them. */
  get packed(): Float64Array {
    return this.cols;
  }

  get length(): number {
    return this.cols.length / POINT_STRIDE;
  }

  /** The point at `i` (negative counts from the end, as `Array.prototype.at`), or undefined. */
  at(i: number): ReplayPoint | undefined {
    const k = i < 0 ? this.length + i : i;
    if (!Number.isInteger(k) || k < 0 || k >= this.length) return undefined;
    const o = k * POINT_STRIDE;
    const c = this.cols;
    return {
      elapsed: c[o],
      winner: c[o + 1] as Side,
      server: c[o + 2] as Side,
      serve: c[o + 3] === 0 ? null : (c[o + 3] as 1 | 2),
      outcome: OUTCOMES[c[o + 4]],
      speedKmh: c[o + 5] === 0 ? null : c[o + 5],
    };
  }

  /** Who won point `i` (0-based), without making the point. */
  winner(i: number): Side {
    return this.cols[i * POINT_STRIDE + 1] as Side;
  }

  /** Seconds since the first point at point `i`, without making the point. */
  elapsed(i: number): number {
    return this.cols[i * POINT_STRIDE];
  }

  *[Symbol.iterator](): Iterator<ReplayPoint> {
    for (let i = 0; i < this.length; i++) yield this.at(i) as ReplayPoint;
  }

  filter(keep: (p: ReplayPoint) => boolean): ReplayPoint[] {
    const out: ReplayPoint[] = [];
    for (const p of this) if (keep(p)) out.push(p);
    return out;
  }
}
