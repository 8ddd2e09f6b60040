import type { ReplayMatch } from '../data/slam-pbp';
import type { ScoreState } from '../../contract/markov/score-state';
import { applyPoint, initialState, setJustEnded } from '../engine/scoring';

/** The score states of one real match and when each arrived, relative to the first serve. */
export interface Timeline {
  /** states[0] is 0-0 (sequence 1); states[i] follows point i-1. */
  states: ScoreState[];
  /** Offset of each state from the start of play, in real match milliseconds (speed 1). */
  relMs: number[];
  /** True where the state ends a set but not the match: stored only once confirmed. */
  needsConfirm: boolean[];
}

/** The first point's result lands this long after the match is reported in play. */
const FIRST_POINT_MS = 30_000;

const cache = new WeakMap<ReplayMatch, Timeline>();

/** Replays a real match point by point through the scoring engine (cached per match). */
export function timelineOf(m: ReplayMatch): Timeline {
  const known = cache.get(m);
  if (known) return known;
  const states: ScoreState[] = [initialState(m.format, m.firstServer)];
  const relMs: number[] = [0];
  const needsConfirm: boolean[] = [false];
  for (const p of m.points) {
    const prev = states[states.length - 1];
    if (prev.winner !== null) break;
    const next = applyPoint(prev, m.format, p.winner);
    states.push(next);
    relMs.push(p.elapsed * 1000 + FIRST_POINT_MS);
    needsConfirm.push(next.winner === null && setJustEnded(prev, next));
  }
  const t = { states, relMs, needsConfirm };
  cache.set(m, t);
  return t;
}

/** The confirmation wait for a set-ending state (live-surface.md, score states): 10 s or the next point. */
const SET_CONFIRM_MS = 10_000;

/**
 * Absolute accept instants of each state for a replay starting at `startMs` and played at
 * `speed`; set completions wait for confirmation in service time, never past the next point.
 */
export function acceptTimes(t: Timeline, startMs: number, speed: number): Float64Array {
  const out = new Float64Array(t.states.length);
  for (let i = 0; i < t.states.length; i++) {
    const at = startMs + t.relMs[i] / speed;
    if (t.needsConfirm[i]) {
      const nextAt = i + 1 < t.states.length ? startMs + t.relMs[i + 1] / speed : Number.POSITIVE_INFINITY;
      out[i] = Math.min(at + SET_CONFIRM_MS, nextAt);
    } else out[i] = at;
  }
  return out;
}

/** Index of the newest state accepted at or before `now` (-1 before the first). */
export function stateIndexAt(accept: Float64Array, now: number): number {
  let lo = 0;
  let hi = accept.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (accept[mid] <= now) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
