import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { formatBytes } from '../../lib/format-bytes';
import type { WeeklySystem } from '../../lib/weekly-lists/held-month';
import { ChartDataTable } from './chart-data-table';
import { MONTH_BYTES_ESTIMATE, useWeeklyCareer } from './use-weekly-career';
import { weeklyCareer } from './weekly-career';
import { careerPoints } from './weekly-career-points';
import { WeeklyCareerSummary } from './weekly-career-summary';

const CareerRankChart = lazy(() => import('./career-rank-chart'));

interface Props {
  system: WeeklySystem;
  systemLabel: string;
  /** The ranking files' id. */
  id: number;
  name: string | null;
  onClose: () => void;
}

const RANK_HEADERS = [{ label: 'Week' }, { label: 'Rank' }];

/** The comparison tab with this player already chosen. */
const compareLink = (system: WeeklySystem, id: number, name: string) =>
  `/rankings?${new URLSearchParams({ tab: 'compare', ...(system === 'wta' ? { tour: 'wta' } : {}), players: String(id), names: name })}`;

/** One player's whole ranking career from every weekly list the data holds, read once and kept. */
export function WeeklyCareerView({ system, systemLabel, id, name, onClose }: Props) {
  const reads = useWeeklyCareer({ system, id, name });
  const { state } = reads;
  const shownName = reads.person?.name ?? name ?? `Player ${id}`;
  const career = state.step === 'ready' ? weeklyCareer(state.lists, reads.oldestHeld) : null;
  const chart = state.step === 'ready' && career ? careerPoints(state.lists, career) : null;
  return (
    <section aria-labelledby="player-history-heading" className="grid gap-2" data-testid="weekly-career">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="player-history-heading" className="text-base font-semibold">
          {shownName}: {systemLabel} ranking career{' '}
          <Link
            to={compareLink(system, id, shownName)}
            className="text-sm font-medium text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200"
          >
            Compare with others
          </Link>
          {reads.person?.rosterId != null && (
            <>
              {' '}
              <Link
                to={`/players/${reads.person.rosterId}`}
                className="text-sm font-medium text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200"
              >
                Player page
              </Link>
            </>
          )}
        </h2>
        <Button size="sm" onClick={onClose}>
          Close career
        </Button>
      </div>
      {state.step === 'planning' && <ViewLoading label="Finding the months this career spans…" />}
      {state.step === 'consent' && (
        <div
          data-testid="career-cost"
          className="grid gap-2 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700"
        >
          <p>
            This career spans months of weekly lists this browser does not hold yet:{' '}
            <strong>
              {state.missing.toLocaleString('en')} request{state.missing === 1 ? '' : 's'}
            </strong>
            , about {formatBytes(state.missing * MONTH_BYTES_ESTIMATE)}
            {state.held > 0 ? ` (${state.held.toLocaleString('en')} months already held)` : ''}. Each month
            holds every player’s lists and is kept in this browser, so later careers over these months cost no
            request.
          </p>
          <div>
            <Button variant="primary" onClick={reads.consent}>
              Read {state.missing.toLocaleString('en')} month{state.missing === 1 ? '' : 's'}
            </Button>
          </div>
        </div>
      )}
      {state.step === 'reading' && (
        <div role="status" data-testid="career-progress" className="grid gap-1 text-sm">
          <span>
            Reading the weekly lists: {state.progress.done.toLocaleString('en')} of{' '}
            {state.progress.asked.toLocaleString('en')} months ({state.progress.requests.toLocaleString('en')}{' '}
            requests, {formatBytes(state.progress.bytes)})…
          </span>
          <progress
            max={state.progress.asked}
            value={state.progress.done}
            aria-label="Months read"
            className="h-2 w-full max-w-md"
          />
        </div>
      )}
      {state.step === 'error' && (
        <ViewError
          title="The weekly lists could not be read."
          error={
            state.error instanceof ApiError
              ? state.error
              : new ApiError('network', 0, 'failed', String(state.error))
          }
          onRetry={reads.retry}
          retrying={false}
          gate={{
            tier: 'ULTRA',
            adds: 'the monthly ranking packages: every weekly list, read once and kept',
          }}
        />
      )}
      {state.step === 'ready' && !career && (
        <ViewEmpty>
          No {systemLabel} list held names {shownName}.
        </ViewEmpty>
      )}
      {state.step === 'ready' && career && chart && (
        <>
          <WeeklyCareerSummary
            career={career}
            systemLabel={systemLabel}
            oldestHeld={reads.oldestHeld}
            months={state.months}
            requests={state.requests}
          />
          <figure
            data-testid="ranking-chart"
            data-first={career.first}
            data-last={career.last}
            className="grid gap-1"
          >
            <Suspense fallback={<ViewLoading label="Loading the chart…" />}>
              <CareerRankChart
                points={chart.points}
                summary={chart.summary}
                dataGaps={career.missing}
                breaks={chart.breaks}
              />
            </Suspense>
            <figcaption className="text-xs text-slate-700 dark:text-slate-300">
              Rank on a log scale, No. 1 at the top (dashed line), one point per list held; the dot marks the
              first list at the career high; shaded where the data lacks lists, no line where the player is
              off the lists.
            </figcaption>
          </figure>
          <ChartDataTable summary="Every list behind the chart" headers={RANK_HEADERS}>
            {[...chart.points].reverse().map((p) => (
              <tr key={p.date} data-testid="history-point">
                <td className="pr-4 tabular-nums">{p.date}</td>
                <td className="tabular-nums">{p.rank}</td>
              </tr>
            ))}
          </ChartDataTable>
        </>
      )}
    </section>
  );
}
