import type { ScoreWithdrawnFrame } from '../../../contract/feed-frames';
import type { Score } from '../../../contract/score';
import { isNewerScore, isRefusedScore } from '../../../contract/score-order';
import { copyArray, copyObject, type Draft, own } from './draft';
import {
  type HeldScore,
  HISTORY_LIMIT,
  hasSorted,
  insertSorted,
  type ScoreEntry,
  WITHDRAWN_LIMIT,
} from './score-entry';

// Every function here is pure and returns the same entry object when nothing changed, so rows of
// unchanged matches keep their identity and do not re-render.

/** Where `seq` would go in the history, and whether it is already there. */
function historySlot(history: readonly HeldScore[], seq: number): { index: number; present: boolean } {
  let i = history.length;
  while (i > 0 && (history[i - 1].score.sequence as number) > seq) i--;
  return { index: i, present: i > 0 && history[i - 1].score.sequence === seq };
}

function withHeld(history: HeldScore[], held: HeldScore, draft?: Draft): HeldScore[] {
  const seq = held.score.sequence as number;
  const { index, present } = historySlot(history, seq);
  const next = own(draft, history, copyArray);
  if (present) next[index - 1] = held;
  else if (index === next.length) next.push(held);
  else next.splice(index, 0, held);
  if (next.length > HISTORY_LIMIT) next.splice(0, next.length - HISTORY_LIMIT);
  return next;
}

function withPending(pending: HeldScore[], held: HeldScore, draft?: Draft): HeldScore[] {
  const seq = held.score.sequence as number;
  const next = own(draft, pending, copyArray);
  let i = next.length;
  while (i > 0 && (next[i - 1].score.sequence as number) > seq) i--;
  next.splice(i, 0, held);
  // A burst inside one window keeps only as many states as the history would.
  if (next.length > HISTORY_LIMIT) next.splice(0, next.length - HISTORY_LIMIT);
  return next;
}

/**
 * A feed score frame arrives: a sequenced state waits in `pending` for the withdrawal window
 * (`settleScores` shows it); duplicates and refused sequences are dropped. A state without a
 * sequence cannot be named by a withdrawal, so it applies at once when newer.
 */
export function receiveScoreFrame(entry: ScoreEntry, score: Score, now: number, draft?: Draft): ScoreEntry {
  const seq = score.sequence;
  if (seq === null) {
    if (!isNewerScore(score, entry.score)) return entry;
    return { ...entry, score, receivedAt: now, lastFeedAt: now };
  }
  if (isRefusedScore(score, entry)) return entry;
  const { history, pending } = entry;
  if (history.length >= HISTORY_LIMIT && seq < (history[0].score.sequence as number)) return entry;
  if (historySlot(history, seq).present || pending.some((p) => p.score.sequence === seq)) return entry;
  const next = own(draft, entry, copyObject);
  next.pending = withPending(pending, { score, receivedAt: now }, draft);
  next.lastFeedAt = now;
  return next;
}

/**
 * States whose withdrawal window has passed (arrived at or before `now - windowMs`) leave `pending`:
 * each becomes a rollback target in `history`, and the newest is shown when it is newer than the
 * shown one (the feed only rises; a late lower state is only kept).
 */
export function settleScores(entry: ScoreEntry, now: number, windowMs: number, draft?: Draft): ScoreEntry {
  const { pending } = entry;
  if (pending.length === 0) return entry;
  const due = pending.filter((p) => p.receivedAt + windowMs <= now);
  if (due.length === 0) return entry;
  const next = own(draft, entry, copyObject);
  next.pending = due.length === pending.length ? [] : pending.filter((p) => !due.includes(p));
  for (const held of due) {
    next.history = withHeld(next.history, held, draft);
    // Equal sequences were dropped on arrival as duplicates, so "newer" here means strictly higher.
    if (isNewerScore(held.score, next.score)) {
      next.score = held.score;
      next.sequence = held.score.sequence;
      next.receivedAt = held.receivedAt;
    }
  }
  return next;
}

/**
 * A feed score frame applied at once (no withdrawal window): applied only when its `sequence` is
 * higher than the one shown (the feed only rises); a lower one is kept as a rollback target;
 * duplicates and withdrawn sequences are dropped.
 */
export function applyScoreFrame(entry: ScoreEntry, score: Score, now: number, draft?: Draft): ScoreEntry {
  return settleScores(receiveScoreFrame(entry, score, now, draft), now, 0, draft);
}

/**
 * How long after the refused state this withdrawal arrived (ms), or null when the state is not held
 * here: what the store learns its withdrawal window from.
 */
export function withdrawalGap(entry: ScoreEntry | undefined, frame: ScoreWithdrawnFrame, now: number) {
  const refused = frame.superseded_sequence;
  if (!entry || refused === null) return null;
  const held =
    entry.pending.find((p) => p.score.sequence === refused) ??
    entry.history.find((h) => h.score.sequence === refused);
  return held ? now - held.receivedAt : null;
}

/**
 * `score_withdrawn`: the refused sequence never comes back; if it is the one shown, the match rolls
 * back to the last good state held. Either way the current state is refetched over REST.
 */
export function applyWithdrawal(entry: ScoreEntry, frame: ScoreWithdrawnFrame, now: number): ScoreEntry {
  const refused = frame.superseded_sequence;
  if (refused === null) return entry.needsRefetch ? entry : { ...entry, needsRefetch: true, lastFeedAt: now };
  if (hasSorted(entry.withdrawn, refused)) return entry;
  const history = entry.history.filter((h) => h.score.sequence !== refused);
  // Still inside the window: dropped before any view painted it.
  const pending = entry.pending.filter((p) => p.score.sequence !== refused);
  const previous = entry.lastWithdrawal?.superseded_sequence ?? null;
  const next: ScoreEntry = {
    ...entry,
    history,
    pending: pending.length === entry.pending.length ? entry.pending : pending,
    withdrawn: insertSorted(entry.withdrawn, refused, WITHDRAWN_LIMIT),
    lastWithdrawal: previous === null || refused >= previous ? frame : entry.lastWithdrawal,
    needsRefetch: true,
    // A withdrawal is feed news too: a REST read that left before it may predate it.
    lastFeedAt: now,
  };
  if (entry.sequence === refused) {
    const lastGood = history.at(-1);
    next.score = lastGood?.score ?? null;
    next.sequence = lastGood?.score.sequence ?? null;
    next.receivedAt = lastGood?.receivedAt ?? null;
  }
  return next;
}

/**
 * A REST score read (`/matches/{id}/score` or `Match.score`). The read may move the sequence
 * backwards only when a state was withdrawn and the last good one re-served, or a strictly
 * higher-trust source's state was preferred (live-surface.md, Score `sequence`). A lower sequence is
 * therefore taken when a withdrawal is pending, or when the read was requested after the newest
 * feed frame arrived; a read that left before that frame is a race and is ignored.
 */
export function reconcileRestScore(
  entry: ScoreEntry,
  score: Score,
  requestedAt: number,
  now: number,
): ScoreEntry {
  const seq = score.sequence;
  const held = entry.sequence;
  if (seq === null) {
    if (!isNewerScore(score, entry.score))
      return entry.needsRefetch ? { ...entry, needsRefetch: false } : entry;
    return { ...entry, score, receivedAt: now, needsRefetch: false };
  }
  if (hasSorted(entry.withdrawn, seq)) return entry;
  const heldScore = { score, receivedAt: now };
  if (held === null || isNewerScore(score, entry.score)) {
    // Same sequence: the read carries fresher age, staleness and corroboration; take it. The service
    // stands behind this state, so a feed copy of it waiting in the window need not wait longer.
    const pending = entry.pending.filter((p) => p.score.sequence !== seq);
    return {
      ...entry,
      score,
      sequence: seq,
      receivedAt: now,
      history: withHeld(entry.history, heldScore),
      pending: pending.length === entry.pending.length ? entry.pending : pending,
      needsRefetch: false,
    };
  }
  const legitimate = entry.needsRefetch || entry.lastFeedAt === null || requestedAt >= entry.lastFeedAt;
  if (!legitimate) return entry;
  return {
    ...entry,
    score,
    sequence: seq,
    receivedAt: now,
    history: withHeld(
      entry.history.filter((h) => (h.score.sequence as number) < seq),
      heldScore,
    ),
    // Late feed copies of the states the service stepped back from must not win again, nor the
    // states still waiting in the window (they arrived before this read left).
    pending: [],
    supersededUpTo: Math.max(
      held,
      entry.supersededUpTo ?? held,
      ...entry.pending.map((p) => p.score.sequence as number),
    ),
    needsRefetch: false,
  };
}
