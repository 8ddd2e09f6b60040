import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ELO_SURFACES } from '../../../contract/rankings';
import { OrAbsent } from '../../components/absent-value';
import { SelectField } from '../../components/select-field';
import { ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { AsOfForm } from './as-of-form';
import { todayUtc } from './career-dates';
import { EloCareer } from './elo-career';
import { EloScaleNote } from './elo-scale-note';
import { PagedRankingTable } from './paged-ranking-table';
import type { RankingColumn } from './ranking-table';
import { readCoverage } from '../../lib/rankings-coverage';
import {
  type EloSurface,
  type EloTour,
  PAGE_SIZE,
  type RankingsUrl,
  type useRankingsUrl,
  ACTIVE_WEEKS,
} from './rankings-url';

const SURFACE_LABELS: Record<EloSurface, string> = {
  overall: 'Overall',
  hard: 'Hard',
  clay: 'Clay',
  grass: 'Grass',
};
const SURFACES = ELO_SURFACES.map((key) => ({ key, label: SURFACE_LABELS[key] }));
const TOURS: { key: EloTour; label: string }[] = [
  { key: 'atp', label: 'ATP (men)' },
  { key: 'wta', label: 'WTA (women)' },
];

const elo = (v: number) => v.toFixed(1);

const COLUMNS: RankingColumn[] = [
  {
    header: 'Elo',
    numeric: true,
    cell: (r) => <OrAbsent value={r.rating}>{r.rating === null ? null : elo(r.rating)}</OrAbsent>,
  },
  {
    hideBelow: 'sm',
    header: 'Matches on ladder',
    numeric: true,
    cell: (r) => <OrAbsent value={r.matches} />,
  },
  { hideBelow: 'sm', header: 'Effective', cell: (r) => <OrAbsent value={r.effective_date} /> },
];

interface Props {
  url: RankingsUrl;
  update: ReturnType<typeof useRankingsUrl>[1];
}

/** The as-of Elo tape (ULTRA): one tour's ladder at a date, and the chosen player's Elo over time. */
export function EloPanel({ url, update }: Props) {
  const query = useQuery({
    ...archiveQueries.rankings({
      system: ['elo'],
      tour: url.tour,
      surface: [url.surface],
      activity_weeks: url.activeWeeks,
      ...(url.asOf ? { as_of: url.asOf } : {}),
      limit: PAGE_SIZE,
      offset: (url.page - 1) * PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const coverage = readCoverage(query.data?.meta);
  const rows = query.data?.data ?? [];
  const ladder = SURFACE_LABELS[url.surface];
  const chosen = url.player !== null ? rows.find((r) => r.player_id === url.player) : undefined;
  const end = coverage.effective_date ?? url.asOf ?? coverage.newest_available?.elo ?? todayUtc();
  const qualified = query.data?.meta.coverage.qualified ?? null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          id="elo-tour"
          label="Tour"
          value={url.tour}
          options={TOURS}
          onChange={(tour) => update({ tour })}
        />
        <SelectField
          id="elo-surface"
          label="Ladder"
          value={url.surface}
          options={SURFACES}
          onChange={(surface) => update({ surface: surface === 'overall' ? null : surface })}
        />
        <SelectField
          id="elo-active"
          label="Played within"
          value={String(url.activeWeeks)}
          options={ACTIVE_WEEKS.map((w) => ({ key: String(w), label: `${w} weeks` }))}
          onChange={(active) => update({ active: active === '52' ? null : active })}
        />
        <AsOfForm id="elo-as-of" asOf={url.asOf} onChange={(asOf) => update({ as_of: asOf })} />
      </div>
      <EloScaleNote coverage={coverage} />
      {query.isPending ? (
        <ViewLoading label="Loading the Elo ladder…" />
      ) : query.isError && !query.data ? (
        <ViewError
          title="The Elo ladder could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={{
            tier: 'ULTRA',
            adds: 'the as-of Elo tape: overall, hard, clay and grass ladders at any date since 1968, and each player’s Elo over time',
          }}
        />
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {ladder} ladder, {url.tour.toUpperCase()}
            {coverage.effective_date ? `, as of ${coverage.effective_date}` : ''}
            {qualified
              ? ` · players with at least ${qualified.min_matches} matches on the ladder, active in the last ${qualified.activity_weeks} weeks`
              : ''}
          </p>
          {url.player !== null && (
            <EloCareer
              key={`${url.tour}-${url.player}-${end}`}
              player={url.player}
              end={end}
              oldest={coverage.oldest_available?.elo ?? null}
              fallbackName={chosen?.player_name ?? null}
              onClose={() => update({ player: null })}
            />
          )}
          <PagedRankingTable
            caption={`${url.tour.toUpperCase()} ${ladder.toLowerCase()} Elo ladder`}
            rows={rows}
            columns={COLUMNS}
            url={url}
            update={update}
            total={query.data.meta.total}
            hasMore={query.data.meta.has_more}
            empty={`No one qualifies for the ${ladder.toLowerCase()} ladder${url.asOf ? ` as of ${url.asOf}` : ''}`}
          />
        </>
      )}
    </div>
  );
}
