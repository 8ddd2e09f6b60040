import { lazy, Suspense } from 'react';
import { OrAbsent } from '../../components/absent-value';
import { ViewLoading } from '../../components/view-states';
import { CareerFrame } from './career-frame';
import { ChartDataTable } from './chart-data-table';
import { eloSeries, LADDERS, type Ladder, peakOf, peakRefinement } from './elo-career-stats';
import { type CareerAnswer, useCareerReads } from './use-career-reads';

const EloCareerChart = lazy(() => import('./elo-career-chart'));

const LABEL: Record<Ladder, string> = { overall: 'Overall', hard: 'Hard', clay: 'Clay', grass: 'Grass' };

interface Props {
  player: number;
  end: string;
  oldest: string | null;
  fallbackName: string | null;
  onClose: () => void;
}

const refine = (answers: readonly CareerAnswer[]) =>
  peakRefinement(
    answers.map((a) => ({
      asOf: a.asOf,
      rating: a.records.find((r) => r.surface === 'overall')?.rating ?? null,
    })),
  );

/** One player's Elo tape over the whole career on the four ladders, each ladder's peak marked. */
const ELO_HEADERS = [
  { label: 'Ladder' },
  { label: 'Week' },
  { label: 'Elo', numeric: true },
  { label: 'Matches', numeric: true },
];

export function EloCareer(props: Props) {
  const reads = useCareerReads({ system: 'elo', ...props, refine });
  const series = eloSeries(reads.answers.flatMap((a) => a.records));
  const peaks = LADDERS.flatMap((l) => peakOf(l, series[l]) ?? []);
  const name = reads.answers[0]?.records[0]?.player_name ?? props.fallbackName ?? `Player ${props.player}`;
  const weeks = new Set(Object.values(series).flatMap((s) => s.map((p) => p.date))).size;
  return (
    <CareerFrame
      heading={`${name}: Elo over the career`}
      reads={reads}
      hasValues={peaks.length > 0}
      emptyText={`No Elo rating is held for ${name}.`}
      onClose={props.onClose}
    >
      {peaks.length > 0 && (
        <>
          <dl data-testid="elo-peaks" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {peaks.map((p) => (
              <div key={p.ladder}>
                <dt className="text-slate-700 dark:text-slate-300">{LABEL[p.ladder]} peak</dt>
                <dd className="font-semibold tabular-nums">
                  {p.rating.toFixed(1)} <span className="font-normal">({p.date})</span>
                </dd>
              </div>
            ))}
          </dl>
          <figure data-testid="elo-chart" className="grid gap-1">
            <Suspense fallback={<ViewLoading label="Loading the chart…" />}>
              <EloCareerChart series={series} peaks={peaks} />
            </Suspense>
            <figcaption className="text-xs text-slate-700 dark:text-slate-300">
              The tape’s own scale (not the free Elo on player pages), each rating held until the next week it
              changed; dots mark each ladder’s peak. Read one date a month over the career ({weeks} rating
              weeks found), and week by week around the overall peak, so the peak is exact to the week.
            </figcaption>
          </figure>
          <ChartDataTable summary="The ratings behind the chart" headers={ELO_HEADERS}>
            {LADDERS.flatMap((l) =>
              [...(series[l] ?? [])].reverse().map((p) => (
                <tr key={`${l}-${p.date}`} data-testid="history-point">
                  <td className="pr-4">{LABEL[l]}</td>
                  <td className="pr-4 tabular-nums">{p.date}</td>
                  <td className="pr-4 text-right tabular-nums">{p.rating.toFixed(1)}</td>
                  <td className="text-right tabular-nums">
                    <OrAbsent value={p.matches} />
                  </td>
                </tr>
              )),
            )}
          </ChartDataTable>
        </>
      )}
    </CareerFrame>
  );
}
