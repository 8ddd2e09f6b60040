import type { MatchFormat, ScoreState, Side } from '../../contract/markov/score-state';

const other = (s: Side): Side => (s === 1 ? 2 : 1);
const idx = (s: Side): 0 | 1 => (s === 1 ? 0 : 1);

/** The score at the first point of a match. */
export function initialState(_format: MatchFormat, firstServer: Side): ScoreState {
  return {
    sets: [0, 0],
    games: [[0], [0]],
    points: [0, 0],
    tiebreakTo: 0,
    server: firstServer,
    tiebreakFirstServer: null,
    winner: null,
  };
}

/** Index (0-based) of the set in progress. */
export const currentSetIndex = (state: ScoreState): number => state.games[0].length - 1;

/** True when the set in progress is the one that decides the match (e.g. the 5th of a best of 5). */
function isDecidingSet(state: ScoreState, format: MatchFormat): boolean {
  return state.sets[0] === state.sets[1] && state.sets[0] === (format.bestOf - 1) / 2;
}

function startTiebreak(state: ScoreState, to: 7 | 10): ScoreState {
  return { ...state, tiebreakTo: to, tiebreakFirstServer: state.server, points: [0, 0] };
}

/** Server of the next tiebreak point once `played` points are done: A, B, B, A, A, B, B, ... */
function tiebreakServer(first: Side, played: number): Side {
  return Math.floor((played + 1) / 2) % 2 === 0 ? first : other(first);
}

/** What happens at 6-6 (or 12-12) in the set in progress: the tiebreak target, or 0 to play on. */
function tiebreakAt(state: ScoreState, format: MatchFormat, g1: number, g2: number): 0 | 7 | 10 {
  if (g1 !== g2) return 0;
  if (!isDecidingSet(state, format)) return g1 === 6 ? 7 : 0;
  switch (format.finalSet) {
    case 'advantage':
      return 0;
    case 'tiebreak7':
      return g1 === 6 ? 7 : 0;
    case 'tiebreak7at12':
      return g1 === 12 ? 7 : 0;
    case 'tiebreak10':
      return g1 === 6 ? 10 : 0;
  }
}

function gameWon(won: number, lost: number, noAd: boolean): boolean {
  return won >= 4 && (won - lost >= 2 || noAd);
}

/** Scores one point and returns the new state; throws when the match is already decided. */
export function applyPoint(state: ScoreState, format: MatchFormat, pointWinner: Side): ScoreState {
  if (state.winner !== null) throw new Error('applyPoint: the match is already over');
  const w = idx(pointWinner);
  const l = 1 - w;
  const points: [number, number] = [state.points[0], state.points[1]];
  points[w]++;

  if (state.tiebreakTo > 0) {
    const first = state.tiebreakFirstServer ?? state.server;
    if (points[w] >= state.tiebreakTo && points[w] - points[l] >= 2) {
      // The tiebreak's first receiver opens the next set (same rule for a match tiebreak).
      return winGame({ ...state, points, server: other(first) }, format, pointWinner, true);
    }
    return { ...state, points, server: tiebreakServer(first, points[0] + points[1]) };
  }

  if (gameWon(points[w], points[l], format.noAd)) {
    return winGame({ ...state, points, server: other(state.server) }, format, pointWinner, false);
  }
  // Back to deuce keeps the counts small; only the difference matters past 3-3.
  if (points[0] === points[1] && points[0] > 3) {
    points[0] = 3;
    points[1] = 3;
  }
  return { ...state, points };
}

/**
 * Credits a game to `side`; `state.server` is already the server of the following game.
 * A tiebreak game always ends its set.
 */
function winGame(state: ScoreState, format: MatchFormat, side: Side, wasTiebreak: boolean): ScoreState {
  const w = idx(side);
  const l = 1 - w;
  const games: [number[], number[]] = [[...state.games[0]], [...state.games[1]]];
  const cur = games[0].length - 1;
  games[w][cur]++;
  const gw = games[w][cur];
  const gl = games[l][cur];
  const next: ScoreState = { ...state, games, points: [0, 0], tiebreakTo: 0, tiebreakFirstServer: null };

  if (wasTiebreak || (gw >= 6 && gw - gl >= 2)) {
    const sets: [number, number] = [state.sets[0], state.sets[1]];
    sets[w]++;
    if (sets[w] > format.bestOf / 2) return { ...next, sets, winner: side };
    games[0].push(0);
    games[1].push(0);
    const fresh: ScoreState = { ...next, sets };
    return format.deciderIsMatchTiebreak && isDecidingSet(fresh, format) ? startTiebreak(fresh, 10) : fresh;
  }

  const to = tiebreakAt(state, format, games[0][cur], games[1][cur]);
  return to === 0 ? next : startTiebreak(next, to);
}

const GAME_LABELS = ['0', '15', '30', '40'];

/** The point score as shown on a scoreboard: '0'..'40'/'AD' in a game, plain counts in a tiebreak. */
export function displayPoints(state: ScoreState): [string, string] {
  const [a, b] = state.points;
  if (state.tiebreakTo > 0) return [String(a), String(b)];
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [GAME_LABELS[Math.min(a, 3)], GAME_LABELS[Math.min(b, 3)]];
}

const totalGames = (s: ScoreState): number =>
  s.games[0].reduce((t, g) => t + g, 0) + s.games[1].reduce((t, g) => t + g, 0);

/** True when the step prev -> next completed a game (tiebreaks included). */
export function gameJustEnded(prev: ScoreState, next: ScoreState): boolean {
  return totalGames(next) > totalGames(prev);
}

/** True when the step prev -> next completed a set. */
export function setJustEnded(prev: ScoreState, next: ScoreState): boolean {
  return next.sets[0] + next.sets[1] > prev.sets[0] + prev.sets[1];
}

/** The side that would win the set in progress by winning the next point, if any. */
export function setPointFor(state: ScoreState, format: MatchFormat): Side | null {
  if (state.winner !== null) return null;
  for (const side of [1, 2] as const) {
    const next = applyPoint(state, format, side);
    if (setJustEnded(state, next)) return side;
  }
  return null;
}

/** True when a player would win the set in progress by winning the next point. */
export function isSetPoint(state: ScoreState, format: MatchFormat): boolean {
  return setPointFor(state, format) !== null;
}

/** True when a player would win the match by winning the next point. */
export function isMatchPoint(state: ScoreState, format: MatchFormat): boolean {
  if (state.winner !== null) return false;
  return ([1, 2] as const).some((side) => applyPoint(state, format, side).winner !== null);
}

/** True when the receiver would win the game by winning the next point (never in a tiebreak). */
export function isBreakPoint(state: ScoreState, format: MatchFormat): boolean {
  if (state.winner !== null || state.tiebreakTo > 0) return false;
  const r = idx(other(state.server));
  return gameWon(state.points[r] + 1, state.points[1 - r], format.noAd);
}
