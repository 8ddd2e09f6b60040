import type { Match } from '../match';
import type { Score } from '../score';
import { breakPointFromScore } from './break-point';

/** What a fan can be told about a followed match. */
export const ALERT_KINDS = ['on_court', 'set', 'result', 'break_point', 'tight'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The parts of a match an alert is derived from (a row of the live list, or a match read). */
export interface MatchMoment {
  id: number;
  status: string;
  tournament: string;
  format: string | null;
  players: { p1: { id: number; name: string }; p2: { id: number; name: string } };
  score: Pick<
    Score,
    'sets' | 'games' | 'points' | 'server' | 'is_tiebreak' | 'sequence' | 'win_probability_p1' | 'danger'
  > | null;
  winner: 1 | 2 | null;
}

/** A list row as the rules read it: the browser's alerts and the gateway's pushes read the same. */
export function momentOf(m: Match): MatchMoment {
  return {
    id: m.id,
    status: m.status,
    tournament: m.tournament,
    format: m.format,
    players: {
      p1: { id: m.players.p1.id, name: m.players.p1.name },
      p2: { id: m.players.p2.id, name: m.players.p2.name },
    },
    score: m.score,
    winner: m.winner === 1 || m.winner === 2 ? m.winner : null,
  };
}

/** One thing that happened, named by a key that is the same in every tab that sees it. */
export interface AlertEvent {
  key: string;
  kind: AlertKind;
  matchId: number;
  /** The score sequence that showed it (null: a status change, or a score without one). */
  sequence: number | null;
  /** The set it belongs to (1-based), for `set`, `break_point` and `tight`. */
  set?: number;
}

/** A next point that moves the model's win probability by this much or more makes a match tight. */
export const TIGHT_DANGER = 0.15;
/** Without a model: both players this close to a coin flip in the deciding set. */
export const TIGHT_PROBABILITY_BAND = 0.15;

/**
 * The games of one set (0-based) as `[p1, p2]`. The wire's `games` is player-major (`games[0]` holds
 * p1's games in every set), so a set is read across both rows; null when either is withheld.
 */
export function gamesInSet(score: MatchMoment['score'], set: number): [number, number] | null {
  const a = score?.games?.[0]?.[set];
  const b = score?.games?.[1]?.[set];
  return typeof a === 'number' && typeof b === 'number' ? [a, b] : null;
}

const setsPlayed = (m: MatchMoment) => (m.score ? m.score.sets[0] + m.score.sets[1] : null);
const setsToWin = (m: MatchMoment) => (m.format === 'BO5' ? 3 : m.format === 'BO3' ? 2 : null);

/**
 * Whether the match is tight now: the model's next-point swing at `TIGHT_DANGER` or more where the
 * key reads it; else, where it reads the win probability, a deciding set within the band of 50%;
 * else, from the score alone, a deciding set at 5–5 or in its tiebreak.
 */
export function isTight(m: MatchMoment): boolean {
  const s = m.score;
  if (!s) return false;
  if (typeof s.danger === 'number') return s.danger >= TIGHT_DANGER;
  const need = setsToWin(m);
  const deciding = need !== null && s.sets[0] === need - 1 && s.sets[1] === need - 1;
  if (!deciding) return false;
  if (typeof s.win_probability_p1 === 'number')
    return Math.abs(s.win_probability_p1 - 0.5) <= TIGHT_PROBABILITY_BAND;
  const games = gamesInSet(s, s.sets[0] + s.sets[1]);
  return s.is_tiebreak || (games !== null && Math.min(games[0], games[1]) >= 5);
}

/**
 * The events between two readings of one match (`before` null: first seen since the app opened,
 * which is a baseline, not news, unless the match has just come on court). Pure: the same two
 * readings give the same keys in every tab, so a tab can claim an event another already showed.
 * Readings must be in order; a score that goes back (a rollback) yields nothing.
 */
export function alertEvents(before: MatchMoment | null, after: MatchMoment): AlertEvent[] {
  const id = after.id;
  const seq = after.score?.sequence ?? null;
  const events: AlertEvent[] = [];
  const wasLive = before?.status === 'live';
  if (after.status === 'live' && before !== null && !wasLive && before.status === 'upcoming')
    events.push({ key: `${id}:on_court`, kind: 'on_court', matchId: id, sequence: seq });
  if (after.status === 'live' && before === null)
    // First sight of a live match is news only to the engine's caller, who knows whether it has
    // seen the list before (see `appearedLive`); nothing else can be compared yet.
    return events;
  if (after.status === 'completed' && wasLive) {
    events.push({ key: `${id}:result`, kind: 'result', matchId: id, sequence: seq });
    return events;
  }
  if (!before || after.status !== 'live' || !wasLive) return events;
  const was = setsPlayed(before);
  const now = setsPlayed(after);
  if (was === null || now === null || now < was) return events;
  // A FREE key reads seldom: two sets may end between reads, and each is its own alert.
  for (let set = was + 1; set <= now; set++)
    events.push({ key: `${id}:set:${set}`, kind: 'set', matchId: id, sequence: seq, set });
  const set = now + 1;
  const bpGame = gamesInSet(after.score, now);
  if (
    breakPointFromScore(after.score) &&
    !(breakPointFromScore(before.score) && sameGame(before, after)) &&
    bpGame
  )
    events.push({
      key: `${id}:break_point:${set}:${bpGame[0]}-${bpGame[1]}`,
      kind: 'break_point',
      matchId: id,
      sequence: seq,
      set,
    });
  if (isTight(after) && !isTight(before))
    events.push({ key: `${id}:tight:${set}`, kind: 'tight', matchId: id, sequence: seq, set });
  return events;
}

/** A followed match seen live for the first time after the list was first read: it came on court. */
export function appearedLive(m: MatchMoment): AlertEvent {
  return { key: `${m.id}:on_court`, kind: 'on_court', matchId: m.id, sequence: m.score?.sequence ?? null };
}

function sameGame(a: MatchMoment, b: MatchMoment): boolean {
  const sa = setsPlayed(a);
  if (sa !== setsPlayed(b)) return false;
  const ga = gamesInSet(a.score, sa ?? 0);
  const gb = gamesInSet(b.score, sa ?? 0);
  return ga != null && gb != null && ga[0] === gb[0] && ga[1] === gb[1];
}

const GAME_POINT = new Set(['40', 'AD']);

/**
 * Whether a player is one point from winning the match: a set from victory, and one point from
 * the set (a game point at 5 games or more and ahead, or a tiebreak point at 6 or more and ahead).
 * Unknown format or a withheld score is never a match point (no guess).
 */
export function isMatchPoint(m: MatchMoment): boolean {
  const s = m.score;
  const need = setsToWin(m);
  if (!s || need === null || !s.points) return false;
  const games = gamesInSet(s, s.sets[0] + s.sets[1]);
  if (!games) return false;
  for (const side of [0, 1] as const) {
    const other = side === 0 ? 1 : 0;
    if (s.sets[side] !== need - 1) continue;
    const mine = s.points[side];
    const theirs = s.points[other];
    if (mine === null || theirs === null) continue;
    if (s.is_tiebreak) {
      if (Number(mine) >= 6 && Number(mine) > Number(theirs)) return true;
      continue;
    }
    const gamePoint = mine === 'AD' || (mine === '40' && !GAME_POINT.has(theirs));
    if (gamePoint && games[side] >= 5 && games[side] >= games[other]) return true;
  }
  return false;
}
