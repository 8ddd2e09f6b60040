/**
 * What each next outcome does to the match: P(the server wins the match) if the server wins or loses
 * the next point, the current game, the next game and the current set. Exact, on the same Markov
 * tables as `winProbability`, so every row obeys the law of total probability:
 * now = chance · ifWins + (1 − chance) · ifLoses.
 */
import { locate, type Position, valueAt } from './markov';
import { MatchModel } from './markov-model';
import { otherSide, tiebreakServerOfPoint } from './markov-points';
import { type SetOutcome, type SetRule, tiebreakAt, tiebreakTarget } from './markov-sets';
import type { MatchFormat, ScoreState, Side } from './score-state';

/** One outcome seen from the server of the next point. */
export interface WhatIfRow {
  /** P(the server wins this point, game or set). */
  chance: number;
  /** P(the server wins the match) if they win it. */
  ifWins: number;
  /** P(the server wins the match) if they lose it. */
  ifLoses: number;
}

export interface WhatIf {
  /** The server of the next point: every row is from this player's side. */
  server: Side;
  /** P(the server wins the match) now. */
  now: number;
  point: WhatIfRow;
  /** The game in progress (in a tiebreak, the tiebreak). */
  game: WhatIfRow;
  /** The game after it, whoever wins this one; null when this game can end the match either way. */
  nextGame: WhatIfRow | null;
  set: WhatIfRow;
}

/** The start of a game, tiebreak or match tiebreak, before its first point (or the end of the match). */
type Unit =
  | { kind: 'done'; p1: number }
  | {
      kind: 'game' | 'tiebreak';
      rule: SetRule;
      sa: number;
      sb: number;
      ga: number;
      gb: number;
      server: Side;
    }
  | { kind: 'matchTiebreak'; first: Side };

function setWon(a: number, b: number, at: number | null): boolean {
  return (a >= 6 && a - b >= 2) || (at !== null && a > at && a > b);
}

/** The unit that starts at games (ga, gb) in a set begun at sets (sa, sb), `server` serving it. */
function unitAt(m: MatchModel, sa: number, sb: number, ga: number, gb: number, server: Side): Unit {
  if (sa >= m.setsToWin) return { kind: 'done', p1: 1 };
  if (sb >= m.setsToWin) return { kind: 'done', p1: 0 };
  const rule = m.ruleFor(sa, sb);
  if (rule === 'matchTiebreak') return { kind: 'matchTiebreak', first: server };
  const at = tiebreakAt(rule);
  if (setWon(ga, gb, at)) return unitAt(m, sa + 1, sb, 0, 0, server);
  if (setWon(gb, ga, at)) return unitAt(m, sa, sb + 1, 0, 0, server);
  const kind = at !== null && ga === at && gb === at ? 'tiebreak' : 'game';
  return { kind, rule, sa, sb, ga, gb, server };
}

/** P(p1 wins the unit) from its start. */
function p1WinsUnit(m: MatchModel, u: Unit): number {
  if (u.kind === 'done') return u.p1;
  if (u.kind === 'matchTiebreak') return m.tiebreak(10, 0, 0, u.first);
  if (u.kind === 'tiebreak') return m.tiebreak(tiebreakTarget(u.rule), 0, 0, u.server);
  return m.game(u.server, 0, 0);
}

/** The unit after `u` once `winner` has won it. A tiebreak's receiver serves the next set first. */
function afterUnit(m: MatchModel, u: Unit, winner: Side): Unit {
  if (u.kind === 'done') return u;
  if (u.kind === 'matchTiebreak') return { kind: 'done', p1: winner === 1 ? 1 : 0 };
  const [w1, w2] = winner === 1 ? [1, 0] : [0, 1];
  if (u.kind === 'tiebreak') return unitAt(m, u.sa + w1, u.sb + w2, 0, 0, otherSide(u.server));
  return unitAt(m, u.sa, u.sb, u.ga + w1, u.gb + w2, otherSide(u.server));
}

/** P(p1 wins the match) from the start of a unit. */
function valueOfUnit(m: MatchModel, u: Unit): number {
  if (u.kind === 'done') return u.p1;
  if (u.kind === 'matchTiebreak') return m.tiebreak(10, 0, 0, u.first);
  return m.afterSet(m.set(u.rule, u.ga, u.gb, u.server), u.sa, u.sb);
}

/** An outcome from p1's side: P(p1 wins it) and p1's match probability either way. */
interface P1Event {
  c: number;
  w1: number;
  w2: number;
}

function fromServer(e: P1Event, server: Side): WhatIfRow {
  return server === 1
    ? { chance: e.c, ifWins: e.w1, ifLoses: e.w2 }
    : { chance: 1 - e.c, ifWins: 1 - e.w2, ifLoses: 1 - e.w1 };
}

type Live = Exclude<Position, { kind: 'done' }>;

/** The current game (or tiebreak) as a p1 event, and the unit that follows each result. */
function currentUnit(m: MatchModel, pos: Live, a: number, b: number) {
  if (pos.kind === 'tiebreak') {
    const c = m.tiebreak(pos.target, a, b, pos.first);
    const next = otherSide(pos.first);
    const after = (w: Side): Unit =>
      pos.matchTiebreak
        ? { kind: 'done', p1: w === 1 ? 1 : 0 }
        : unitAt(m, pos.sa + (w === 1 ? 1 : 0), pos.sb + (w === 2 ? 1 : 0), 0, 0, next);
    return { c, after };
  }
  const next = otherSide(pos.server);
  const after = (w: Side): Unit =>
    unitAt(m, pos.sa, pos.sb, pos.ga + (w === 1 ? 1 : 0), pos.gb + (w === 2 ? 1 : 0), next);
  return { c: m.game(pos.server, a, b), after };
}

/** The game after the current one, averaged over how the current one ends; null if none may follow. */
function nextGameEvent(m: MatchModel, c: number, after: (w: Side) => Unit): P1Event | null {
  let win = 0;
  let lose = 0;
  let valueWin = 0;
  let valueLose = 0;
  for (const [w, pw] of [
    [1, c],
    [2, 1 - c],
  ] as const) {
    const u = after(w);
    if (u.kind === 'done' || pw === 0) continue;
    const e = p1WinsUnit(m, u);
    win += pw * e;
    lose += pw * (1 - e);
    valueWin += pw * e * valueOfUnit(m, afterUnit(m, u, 1));
    valueLose += pw * (1 - e) * valueOfUnit(m, afterUnit(m, u, 2));
  }
  if (win + lose === 0) return null;
  return {
    c: win / (win + lose),
    w1: win > 0 ? valueWin / win : 1,
    w2: lose > 0 ? valueLose / lose : 0,
  };
}

const EMPTY: SetOutcome = [0, 0, 0, 0];
const mix = (g: number, x: SetOutcome, y: SetOutcome): SetOutcome =>
  [0, 1, 2, 3].map((i) => g * x[i] + (1 - g) * y[i]) as unknown as SetOutcome;

/** The current set as a p1 event; who serves the next set depends on how many games it took. */
function setEvent(m: MatchModel, pos: Live, a: number, b: number): P1Event {
  const { sa, sb } = pos;
  if (pos.kind === 'tiebreak' && pos.matchTiebreak) {
    return { c: m.tiebreak(pos.target, a, b, pos.first), w1: 1, w2: 0 };
  }
  let o: SetOutcome = EMPTY;
  if (pos.kind === 'tiebreak') {
    const q = m.tiebreak(pos.target, a, b, pos.first);
    const next = otherSide(pos.first);
    o = next === 1 ? [q, 0, 1 - q, 0] : [0, q, 0, 1 - q];
  } else {
    const g = m.game(pos.server, a, b);
    const next = otherSide(pos.server);
    o = mix(g, m.set(pos.rule, pos.ga + 1, pos.gb, next), m.set(pos.rule, pos.ga, pos.gb + 1, next));
  }
  const c = o[0] + o[1];
  const w1 = c > 0 ? (o[0] * m.match(sa + 1, sb, 1) + o[1] * m.match(sa + 1, sb, 2)) / c : 1;
  const w2 = c < 1 ? (o[2] * m.match(sa, sb + 1, 1) + o[3] * m.match(sa, sb + 1, 2)) / (1 - c) : 0;
  return { c, w1, w2 };
}

/**
 * The what-if matrix from an in-play state, given each player's serve-point win probability.
 * Null once the match is over. Pure: builds its own tables, so bisection callers do not fill a cache.
 */
export function whatIf(
  state: ScoreState,
  format: MatchFormat,
  pServe1: number,
  pServe2: number,
): WhatIf | null {
  const m = new MatchModel(pServe1, pServe2, format);
  const pos = locate(m, state);
  if (pos.kind === 'done') return null;
  const [a, b] = state.points;
  const server = state.server;
  const pointServer =
    pos.kind === 'tiebreak' ? tiebreakServerOfPoint(a + b, pos.first) : (pos.server as Side);
  const point: P1Event = {
    c: pointServer === 1 ? pServe1 : 1 - pServe2,
    w1: valueAt(m, pos, a + 1, b),
    w2: valueAt(m, pos, a, b + 1),
  };
  const cur = currentUnit(m, pos, a, b);
  const game: P1Event = {
    c: cur.c,
    w1: valueOfUnit(m, cur.after(1)),
    w2: valueOfUnit(m, cur.after(2)),
  };
  const next = nextGameEvent(m, cur.c, cur.after);
  const nowP1 = valueAt(m, pos, a, b);
  return {
    server,
    now: server === 1 ? nowP1 : 1 - nowP1,
    point: fromServer(point, server),
    game: fromServer(game, server),
    nextGame: next && fromServer(next, server),
    set: fromServer(setEvent(m, pos, a, b), server),
  };
}
