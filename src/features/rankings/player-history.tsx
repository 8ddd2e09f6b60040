import { lazy, Suspense } from 'react';
import { OrAbsent } from '../../components/absent-value';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { type PlayerHistoryArgs, usePlayerHistory } from './use-player-history';

const HistoryChart = lazy(() => import('./history-chart'));

interface Props extends PlayerHistoryArgs {
  /** e.g. "ATP ranking history". */
  title: string;
  valueLabel: string;
  /** Said under the chart: how the dates were chosen. */
  sampling: string;
  chartTestId: string;
  reversed?: boolean;
  format?: (v: number) => string;
  fallbackName: string | null;
  onClose: () => void;
}

/** The chosen player's history from per-player as-of records (ULTRA), chart plus the numbers behind it. */
export function PlayerHistory(props: Props) {
  const { title, valueLabel, sampling, chartTestId, reversed, fallbackName, onClose } = props;
  const format = props.format ?? String;
  const history = usePlayerHistory(props);
  const name = history.name ?? fallbackName ?? `Player ${props.player}`;
  const { head } = history;
  const hasValues = history.points.some((p) => p.value !== null);
  return (
    <section aria-labelledby="player-history-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="player-history-heading" className="text-base font-semibold">
          {name}: {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Close history
        </button>
      </div>
      {head.isPending ? (
        <ViewLoading label="Loading the player’s history…" />
      ) : head.isError ? (
        <ViewError
          title="The player’s history could not be loaded."
          error={head.error}
          onRetry={() => head.refetch()}
          retrying={head.isFetching}
          gate={{ tier: 'ULTRA', adds: 'per-player as-of records: a player’s history drawn date by date' }}
        />
      ) : !hasValues && !history.loadingRest ? (
        <ViewEmpty>No record is held for {name} at the dates sampled.</ViewEmpty>
      ) : (
        <>
          <figure data-testid={chartTestId} className="grid gap-1">
            <Suspense fallback={<ViewLoading label="Loading the chart…" />}>
              <HistoryChart points={history.points} valueLabel={valueLabel} reversed={reversed} />
            </Suspense>
            <figcaption className="text-xs text-slate-700 dark:text-slate-300">
              {sampling}
              {history.loadingRest ? ' Loading more dates…' : ''}
            </figcaption>
          </figure>
          {history.failedRest > 0 && (
            <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
              {history.failedRest} date{history.failedRest === 1 ? '' : 's'} could not be loaded.{' '}
              <button type="button" onClick={history.retryRest} className="font-semibold underline">
                Try again
              </button>
            </p>
          )}
          <details className="text-sm">
            <summary className="cursor-pointer rounded font-medium focus-visible:outline-2 focus-visible:outline-indigo-600">
              The numbers behind the chart
            </summary>
            <div className="overflow-x-auto">
              <table className="mt-2 text-left">
                <thead>
                  <tr>
                    <th scope="col" className="pr-4 font-semibold">
                      Week
                    </th>
                    <th scope="col" className="font-semibold">
                      {valueLabel}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.points.map((p) => (
                    <tr key={p.date} data-testid="history-point">
                      <td className="pr-4 tabular-nums">{p.date}</td>
                      <td className="tabular-nums">
                        <OrAbsent value={p.value}>{p.value === null ? null : format(p.value)}</OrAbsent>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
