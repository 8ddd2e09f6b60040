// How long a feed score waits before a view may paint it. The legality gate refuses a state after a
// stream published it (live-surface.md, "Score states"), so its `score_withdrawn` follows the state
// on the wire; the contract names no bound. The local service sends both in the same instant, yet
// they can reach the store in two batches (two socket messages, two animation frames, the tabs'
// 20 ms gather): a state applied at once was painted for a frame before its rollback. Each state
// therefore waits this window in `ScoreEntry.pending`; a withdrawal inside it drops the state unseen.

/**
 * The window before any withdrawal has been seen: the two batches are a few animation frames (16 ms
 * each) and the tabs' 20 ms gather apart, so 150 ms holds them with room, while a
 * trader's score still reaches the card within the quarter second it may take from publication to
 * paint (a wait of 250 ms alone spent all of it).
 */
export const WITHDRAWAL_WINDOW_FLOOR_MS = 150;
/** Room above the slowest withdrawal seen, for the jitter of the next one. */
const WINDOW_MARGIN_MS = 100;
/** The longest wait (the alerts' own settle time): a slower withdrawal teaches nothing, no sane
 * wait would have caught it, and it is rolled back as before. */
export const WITHDRAWAL_WINDOW_CAP_MS = 2_000;

/**
 * The window after a withdrawal arrived `gapMs` after the state it refused (null: the state was
 * not held, nothing learned). It only grows, up to the cap: a store that has seen a slow
 * withdrawal keeps waiting that long.
 */
export function widenedWindow(currentMs: number, gapMs: number | null): number {
  if (gapMs === null || !Number.isFinite(gapMs) || gapMs > WITHDRAWAL_WINDOW_CAP_MS) return currentMs;
  const wanted = Math.min(WITHDRAWAL_WINDOW_CAP_MS, Math.max(0, gapMs) + WINDOW_MARGIN_MS);
  return Math.max(currentMs, wanted);
}
