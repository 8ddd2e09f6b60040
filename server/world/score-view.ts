import { hash32, unit } from '../engine/rng';
import type { ScoreState } from '../../contract/markov/score-state';
import { displayPoints } from '../engine/scoring';
import type { SlotStatus } from './slot-status';

/** How often the owning source re-asserts a state (the `timestamp` refresh). */
const REASSERT_MS = 8_000;
export const STALE_AFTER_S = 120;

/** Games as served: a 10-point match tiebreak carries its running count in the deciding set's slot. */
export function servedGames(s: ScoreState, deciderIsMatchTiebreak: boolean): [number[], number[]] {
  const g1 = [...s.games[0]];
  const g2 = [...s.games[1]];
  if (deciderIsMatchTiebreak && s.tiebreakTo === 10 && s.winner === null) {
    g1[g1.length - 1] = s.points[0];
    g2[g2.length - 1] = s.points[1];
  }
  return [g1, g2];
}

/** Simulated second source: it vouches for each state 2-15 s after the first (documented as simulated). */
const corroborationDelayMs = (seed: number, slotId: number, index: number): number =>
  2_000 + Math.floor(unit(seed, 'corroborate', slotId, index) * 13_000);

/** The Score object of a slot at `now` (null while upcoming), without the ULTRA model fields. */
export function scoreView(st: SlotStatus, now: number, seed: number, deciderIsMatchTiebreak: boolean) {
  if (st.index < 0) return null;
  const state = st.timeline.states[st.index];
  const acceptedAt = st.accept[st.index];
  const live = st.status === 'live';
  // A quiet feed (stale fault) stops the re-assertions; otherwise a live state is re-asserted until now.
  const lastSeen = live ? Math.min(now, st.quietSince ?? now) : st.slot.endMs;
  const timestampMs = acceptedAt + Math.floor((lastSeen - acceptedAt) / REASSERT_MS) * REASSERT_MS;
  const ageS = Math.max(0, Math.floor((now - acceptedAt) / 1000));
  const vouchAt = acceptedAt + corroborationDelayMs(seed, st.slot.id, st.index);
  const corroborated = now >= vouchAt || !live;
  const sinceEnd = now - st.slot.endMs;
  const primaryActive =
    st.quietSince !== undefined ? now - st.quietSince <= 60_000 : live || sinceEnd <= 60_000;
  const sources = primaryActive ? (corroborated ? 2 : 1) : 0;
  const changing = Math.min(sources, now - acceptedAt <= 300_000 ? 1 : 0);
  const points = live ? displayPoints(state) : [null, null];
  return {
    sets: [...state.sets],
    games: servedGames(state, deciderIsMatchTiebreak),
    points,
    server: live ? state.server : null,
    is_tiebreak: live && state.tiebreakTo > 0,
    timestamp: new Date(timestampMs).toISOString(),
    accepted_at: new Date(acceptedAt).toISOString(),
    sequence: st.index + 1 + (st.sequenceShift ?? 0),
    age_seconds: ageS,
    stale: live && ageS > STALE_AFTER_S,
    observed_age_seconds: Math.max(0, Math.floor((now - timestampMs) / 1000)),
    sources_count: sources,
    changing_sources_count: changing,
    corroborated,
    corroborated_age_seconds: corroborated ? Math.max(0, Math.floor((now - vouchAt) / 1000)) : null,
    verdict: null,
  };
}

/** A stable pseudo-random pick for per-match simulated traits (market mapped, analysis computed). */
export const trait = (seed: number, slotId: number, name: string, share: number): boolean =>
  hash32(seed, name, slotId) / 4294967296 < share;
