import { isNewerScore, isWithdrawnBy } from '../../contract/score-order';

/** One score frame as it left the service: its text (sent on unchanged) and its ordering key. */
interface Held {
  matchId: number;
  sequence: number | null;
  text: string;
  heldAt: number;
}

/**
 * The latest score frame per match, for browsers that join mid-stream: a joiner gets these, in
 * sequence order, before any change. Invariants: a match holds its newest frame by the contract's
 * one rule (`isNewerScore`, contract/score-order.ts: a state without a sequence is older than any
 * with one; on the feed the sequence only rises; a REST read may fill in but never step back), and a
 * withdrawn state is never held (its match is emptied until a good state arrives).
 */
export class HeldScores {
  private readonly byMatch = new Map<number, Held>();

  constructor(
    /** Frames untouched this long are dropped: the feed never says a match ended, only that it changed. */
    private readonly ttlMs: number,
  ) {}

  /** Holds a score frame if it is newer than the one held; returns whether it was. */
  scoreReceived(matchId: number, sequence: number | null, text: string, now: number): boolean {
    if (!isNewerScore({ sequence }, this.byMatch.get(matchId))) return false;
    this.byMatch.set(matchId, { matchId, sequence, text, heldAt: now });
    return true;
  }

  /** A published state was refused: the held one goes if it is the refused one (or later). */
  withdrawn(matchId: number, supersededSequence: number | null): void {
    const held = this.byMatch.get(matchId);
    if (held && isWithdrawnBy(held, supersededSequence)) this.byMatch.delete(matchId);
  }

  /** Whether a state of this match is held (its sequence may be null). */
  holds(matchId: number): boolean {
    return this.byMatch.has(matchId);
  }

  /** The held state's sequence; null when none is held or it has none. */
  sequenceOf(matchId: number): number | null {
    return this.byMatch.get(matchId)?.sequence ?? null;
  }

  matchIds(): number[] {
    return [...this.byMatch.keys()];
  }

  /** The held frames a filter admits, oldest sequence first, after dropping expired ones. */
  snapshot(admit: (matchId: number) => boolean, now: number): string[] {
    for (const [id, h] of this.byMatch) if (now - h.heldAt > this.ttlMs) this.byMatch.delete(id);
    return [...this.byMatch.values()]
      .filter((h) => admit(h.matchId))
      .sort((a, b) => (a.sequence ?? -1) - (b.sequence ?? -1) || a.matchId - b.matchId)
      .map((h) => h.text);
  }

  clear(): void {
    this.byMatch.clear();
  }
}
