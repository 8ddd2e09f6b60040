import { lazy, Suspense } from 'react';
import type { RANKING_SYSTEMS } from '../../../contract/rankings';
import { ViewLoading } from '../../components/view-states';
import { CareerFrame } from './career-frame';
import { type CareerGap, careerBreaks, rankPoints, refinementDates, summarise } from './career-stats';
import { ChartDataTable } from './chart-data-table';
import { type CareerAnswer, useCareerReads } from './use-career-reads';

const CareerRankChart = lazy(() => import('./career-rank-chart'));

interface Props {
  system: (typeof RANKING_SYSTEMS)[number];
  systemLabel: string;
  player: number;
  end: string;
  oldest: string | null;
  /** The service's stretches with no list held (`meta.coverage.missing_spans`). */
  dataGaps: readonly CareerGap[];
  fallbackName: string | null;
  onClose: () => void;
}

const pointsOf = (answers: readonly CareerAnswer[]) =>
  rankPoints(
    answers.flatMap((a) => a.records.map((r) => ({ date: r.effective_date ?? null, rank: r.rank }))),
  );

const probesOf = (answers: readonly CareerAnswer[]) =>
  answers.map((a) => ({ asOf: a.asOf, date: a.records[0]?.effective_date ?? null }));

const refine = (answers: readonly CareerAnswer[]) => {
  const points = pointsOf(answers);
  const s = summarise(points, careerBreaks(points, probesOf(answers)));
  return s ? refinementDates(points, s.best) : [];
};

const year = (d: string) => d.slice(0, 4);

/** One player's whole official ranking career: career high, weeks at the top, the log-scaled chart. */
const RANK_HEADERS = [{ label: 'Week' }, { label: 'Rank' }];

export function RankingCareer(props: Props) {
  const reads = useCareerReads({ ...props, refine });
  const points = pointsOf(reads.answers);
  const breaks = careerBreaks(points, probesOf(reads.answers));
  const summary = summarise(points, breaks);
  const name = reads.answers[0]?.records[0]?.player_name ?? props.fallbackName ?? `Player ${props.player}`;
  const inData = (b: CareerGap) => props.dataGaps.some((g) => g.from <= b.to && g.to >= b.from);
  const topWord = summary?.best === 1 ? 'No. 1' : `No. ${summary?.best}, the career high`;
  return (
    <CareerFrame
      heading={`${name}: ${props.systemLabel} ranking career`}
      reads={reads}
      hasValues={points.length > 0}
      emptyText={`No ${props.systemLabel} ranking is held for ${name}.`}
      onClose={props.onClose}
    >
      {summary && (
        <dl data-testid="career-summary" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-700 dark:text-slate-300">Career high</dt>
            <dd className="font-semibold tabular-nums">
              No. {summary.best} <span className="font-normal">(first {summary.bestFirst})</span>
            </dd>
          </div>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">
              Weeks at {summary.best === 1 ? 'No. 1' : 'career high'}
            </dt>
            <dd data-testid="weeks-at-top" className="font-semibold tabular-nums">
              {summary.weeksAtBest}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">Ranked</dt>
            <dd data-testid="career-span" className="font-semibold tabular-nums">
              {year(summary.first)}–{year(summary.last)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">Weeks read</dt>
            <dd className="font-semibold tabular-nums">{points.length}</dd>
          </div>
        </dl>
      )}
      {summary && points.length > 0 && (
        <figure
          data-testid="ranking-chart"
          data-first={summary.first}
          data-last={summary.last}
          className="grid gap-1"
        >
          <Suspense fallback={<ViewLoading label="Loading the chart…" />}>
            <CareerRankChart points={points} summary={summary} dataGaps={props.dataGaps} breaks={breaks} />
          </Suspense>
          <figcaption className="grid gap-1 text-xs text-slate-700 dark:text-slate-300">
            <span>
              Rank on a log scale, No. 1 at the top (dashed line); the dot marks the first week at the career
              high. Read one date a month from {summary.first} to {summary.last}, then week by week wherever
              the rank moved to or from {topWord}; each point is a published week. Weeks at the top count from
              one list to the next; a stint that began and ended between two monthly reads is not seen.
            </span>
            {breaks.length > 0 && (
              <span data-testid="career-breaks">
                No line where no list is held:{' '}
                {breaks
                  .map(
                    (b) =>
                      `${b.from} to ${b.to} (${inData(b) ? 'no lists in the data' : 'no ranking published for the player'})`,
                  )
                  .join('; ')}
                .
              </span>
            )}
          </figcaption>
        </figure>
      )}
      {points.length > 0 && (
        <ChartDataTable summary="The weeks behind the chart" headers={RANK_HEADERS}>
          {[...points].reverse().map((p) => (
            <tr key={p.date} data-testid="history-point">
              <td className="pr-4 tabular-nums">{p.date}</td>
              <td className="tabular-nums">{p.rank}</td>
            </tr>
          ))}
        </ChartDataTable>
      )}
    </CareerFrame>
  );
}
