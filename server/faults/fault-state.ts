/**
 * Faults switched on by the loopback control (issue 3). One FaultState per app, so tests
 * that inject faults never leak them into another app sharing the same World.
 */

/** A correction to a published result (live-surface.md: completed → restatement). */
export interface Restatement {
  matchId: number;
  /** When the restatement was published (ms since epoch, service clock). */
  at: number;
  /** The result_version after this restatement (the first publication is version 1). */
  version: number;
}

export class FaultState {
  readonly restatements: Restatement[] = [];

  /** The newest restatement of a match, if any. */
  latestRestatement(matchId: number): Restatement | undefined {
    let latest: Restatement | undefined;
    for (const r of this.restatements)
      if (r.matchId === matchId && (!latest || r.at >= latest.at)) latest = r;
    return latest;
  }
}
