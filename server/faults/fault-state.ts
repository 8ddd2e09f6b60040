/**
 * Faults switched on by the loopback control. One FaultState per app, so tests
 * that inject faults never leak them into another app sharing the same World.
 */
import type { ScoreWithdrawnFrame } from '../../contract/feed-frames';
import type { Tier } from '../access/keys';

/** A correction to a published result (live-surface.md: completed → restatement). */
export interface Restatement {
  matchId: number;
  /** When the restatement was published (ms since epoch, service clock). */
  at: number;
  /** The result_version after this restatement (the first publication is version 1). */
  version: number;
}

/** A refused score state: the frame as pushed plus the replay index it followed. */
export interface Withdrawal {
  matchId: number;
  /** Index of the last good state when the illegal one was published; later states shift by one. */
  afterIndex: number;
  frame: ScoreWithdrawnFrame;
  at: number;
}

export interface Merge {
  into: number;
  at: number;
}

/** A key whose access was taken away mid-stream: disabled outright, or downgraded to a tier. */
export type Revocation = 'disabled' | Tier;

export class FaultState {
  readonly restatements: Restatement[] = [];
  readonly withdrawals: Withdrawal[] = [];
  /** Match id → when its feed went quiet (service ms). */
  readonly quiet = new Map<number, number>();
  /** Match id → when a completed match was reopened. */
  readonly reopened = new Map<number, number>();
  readonly merges = new Map<number, Merge>();
  /** Key → how many of its next requests are refused with 429. */
  readonly forced429 = new Map<string, number>();
  readonly revoked = new Map<string, Revocation>();
  /** New WebSocket connections are refused with service_unavailable until this instant (service ms). */
  refuseUntil = 0;

  private resets = 0;

  /**
   * Changes whenever a fault that alters what the listings show is added or cleared, so an answer
   * cached for the current window (server/plugins/tick-cache.ts) is never served across a fault.
   */
  get version(): string {
    return [
      this.resets,
      this.restatements.length,
      this.withdrawals.length,
      this.quiet.size,
      this.reopened.size,
      this.merges.size,
    ].join('.');
  }

  /** The newest restatement of a match, if any. */
  latestRestatement(matchId: number): Restatement | undefined {
    let latest: Restatement | undefined;
    for (const r of this.restatements)
      if (r.matchId === matchId && (!latest || r.at >= latest.at)) latest = r;
    return latest;
  }

  withdrawalsOf(matchId: number): Withdrawal[] {
    return this.withdrawals.filter((w) => w.matchId === matchId);
  }

  /** Where a merged id forwards to: the end of the chain (null if the chain loops). */
  mergedInto(matchId: number): { into: number | null; at: number } | undefined {
    const first = this.merges.get(matchId);
    if (!first) return undefined;
    const seen = new Set([matchId]);
    let into = first.into;
    for (let m = this.merges.get(into); m; m = this.merges.get(into)) {
      if (seen.has(into)) return { into: null, at: first.at };
      seen.add(into);
      into = m.into;
    }
    return { into, at: first.at };
  }

  /** Spends one forced 429 of a key; true when this request must be refused. */
  takeForced429(key: string): boolean {
    const left = this.forced429.get(key) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.forced429.delete(key);
    else this.forced429.set(key, left - 1);
    return true;
  }

  /** Everything in force, for GET /_admin/faults. */
  snapshot(now: number) {
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      withdrawals: this.withdrawals.map((w) => w.frame),
      stale: [...this.quiet].map(([match_id, at]) => ({ match_id, since: iso(at) })),
      reopened: [...this.reopened].map(([match_id, at]) => ({ match_id, at: iso(at) })),
      restatements: this.restatements.map((r) => ({
        match_id: r.matchId,
        at: iso(r.at),
        version: r.version,
      })),
      merges: [...this.merges].map(([match_id, m]) => ({ match_id, into: m.into, at: iso(m.at) })),
      force429: Object.fromEntries(this.forced429),
      revoked: Object.fromEntries(this.revoked),
      refuse_until: this.refuseUntil > now ? iso(this.refuseUntil) : null,
    };
  }

  /**
   * Clears the faults of one match only (POST /_admin/faults/reset with `match_id`), so a journey
   * can undo its own without touching another's on a shared service.
   */
  resetMatch(matchId: number): void {
    this.resets++;
    const keep = <T extends { matchId: number }>(rows: T[]) => {
      const kept = rows.filter((r) => r.matchId !== matchId);
      rows.length = 0;
      rows.push(...kept);
    };
    keep(this.restatements);
    keep(this.withdrawals);
    this.quiet.delete(matchId);
    this.reopened.delete(matchId);
    this.merges.delete(matchId);
  }

  /** Clears every fault (POST /_admin/faults/reset). */
  reset(): void {
    this.resets++;
    this.restatements.length = 0;
    this.withdrawals.length = 0;
    this.quiet.clear();
    this.reopened.clear();
    this.merges.clear();
    this.forced429.clear();
    this.revoked.clear();
    this.refuseUntil = 0;
  }
}
