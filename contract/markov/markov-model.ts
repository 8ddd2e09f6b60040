import { gameWinFrom, otherSide, TiebreakTable } from './markov-points';
import { type SetOutcome, type SetRule, SetTable, tiebreakTarget } from './markov-sets';
import type { MatchFormat, Side } from './score-state';

/**
 * All memo tables for one (pServe1, pServe2, format). Built lazily: the first read of a
 * match fills a few hundred cells, every later read of the same pair is a lookup.
 */
export class MatchModel {
  readonly setsToWin: number;
  private readonly tiebreaks = new Map<string, TiebreakTable>();
  private readonly sets = new Map<SetRule, SetTable>();
  private readonly matchMemo: Float64Array;
  private readonly games: Float64Array[];

  constructor(
    readonly pServe1: number,
    readonly pServe2: number,
    readonly format: MatchFormat,
  ) {
    this.setsToWin = format.bestOf === 5 ? 3 : 2;
    const n = this.setsToWin + 1;
    this.matchMemo = new Float64Array(n * n * 2).fill(Number.NaN);
    // In-game scores are folded to 0..4 (see `game`), so a 5x5 grid per server covers them.
    this.games = [new Float64Array(25).fill(Number.NaN), new Float64Array(25).fill(Number.NaN)];
  }

  /** P(p1 wins the current game) with `server` serving and in-game point counts (p1, p2). */
  game(server: Side, a: number, b: number): number {
    const m = Math.min(a, b);
    if (m > 3) {
      // Past deuce only the difference matters.
      a -= m - 3;
      b -= m - 3;
    }
    if (a > 4 || b > 4) return a > b ? 1 : 0;
    const table = this.games[server - 1];
    const i = a * 5 + b;
    const hit = table[i];
    if (!Number.isNaN(hit)) return hit;
    const noAd = this.format.noAd;
    const v =
      server === 1 ? gameWinFrom(this.pServe1, a, b, noAd) : 1 - gameWinFrom(this.pServe2, b, a, noAd);
    table[i] = v;
    return v;
  }

  /** P(p1 wins a tiebreak to `target`) from running score (p1, p2) when `first` served its first point. */
  tiebreak(target: number, a: number, b: number, first: Side): number {
    const key = `${target}${first}`;
    let t = this.tiebreaks.get(key);
    if (!t) {
      t = new TiebreakTable(this.pServe1, this.pServe2, target, first);
      this.tiebreaks.set(key, t);
    }
    return t.from(a, b);
  }

  /** Outcome distribution of the current set under `rule` from games (p1, p2), `server` next. */
  set(rule: SetRule, a: number, b: number, server: Side): SetOutcome {
    let t = this.sets.get(rule);
    if (!t) {
      const target = tiebreakTarget(rule);
      t = new SetTable(rule, this.pServe1, this.pServe2, this.format.noAd, (first) =>
        this.tiebreak(target, 0, 0, first),
      );
      this.sets.set(rule, t);
    }
    return t.from(a, b, server);
  }

  /** Set rule of a set that starts with the given sets score (the decider may differ). */
  ruleFor(setsP1: number, setsP2: number): SetRule | 'matchTiebreak' {
    const decider = setsP1 === this.setsToWin - 1 && setsP2 === this.setsToWin - 1;
    if (!decider) return 'tiebreak7';
    return this.format.deciderIsMatchTiebreak ? 'matchTiebreak' : this.format.finalSet;
  }

  /** P(p1 wins the match) at the start of a set with sets (p1, p2) and `server` serving its first point. */
  match(sa: number, sb: number, server: Side): number {
    const n = this.setsToWin;
    if (sa >= n) return 1;
    if (sb >= n) return 0;
    const i = ((sa * (n + 1) + sb) << 1) + (server - 1);
    const hit = this.matchMemo[i];
    if (!Number.isNaN(hit)) return hit;
    const rule = this.ruleFor(sa, sb);
    const v =
      rule === 'matchTiebreak'
        ? this.tiebreak(10, 0, 0, server)
        : this.afterSet(this.set(rule, 0, 0, server), sa, sb);
    this.matchMemo[i] = v;
    return v;
  }

  /** P(p1 wins the match) once the current set resolves with distribution `o`. */
  afterSet(o: SetOutcome, sa: number, sb: number): number {
    return (
      o[0] * this.match(sa + 1, sb, 1) +
      o[1] * this.match(sa + 1, sb, 2) +
      o[2] * this.match(sa, sb + 1, 1) +
      o[3] * this.match(sa, sb + 1, 2)
    );
  }

  /** P(p1 wins the match) right after a tiebreak that ends the current set and that `first` opened. */
  afterTiebreak(pTiebreak: number, sa: number, sb: number, first: Side): number {
    const next = otherSide(first);
    return pTiebreak * this.match(sa + 1, sb, next) + (1 - pTiebreak) * this.match(sa, sb + 1, next);
  }
}

const CACHE_LIMIT = 4096;
const cache = new Map<string, MatchModel>();

/** The shared model for a pair and format; evicts the oldest entry past a few thousand pairs. */
export function modelFor(pServe1: number, pServe2: number, format: MatchFormat): MatchModel {
  const key = `${pServe1}|${pServe2}|${format.bestOf}|${format.finalSet}|${+format.deciderIsMatchTiebreak}|${+format.noAd}`;
  let m = cache.get(key);
  if (!m) {
    m = new MatchModel(pServe1, pServe2, format);
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, m);
  }
  return m;
}
