import { unit } from '../engine/rng';

/** Share of enriched points whose serve/outcome arrive after the point itself (simulated). */
const LATE_SHARE = 0.2;
/** How long after the point its enrichment lands, in service time (a pipeline delay, not match time). */
export const LATE_MS = 4_000;

/**
 * Which points arrive late: a seeded, stable draw per (match, seq), so the publisher, its tests
 * and a demo agree. The real data states serve/outcome with the point; the delay is simulated
 * to exercise `point_update` (live-surface.md: "a point's serve/outcome arriving later").
 */
export const arrivesLate = (seed: number, matchId: number, seq: number): boolean =>
  unit(seed, 'late-enrichment', matchId, seq) < LATE_SHARE;
