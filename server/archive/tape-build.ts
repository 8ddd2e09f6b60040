import type { ArchiveTape } from '../../contract/archive';
import { replayCompact } from '../data/pbp-compact';
import type { ResultRow } from '../data/results';
import type { ReplayMatch } from '../data/slam-pbp';
import type { ScoreState, Side } from '../../contract/markov/score-state';
import { applyPoint, displayPoints, initialState, setJustEnded } from '../engine/scoring';
import { archiveDetailRow } from './archive-row';
import type { TapeSource } from './tape-links';

interface Replayed {
  states: ScoreState[];
  pointWinners: Side[];
  finished: boolean;
}

function replaySlam(m: ReplayMatch): Replayed {
  let s = initialState(m.format, m.firstServer);
  const states = [s];
  const pointWinners: Side[] = [];
  for (const p of m.points) {
    if (s.winner !== null) break;
    s = applyPoint(s, m.format, p.winner);
    states.push(s);
    pointWinners.push(p.winner);
  }
  return { states, pointWinners, finished: s.winner !== null };
}

function replaySource(src: TapeSource): Replayed {
  if (src.kind === 'slam_pbp') return replaySlam(src.match);
  const r = replayCompact(src.table.match(src.at));
  return { states: r.states, pointWinners: r.pointWinners, finished: r.states.at(-1)?.winner != null };
}

const flip = (s: Side | null, swap: boolean): Side | null => (s === null || !swap ? s : s === 1 ? 2 : 1);

/** One tape row, turned winner-first: side 1 is the archive winner, side 2 the loser. */
function row(s: ScoreState, seq: number, pointWinner: Side | null, swap: boolean) {
  const [a, b] = swap ? [1, 0] : [0, 1];
  const pts = displayPoints(s);
  const done = s.winner !== null;
  return {
    sets: [s.sets[a], s.sets[b]],
    games: [[...s.games[a]], [...s.games[b]]],
    points: done ? null : [pts[a], pts[b]],
    server: done ? null : flip(s.server, swap),
    is_tiebreak: !done && s.tiebreakTo > 0,
    // Expanded after the fact from a finished-match record: no clock, no model, nothing synthesised.
    timestamp: null,
    win_probability_p1: null,
    danger: null,
    sequence: seq,
    accepted_at: null,
    point_winner: flip(pointWinner, swap),
    winner: flip(pointWinner, swap),
  };
}

/** Final tiebreak scores per set from the replayed states (winner-first); null overall when none. */
function tiebreaksOf(states: ScoreState[], pointWinners: Side[], swap: boolean) {
  const sets = states.at(-1)?.games[0].length ?? 0;
  const out: Array<{ p1: number; p2: number } | null> = new Array(sets).fill(null);
  let any = false;
  for (let i = 1; i < states.length; i++) {
    const prev = states[i - 1];
    if (prev.tiebreakTo === 0 || !setJustEnded(prev, states[i])) continue;
    const pts: [number, number] = [prev.points[0], prev.points[1]];
    pts[pointWinners[i - 1] - 1]++;
    out[prev.games[0].length - 1] = swap ? { p1: pts[1], p2: pts[0] } : { p1: pts[0], p2: pts[1] };
    any = true;
  }
  return any ? out : null;
}

/** The archive tape response for a linked result. */
export function buildArchiveTape(id: number, result: ResultRow, src: TapeSource): ArchiveTape {
  const { states, pointWinners, finished } = replaySource(src);
  const tape = states.map((s, i) => row(s, i + 1, i === 0 ? null : pointWinners[i - 1], src.swap));
  const partial = !finished;
  return {
    match: archiveDetailRow(id, result),
    tape,
    tiebreaks: tiebreaksOf(states, pointWinners, src.swap),
    profiles: [],
    meta: {
      archive_match_id: id,
      coverage: partial ? 'reconstructed_partial' : 'reconstructed',
      point_source: 'reconstructed',
      model_rows: 0,
      rows: tape.length,
      points: {
        available_complete: true,
        complete: finished,
        rows: tape.length,
        starts_at_love: true,
        ends_at_final: finished,
        basis: 'recon',
      },
      // Additive: how the tape was obtained. Side 1 of every row is the archive winner.
      granularity: 'point',
      sides: { '1': 'winner', '2': 'loser' },
      source:
        src.kind === 'slam_pbp'
          ? { dataset: 'slam_pbp', id: src.match.key }
          : {
              dataset: 'pbp_compact',
              id: String(src.table.parts.ids[src.at]),
              file: src.table.match(src.at).file,
            },
    },
  };
}
