import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { matchFormat, rawServe } from '../../../lib/model-inputs';
import { historyQueries } from '../../../queries/history-queries';
import { fillModelLine, mergeSeries, type ProbabilitySample, samplesFromTape } from './probability-series';
import { useProbabilitySeries } from './use-probability-series';

/**
 * The match's priced score states so far: the tape (which works on a live match) joined with the states
 * this page has seen, the unanchored line filled in by the shared model. Only a key that sees
 * probabilities reads the tape (a FREE key would spend a history call on it).
 */
export function useScoreSeries(match: MatchDetail, score: Score | null): ProbabilitySample[] {
  const seen = useProbabilitySeries(match.id, score);
  const tape = useQuery({
    ...historyQueries.tape(match.id),
    enabled: score?.win_probability_p1 !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const earlier = useMemo(() => samplesFromTape(tape.data?.tape ?? []), [tape.data]);
  const format = useMemo(() => matchFormat(match, score), [match, score]);
  const raw = rawServe(score);
  const p1 = raw?.pServe1 ?? null;
  const p2 = raw?.pServe2 ?? null;
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
