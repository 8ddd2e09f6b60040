import type { HistoryMatch } from '../../../contract/history-matches';
import { getHistoryTape } from '../../api/history';
import { listHistoryPeriod, type PeriodParams } from '../../api/paced-read';
import { pricePagesOf, readMatchPrices, runPaced } from '../../api/paced-run';
import type { RunProgress } from '../../lib/run-progress';
import type { MatchInput } from './scorecard-engine';

interface Candidate {
  id: number;
  hasMarket: boolean;
  /** Price pages this match is expected to take. */
  pricePages: number;
}

export interface Plan {
  candidates: Candidate[];
  /** Matches in the period the filters kept out (surface, no model rows, no result). */
  skipped: number;
  /** Requests the count itself took. */
  listRequests: number;
  tapeRequests: number;
  priceRequests: number;
}

export const planTotal = (p: Plan) => p.tapeRequests + p.priceRequests;

/** Whether a listed match can be scored: surface as asked, a result, and model rows when the summary says. */
function keeps(m: HistoryMatch, surface: string | null): boolean {
  if (surface && m.surface !== surface) return false;
  if (m.winner !== 1 && m.winner !== 2) return false;
  const modelRows = (m.tape as { model_rows?: number }).model_rows;
  return modelRows === undefined || modelRows > 0;
}

/** Lists the period and plans one tape read per match plus its price pages. */
export async function planPeriod(
  params: PeriodParams,
  surface: string | null,
  signal: AbortSignal,
  onPage?: (listed: number) => void,
): Promise<Plan> {
  const listed = await listHistoryPeriod(params, signal, onPage);
  const candidates: Candidate[] = [];
  let skipped = 0;
  for (const m of listed.matches) {
    if (!keeps(m, surface)) {
      skipped++;
      continue;
    }
    const rows = (m.tape as { rows?: number }).rows;
    candidates.push({
      id: m.id,
      hasMarket: m.has_market,
      pricePages: m.has_market ? pricePagesOf(rows) : 0,
    });
  }
  return {
    candidates,
    skipped,
    listRequests: listed.requests,
    tapeRequests: candidates.length,
    priceRequests: candidates.reduce((n, c) => n + c.pricePages, 0),
  };
}

/**
 * Reads each candidate's tape and, where it has a market, its price pages, a few at a time, paced
 * by the request budget, and hands each match to `send` (the worker). Stops when `signal` aborts; a
 * refusal for the tier (403) ends the run.
 */
export async function runPlan(
  plan: Plan,
  send: (m: MatchInput) => void,
  signal: AbortSignal,
  onProgress: (p: RunProgress) => void,
  concurrency = 4,
): Promise<RunProgress> {
  return runPaced(
    plan.candidates,
    async (c, counted) => {
      const tape = await counted(() => getHistoryTape(c.id, {}, { signal }));
      // A match listed with a market may have no price rows (`no_market`): the model part still counts.
      const prices = c.hasMarket ? await readMatchPrices(c.id, counted, signal) : [];
      send({
        winner: tape.match.winner,
        outcome: tape.match.outcome,
        tape: tape.tape.map((r) => ({ win_probability_p1: r.win_probability_p1 })),
        prices: prices.map((r) => ({ quotes: r.quotes })),
      });
    },
    signal,
    onProgress,
    { concurrency },
  );
}
