import type { FeedFrame, PointFrame, ScoreFrame, ScoreWithdrawnFrame } from '../../../contract/feed-frames';
import type { LivePoint } from '../../../contract/points';
import type { Score } from '../../../contract/score';
import { samplePoint, sampleScore } from '../../../contract/test-samples';

// Frame builders for the merge tests, shaped by the contract's spec-derived samples.

/** A score state with this sequence; the in-game points differ per sequence so states are distinct. */
export function scoreAt(sequence: number | null, extra: Partial<Score> = {}): Score {
  return {
    ...(sampleScore() as Score),
    sequence,
    points: [String(sequence ?? 0), '0'],
    ...extra,
  };
}

export function scoreFrame(matchId: number, sequence: number | null, extra: Partial<Score> = {}): ScoreFrame {
  return {
    type: 'score',
    match_id: matchId,
    score: scoreAt(sequence, extra),
    published_at: '2026-11-21T12:00:00.000Z',
  };
}

export function withdrawnFrame(matchId: number, superseded: number | null): ScoreWithdrawnFrame {
  return {
    type: 'score_withdrawn',
    match_id: matchId,
    kind: 'withdrawn',
    superseded_sequence: superseded,
    reason: 'illegal_transition',
    safe_to_resume: true,
    ts: '2026-11-21T12:00:00Z',
    published_at: '2026-11-21T12:00:00.100Z',
  };
}

/** A point row with this seq; serve and outcome unstated, as a live row usually arrives. */
export function pointRow(seq: number, extra: Partial<LivePoint> = {}): LivePoint {
  return { ...(samplePoint() as LivePoint), seq, serve: null, outcome: null, ...extra };
}

export function pointFrame(matchId: number, seq: number, extra: Partial<LivePoint> = {}): PointFrame {
  return {
    type: 'point',
    match_id: matchId,
    point: pointRow(seq, extra),
    pbp_coverage: 'point',
    quality: 'clean',
    published_at: '2026-11-21T12:00:00.000Z',
  };
}

export function pointUpdateFrame(
  matchId: number,
  seq: number,
  serve: 1 | 2 | null,
  outcome: string | null,
): FeedFrame {
  return {
    type: 'point_update',
    match_id: matchId,
    seq,
    serve,
    outcome,
    published_at: '2026-11-21T12:00:01.000Z',
  };
}
