import type { FastifyInstance } from 'fastify';
import type { Tier } from '../../access/keys';
import { analysisOf } from '../../matches/analysis';
import type { MatchContext } from '../../world/match-view';
import { resultMatchView } from '../tape-era/result-match';
import type { HistoryEntry } from './history-entry';
import {
  cleanRows,
  completeObservedRows,
  observedRows,
  observedTiebreaks,
  resultRows,
  resultTiebreaks,
  type TapeRow,
} from './tape-rows';
import { observedSummary, resultSummary } from './tape-summary';

export interface TapeRequest {
  sequence: 'raw' | 'clean';
  points: 'default' | 'complete';
}

/** Model profiles produced during the match, oldest first: the pre-match one, then the newest live one. */
function profilesOf(ctx: MatchContext, now: number) {
  if (!ctx.hasAnalysis) return [];
  const pregame = analysisOf({ ...ctx, st: { ...ctx.st, status: 'upcoming', index: -1 } }, now).profile;
  if (ctx.st.status === 'upcoming') return [pregame];
  return [pregame, analysisOf(ctx, now).profile];
}

/** The measured completeness of exactly the rows returned (meta.points). */
function pointsMeta(rows: TapeRow[], availableComplete: boolean | null, basis: string, finished: boolean) {
  const startsAtLove =
    rows.length > 0 &&
    rows[0].sets.every((s) => s === 0) &&
    (rows[0].point_winner === null
      ? rows[0].games.every((g) => g.every((x) => x === 0))
      : rows[0].games.flat().reduce((t, g) => t + g, 0) === 0);
  const endsAtFinal = rows.length > 0 && finished;
  const complete = startsAtLove && endsAtFinal;
  return {
    available_complete: availableComplete,
    complete,
    completeness: rows.length === 0 ? null : complete ? 1 : null,
    rows: rows.length,
    starts_at_love: startsAtLove,
    ends_at_final: endsAtFinal,
    basis,
  };
}

/** GET /history/matches/{id}: the tape envelope of either half of the era. */
export function tapeRead(app: FastifyInstance, entry: HistoryEntry, q: TapeRequest, tier: Tier, now: number) {
  if (entry.kind === 'observed') {
    const { ctx } = entry;
    const summary = observedSummary(ctx, now);
    const completed = ctx.st.status === 'completed';
    const useComplete = q.points === 'complete' && completed;
    const raw = useComplete ? completeObservedRows(ctx) : observedRows(ctx, app.faults);
    const tape = q.sequence === 'clean' ? cleanRows(raw) : raw;
    const modelRows = tape.filter((r) => r.win_probability_p1 !== null).length;
    return {
      match: app.world.matchView(ctx, tier, now),
      tape,
      tiebreaks: observedTiebreaks(ctx),
      profiles: profilesOf(ctx, now),
      meta: {
        match_id: ctx.st.slot.id,
        coverage: summary.coverage,
        point_source: tape.length === 0 ? null : useComplete ? 'reconstructed' : 'observed',
        model_rows: modelRows,
        points: pointsMeta(tape, summary.availableComplete, useComplete ? 'recon' : q.sequence, completed),
        rows: tape.length,
        raw_rows: raw.length,
        unique_states: cleanRows(raw).length,
        sequence: q.sequence,
      },
    };
  }
  const { e } = entry;
  const summary = resultSummary(e, now);
  const useComplete = q.points === 'complete' && summary.availableComplete === true;
  const raw = resultRows(e, !useComplete);
  const tape = q.sequence === 'clean' ? cleanRows(raw) : raw;
  return {
    match: resultMatchView(app.world, app.faults, e, now),
    tape,
    tiebreaks: resultTiebreaks(e),
    profiles: [],
    meta: {
      match_id: e.id,
      coverage: summary.coverage,
      point_source: tape.length === 0 ? null : 'reconstructed',
      model_rows: 0,
      points: pointsMeta(
        tape,
        summary.availableComplete,
        useComplete ? 'recon' : q.sequence,
        e.parsed.ending === 'completed',
      ),
      rows: tape.length,
      raw_rows: raw.length,
      unique_states: cleanRows(raw).length,
      sequence: q.sequence,
    },
  };
}
