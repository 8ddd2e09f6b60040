import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { rawServe } from '../../../lib/model-inputs';
import { historyQueries } from '../../../queries/history-queries';
import { useMatchFormat } from '../use-match-format';
import { fillModelLine, mergeSeries, type ProbabilitySample, samplesFromTape } from './probability-series';
import { useProbabilitySeries } from './use-probability-series';

/**
 * The match's priced score states so far: the tape (which works on a live match) joined with the states
 * this page has seen, the unanchored line filled in by the shared model. Only a key that sees
 * probabilities reads the tape (a FREE key would spend a history call on it). The tape joins the
 * series in a deferred render: drawing hundreds of samples at once is React's to interrupt for a tap,
 * not a task the tap waits behind.
 */
export function useScoreSeries(match: MatchDetail, score: Score | null): ProbabilitySample[] {
  const seen = useProbabilitySeries(match.id, score);
  const tape = useQuery({
    ...historyQueries.tape(match.id),
    enabled: score?.win_probability_p1 !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rows = useDeferredValue(tape.data?.tape);
  const format = useMatchFormat(match, score);
  const raw = rawServe(score);
  const p1 = raw?.pServe1 ?? null;
  const p2 = raw?.pServe2 ?? null;
  // The tape's unanchored line is priced once per tape (the serve chances are the match's own and the
  // rules do not change): a new score state adds its sample without re-pricing the tape's.
  const earlier = useMemo(
    () =>
      fillModelLine(
        samplesFromTape(rows ?? []),
        format,
        p1 !== null && p2 !== null ? { pServe1: p1, pServe2: p2 } : null,
      ),
    [rows, format, p1, p2],
  );
  return useMemo(
    () =>
      fillModelLine(
        mergeSeries(earlier, seen),
        format,
        p1 !== null && p2 !== null ? { pServe1: p1, pServe2: p2 } : null,
      ),
    [earlier, seen, format, p1, p2],
  );
}
