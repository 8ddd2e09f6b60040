import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RANKING_SYSTEMS, RankingRecord } from '../../../contract/rankings';
import { archiveQueries } from '../../queries/history-queries';
import { CAREER_STEP_MONTHS, MAX_CAREER_MONTHS, monthsBack } from './career-dates';

export interface CareerReadsArgs {
  /** `atp`, `wta` or `elo`. */
  system: (typeof RANKING_SYSTEMS)[number];
  /** Roster id. */
  player: number;
  /** The newest date to read (the table's week, or today). */
  end: string;
  /** The system's oldest held date, when the service says: no read goes before it. */
  oldest: string | null;
  /**
   * Extra dates to read once the monthly walk is done (weeks around a change to or from the top
   * rank, the weeks around a peak), from the answers so far.
   */
  refine?: (answers: readonly CareerAnswer[]) => string[];
}

export interface CareerAnswer {
  /** The date asked. */
  asOf: string;
  /** The player's records in the answer (one per Elo ladder, or one official record). */
  records: RankingRecord[];
}

const readAt = (a: CareerReadsArgs, asOf: string) =>
  archiveQueries.rankings({ system: [a.system], player: [a.player], as_of: asOf });

const mine = (a: CareerReadsArgs, data: { data: RankingRecord[] } | undefined) =>
  (data?.data ?? []).filter((r) => r.system === a.system && r.player_id === a.player);

/**
 * A player's whole career from per-player as-of reads: the route answers one date per read, so
 * the career is read a month at a time, walking back from the newest record two years per step
 * until a read finds no record (before the first ranking) or the system's oldest date. The newest
 * read goes first, so a key below ULTRA gets one refusal, not hundreds. Then `refine` adds dates.
 */
export function useCareerReads(args: CareerReadsArgs) {
  const head = useQuery(readAt(args, args.end));
  const headRecords = mine(args, head.data);
  // The walk starts at the newest record's own week: a retired player's career ends there.
  const start =
    headRecords
      .map((r) => r.effective_date ?? args.end)
      .sort()
      .at(-1) ?? args.end;
  const [steps, setSteps] = useState(1);
  const monthly = headRecords.length > 0 ? monthsBack(start, steps * CAREER_STEP_MONTHS, args.oldest) : [];
  const walked = useQueries({ queries: monthly.map((d) => readAt(args, d)) });
  const answers: CareerAnswer[] = [{ asOf: args.end, records: headRecords }];
  monthly.forEach((asOf, i) => {
    if (walked[i]?.data) answers.push({ asOf, records: mine(args, walked[i].data) });
  });
  const walkSettled = walked.every((q) => !q.isFetching && (q.isSuccess || q.isError));
  const oldestAnswer = walked.at(-1)?.data;
  const oldestHasRecord = oldestAnswer ? mine(args, oldestAnswer).length > 0 : false;
  const reachedOldest = monthly.length < steps * CAREER_STEP_MONTHS;
  const canGoBack =
    head.isSuccess &&
    walkSettled &&
    oldestHasRecord &&
    !reachedOldest &&
    steps * CAREER_STEP_MONTHS < MAX_CAREER_MONTHS;
  useEffect(() => {
    if (canGoBack) setSteps((s) => s + 1);
  }, [canGoBack]);
  const walkDone = head.isSuccess && walkSettled && !canGoBack;
  const asked = new Set([args.end, ...monthly]);
  const extra = walkDone && args.refine ? args.refine(answers).filter((d) => !asked.has(d)) : [];
  const refined = useQueries({ queries: [...new Set(extra)].map((d) => readAt(args, d)) });
  [...new Set(extra)].forEach((asOf, i) => {
    if (refined[i]?.data) answers.push({ asOf, records: mine(args, refined[i].data) });
  });
  const all = [...walked, ...refined];
  const failed = all.filter((q) => q.isError);
  return {
    head,
    answers,
    /** Reads answered and asked so far (the total grows as the walk goes back). */
    progress: { done: 1 + all.filter((q) => q.isSuccess).length, asked: 1 + all.length },
    loading: !walkDone || refined.some((q) => q.isFetching),
    failed: failed.length,
    retry: () => {
      for (const q of failed) q.refetch();
    },
  };
}
