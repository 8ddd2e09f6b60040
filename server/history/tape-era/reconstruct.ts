import { hash32 } from '../../engine/rng';
import type { MatchFormat, ScoreState, Side } from '../../../contract/markov/score-state';
import { applyPoint, initialState } from '../../engine/scoring';
import type { ParsedResult, ResultSet } from './result-score';

/**
 * Deterministic, seeded reconstruction of a point sequence that replays through the scoring
 * engine to exactly a real final score (set games, and tiebreak scores where the data gives
 * them). Only the order of games and of points inside a game is chosen; every game, set and
 * tiebreak total comes from the data. Whatever cannot be matched exactly is refused, never bent.
 */
export interface Reconstruction {
  /** Point winners in play order (1 = p1, 2 = p2). */
  winners: Uint8Array;
  final: ScoreState;
}

export type ReconstructionResult = { ok: true; value: Reconstruction } | { ok: false; reason: string };

interface Ctx {
  state: ScoreState;
  format: MatchFormat;
  winners: number[];
  /** Mulberry32 state seeded from the match key: one cheap draw per choice. */
  seed: number;
}

const other = (s: Side): Side => (s === 1 ? 2 : 1);
function rand(c: Ctx, _what: string): number {
  c.seed = (c.seed + 0x6d2b79f5) | 0;
  let t = Math.imul(c.seed ^ (c.seed >>> 15), 1 | c.seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function point(c: Ctx, side: Side): void {
  c.state = applyPoint(c.state, c.format, side);
  c.winners.push(side);
}

/** One game won by `side`: the loser takes 0-2 points, or the game goes to deuce (one or more). */
function playGame(c: Ctx, side: Side): void {
  const r = rand(c, 'game');
  const lost = r < 0.22 ? 0 : r < 0.5 ? 1 : r < 0.74 ? 2 : 3;
  if (lost < 3) {
    playRace(c, side, 3, lost);
    return;
  }
  playRace(c, side, 3, 3);
  while (rand(c, 'deuce') < 0.35) {
    const first: Side = rand(c, 'adv') < 0.5 ? side : other(side);
    point(c, first);
    point(c, other(first));
  }
  point(c, side);
  point(c, side);
}

/** `side` wins `won` points and the other `lost`, interleaved at random, then `side` takes one more (if won < target). */
function playRace(c: Ctx, side: Side, won: number, lost: number): void {
  let a = won;
  let b = lost;
  while (a + b > 0) {
    const pickSide = rand(c, 'order') * (a + b) < a;
    if (pickSide) a--;
    else b--;
    point(c, pickSide ? side : other(side));
  }
  if (lost < won) point(c, side);
}

/** A tiebreak won by `side` with the other side on `loserPoints`. */
function playTiebreak(c: Ctx, side: Side, target: number, loserPoints: number): boolean {
  const wonPoints = Math.max(target, loserPoints + 2);
  if (loserPoints <= target - 2) {
    playRace(c, side, target - 1, loserPoints);
  } else {
    playRace(c, side, target - 1, target - 1);
    for (let k = target - 1; k < loserPoints; k++) {
      const first: Side = rand(c, 'tb') < 0.5 ? side : other(side);
      point(c, first);
      point(c, other(first));
    }
    point(c, side);
    point(c, side);
  }
  return wonPoints === Math.max(target, loserPoints + 2);
}

const setEnds = (a: number, b: number) => (a >= 6 || b >= 6) && Math.abs(a - b) >= 2;

/** Plays the regular games of a set to (ga, gb) for sides (1, 2) without ending it early. */
function playGames(c: Ctx, ga: number, gb: number, lastGoesTo: Side | null): boolean {
  let ra = ga - (lastGoesTo === 1 ? 1 : 0);
  let rb = gb - (lastGoesTo === 2 ? 1 : 0);
  let a = 0;
  let b = 0;
  while (ra + rb > 0) {
    const allowed = ([1, 2] as const).filter((s) => {
      if ((s === 1 ? ra : rb) === 0) return false;
      const na = a + (s === 1 ? 1 : 0);
      const nb = b + (s === 2 ? 1 : 0);
      return !setEnds(na, nb);
    });
    if (allowed.length === 0) return false;
    const server = c.state.server;
    // Holds outnumber breaks in real play: the server takes the game three times in four when allowed.
    const pick = allowed.length === 1 ? allowed[0] : rand(c, 'hold') < 0.75 ? server : other(server as Side);
    playGame(c, pick);
    if (pick === 1) {
      ra--;
      a++;
    } else {
      rb--;
      b++;
    }
  }
  if (lastGoesTo !== null) playGame(c, lastGoesTo);
  return true;
}

function playSet(c: Ctx, s: ResultSet, matchWinner: Side, complete: boolean): string | null {
  const loser = other(matchWinner);
  const ga = matchWinner === 1 ? s.w : s.l;
  const gb = matchWinner === 1 ? s.l : s.w;
  const setWinner: Side = ga > gb ? 1 : 2;
  if (s.matchTiebreak) {
    if (c.state.tiebreakTo !== 10) return 'match_tiebreak_not_in_format';
    const lo = Math.min(s.w, s.l);
    if (Math.max(s.w, s.l) !== Math.max(10, lo + 2)) return 'tiebreak_score_impossible';
    playTiebreak(c, s.w > s.l ? matchWinner : loser, 10, lo);
    return null;
  }
  if (!complete) return playGames(c, ga, gb, null) ? null : 'set_order_impossible';
  const tiebreakSet = Math.max(ga, gb) === 7 && Math.min(ga, gb) === 6;
  if (tiebreakSet) {
    if (!playGames(c, 6, 6, null)) return 'set_order_impossible';
    const target = c.state.tiebreakTo;
    if (target === 0) return 'tiebreak_not_in_format';
    const lo = s.tbLoser ?? Math.floor(rand(c, 'tbLoser') * (target - 1));
    playTiebreak(c, setWinner, target, lo);
    return null;
  }
  return playGames(c, ga, gb, setWinner) ? null : 'set_order_impossible';
}

/** The engine's set `i` must read exactly as published, and a complete set must really be over. */
function setAgrees(
  state: ScoreState,
  i: number,
  s: ResultSet,
  matchWinner: Side,
  complete: boolean,
): string | null {
  const [a, b] = matchWinner === 1 ? [s.w, s.l] : [s.l, s.w];
  const expected = s.matchTiebreak ? (a > b ? [1, 0] : [0, 1]) : [a, b];
  if (state.games[0][i] !== expected[0] || state.games[1][i] !== expected[1]) return 'set_score_disagrees';
  const over = state.winner !== null || state.games[0].length > i + 1;
  return complete && !over ? 'set_not_finished' : null;
}

/** Rebuilds a sequence for a parsed result; `matchWinner` is the side (p1/p2) the data names winner. */
export function reconstruct(
  parsed: ParsedResult,
  format: MatchFormat,
  matchWinner: Side,
  firstServer: Side,
  key: string,
): ReconstructionResult {
  const c: Ctx = { state: initialState(format, firstServer), format, winners: [], seed: hash32(key) };
  const partial = parsed.ending !== 'completed';
  try {
    for (let i = 0; i < parsed.sets.length; i++) {
      const lastPartial = partial && i === parsed.sets.length - 1;
      const s = parsed.sets[i];
      const decided = Math.max(s.w, s.l) >= 6 && (Math.abs(s.w - s.l) >= 2 || Math.max(s.w, s.l) === 7);
      const complete = !lastPartial || decided || s.matchTiebreak;
      const reason = playSet(c, s, matchWinner, complete) ?? setAgrees(c.state, i, s, matchWinner, complete);
      if (reason) return { ok: false, reason };
    }
  } catch {
    return { ok: false, reason: 'score_longer_than_match' };
  }
  const over = c.state.winner;
  if (!partial && over !== matchWinner) return { ok: false, reason: 'score_does_not_finish_match' };
  if (partial && over !== null) return { ok: false, reason: 'retired_after_match_end' };
  return { ok: true, value: { winners: Uint8Array.from(c.winners), final: c.state } };
}
