import type { FeedFrame } from '../../../contract/feed-frames';
import type { Draft } from './draft';
import { applyPointFrame, applyPointUpdate, emptyPointsEntry, type PointsEntry } from './points-merge';
import { emptyScoreEntry, type ScoreEntry } from './score-entry';
import { applyScoreFrame, applyWithdrawal, receiveScoreFrame, settleScores } from './score-merge';

/** Signal frames (break points, stoppage family, divergence): events, kept newest last per match. */
export type SignalFrame = Extract<FeedFrame, { match_id: number }> & { type: string };

/** What the feeds have told us, per match. Scores and points live apart so a point frame does not
 * re-render a score row and the other way round. */
export interface LiveData {
  scores: Readonly<Record<number, ScoreEntry>>;
  points: Readonly<Record<number, PointsEntry>>;
  signals: Readonly<Record<number, readonly SignalFrame[]>>;
}

/** How many signal frames per match we keep for the view. */
const SIGNAL_LIMIT = 20;

/** Nothing heard yet. */
export function emptyLiveData(): LiveData {
  return { scores: {}, points: {}, signals: {} };
}

/** Copy-on-write of one record per batch: the first change copies it, later ones write the copy. */
class RecordDraft<T> {
  private copy: Record<number, T> | null = null;
  constructor(private readonly base: Readonly<Record<number, T>>) {}
  get(id: number): T | undefined {
    return (this.copy ?? this.base)[id];
  }
  set(id: number, value: T, previous: T | undefined): void {
    if (value === previous) return;
    if (this.copy === null) this.copy = { ...this.base };
    this.copy[id] = value;
  }
  result(): Readonly<Record<number, T>> {
    return this.copy ?? this.base;
  }
  ids(): string[] {
    return Object.keys(this.copy ?? this.base);
  }
}

function sameSignal(a: SignalFrame, b: SignalFrame): boolean {
  return a.type === b.type && a.published_at === b.published_at;
}

/** Score states whose withdrawal window has passed by `now` are shown (see `settleScores`). */
function settleAll(scores: RecordDraft<ScoreEntry>, now: number, windowMs: number, draft?: Draft): void {
  for (const key of scores.ids()) {
    const id = Number(key);
    const prev = scores.get(id);
    if (prev && prev.pending.length > 0) scores.set(id, settleScores(prev, now, windowMs, draft), prev);
  }
}

/** Shows the score states whose withdrawal window has passed by `now`; `data` itself when none has. */
export function settleDue(data: LiveData, now: number, windowMs: number): LiveData {
  const scores = new RecordDraft(data.scores);
  settleAll(scores, now, windowMs);
  const next = scores.result();
  return next === data.scores ? data : { ...data, scores: next };
}

/** When the next score state waiting in its withdrawal window is due, or null when none waits. */
export function nextSettleAt(data: LiveData, windowMs: number): number | null {
  let at: number | null = null;
  for (const key in data.scores)
    for (const p of data.scores[key].pending)
      if (at === null || p.receivedAt + windowMs < at) at = p.receivedAt + windowMs;
  return at;
}

/**
 * Applies a batch of feed frames in arrival order. Pure: returns `data` itself when nothing changed,
 * and keeps the identity of every match the batch did not change. Frames of unknown or control types
 * (`subscribed`, `ping`, `error`) are ignored here; the feed client handles them. A score state is
 * shown only once `windowMs` (the withdrawal window) has passed since it arrived, so a withdrawal
 * in that time drops it unseen; with 0 it is shown as it arrives.
 */
export function applyFrames(
  data: LiveData,
  frames: readonly FeedFrame[],
  now: number,
  windowMs = 0,
): LiveData {
  const scores = new RecordDraft(data.scores);
  const points = new RecordDraft(data.points);
  const signals = new RecordDraft(data.signals);
  // Entries this batch created may be changed in place by its later frames (see draft.ts).
  const draft: Draft = new WeakSet();
  for (const frame of frames) {
    switch (frame.type) {
      case 'score': {
        const prev = scores.get(frame.match_id);
        const base = prev ?? emptyScoreEntry(frame.match_id);
        // Without a window a state is shown as it arrives, exactly as if frames came one by one.
        const next =
          windowMs > 0
            ? receiveScoreFrame(base, frame.score, now, draft)
            : applyScoreFrame(base, frame.score, now, draft);
        if (next !== base) scores.set(frame.match_id, next, prev);
        break;
      }
      case 'score_withdrawn': {
        const prev = scores.get(frame.match_id);
        scores.set(
          frame.match_id,
          applyWithdrawal(prev ?? emptyScoreEntry(frame.match_id), frame, now),
          prev,
        );
        break;
      }
      case 'point': {
        const prev = points.get(frame.match_id);
        points.set(
          frame.match_id,
          applyPointFrame(prev ?? emptyPointsEntry(frame.match_id), frame, now, draft),
          prev,
        );
        break;
      }
      case 'point_update': {
        const prev = points.get(frame.match_id);
        points.set(
          frame.match_id,
          applyPointUpdate(prev ?? emptyPointsEntry(frame.match_id), frame, draft),
          prev,
        );
        break;
      }
      case 'subscribed':
      case 'ping':
      case 'error':
        break;
      default: {
        const signal = frame as SignalFrame;
        const prev = signals.get(signal.match_id) ?? [];
        if (prev.some((s) => sameSignal(s, signal))) break;
        const next = [...prev, signal].slice(-SIGNAL_LIMIT);
        signals.set(signal.match_id, next, prev);
      }
    }
  }
  if (windowMs > 0) settleAll(scores, now, windowMs, draft);
  const result = { scores: scores.result(), points: points.result(), signals: signals.result() };
  return result.scores === data.scores && result.points === data.points && result.signals === data.signals
    ? data
    : result;
}
