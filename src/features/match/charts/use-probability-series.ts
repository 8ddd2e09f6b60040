import { useEffect, useState } from 'react';
import type { Score } from '../../../../contract/score';
import { useLiveScoreEntry } from '../../../live/store/live-hooks';
import { addSample, dropSequencesAbove, type ProbabilitySample } from './probability-series';

/**
 * The win-probability series of a match as seen from this page: seeded with the live store's recent
 * good states, then one sample per new score state. The service has no probability history read for
 * live matches, so the chart grows while the page is open.
 */
export function useProbabilitySeries(matchId: number, score: Score | null): ProbabilitySample[] {
  const entry = useLiveScoreEntry(matchId);
  const [series, setSeries] = useState<ProbabilitySample[]>(() => {
    let s: ProbabilitySample[] = [];
    for (const held of entry?.history ?? []) s = addSample(s, held.score);
    return s;
  });

  useEffect(() => {
    setSeries((prev) => {
      // A rollback (withdrawal) shows a lower sequence: the refused states leave the chart too.
      const seq = score?.sequence;
      const kept = typeof seq === 'number' ? dropSequencesAbove(prev, seq) : prev;
      return addSample(kept, score);
    });
  }, [score]);

  return series;
}
