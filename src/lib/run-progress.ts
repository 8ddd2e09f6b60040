/** How far a paced run of history reads has got: matches handed on, requests spent, and any hold. */
export interface RunProgress {
  matchesDone: number;
  requests: number;
  failed: number;
  /** When the request budget or a 429 lets the reads go on; null while they are not held. */
  heldUntil: number | null;
}

export const emptyProgress = (): RunProgress => ({ matchesDone: 0, requests: 0, failed: 0, heldUntil: null });
