import type { MatchStatus } from '../../contract/common';
import type { Slot } from './schedule';
import { acceptTimes, stateIndexAt, type Timeline, timelineOf } from './timeline';

/** A pause in the real point clock long enough to be inferred as one (changeovers are 90-120 s). */
const PAUSE_GAP_MS = 4 * 60_000;
/** A pause long enough that the match reads as suspended (`Interrupted`): rain, darkness. */
const INTERRUPT_GAP_MS = 20 * 60_000;

export interface Gap {
  /** Index of the state before the gap. */
  after: number;
  fromMs: number;
  toMs: number;
  interrupted: boolean;
}

/** Where one slot stands at an instant: status, newest accepted state and its timing. */
export interface SlotStatus {
  slot: Slot;
  timeline: Timeline;
  accept: Float64Array;
  /** A replay is never cancelled, so the contract's fourth status never occurs here. */
  status: Exclude<MatchStatus, 'cancelled'>;
  /** Index of the newest accepted state (-1 while upcoming). */
  index: number;
  gaps: Gap[];
  /** The suspension in force now, if any. */
  interruption: Gap | null;
  /** Set by the stale fault: no source has re-asserted the state since this instant. */
  quietSince?: number;
  /** Set by the withdraw fault: refused states consumed this many sequence numbers before `index`. */
  sequenceShift?: number;
}

const acceptCache = new Map<string, Float64Array>();
const gapCache = new Map<string, Gap[]>();

/** Derives the slot's state at `now`; cheap enough to call on every request. */
export function statusAt(slot: Slot, now: number, speed: number): SlotStatus {
  const timeline = timelineOf(slot.replay);
  const key = `${slot.id}:${speed}:${slot.startMs}`;
  let accept = acceptCache.get(key);
  if (!accept) {
    accept = acceptTimes(timeline, slot.startMs, speed);
    if (acceptCache.size > 5000) acceptCache.clear();
    acceptCache.set(key, accept);
  }
  let gaps = gapCache.get(key);
  if (!gaps) {
    gaps = [];
    for (let i = 1; i + 1 < timeline.relMs.length; i++) {
      const real = timeline.relMs[i + 1] - timeline.relMs[i];
      if (real >= PAUSE_GAP_MS) {
        gaps.push({
          after: i,
          fromMs: accept[i],
          toMs: accept[i + 1],
          interrupted: real >= INTERRUPT_GAP_MS,
        });
      }
    }
    if (gapCache.size > 5000) gapCache.clear();
    gapCache.set(key, gaps);
  }
  const status = now < slot.startMs ? 'upcoming' : now >= slot.endMs ? 'completed' : 'live';
  const index = status === 'upcoming' ? -1 : stateIndexAt(accept, Math.min(now, slot.endMs));
  const interruption =
    status === 'live'
      ? (gaps.find((g) => g.interrupted && now >= interruptVisibleAt(g, speed) && now < g.toMs) ?? null)
      : null;
  return { slot, timeline, accept, status, index, gaps, interruption };
}

/** A pause can only be inferred once the clock has been silent for the threshold. */
export const pauseVisibleAt = (g: Gap, speed: number): number => g.fromMs + PAUSE_GAP_MS / speed;
export const interruptVisibleAt = (g: Gap, speed: number): number => g.fromMs + INTERRUPT_GAP_MS / speed;
