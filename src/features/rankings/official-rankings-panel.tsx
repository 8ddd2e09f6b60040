import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RankingRecord } from '../../../contract/rankings';
import { OrAbsent } from '../../components/absent-value';
import { SelectField } from '../../components/select-field';
import { ViewError, ViewLoading } from '../../components/view-states';
import { dayText } from '../../lib/day-text';
import { readCoverage } from '../../lib/rankings-coverage';
import { WEEKLY_SYSTEMS, type WeeklySystem } from '../../lib/weekly-lists/held-month';
import { archiveQueries } from '../../queries/history-queries';
import { AsOfForm } from './as-of-form';
import { todayUtc } from './career-dates';
import { PagedRankingTable } from './paged-ranking-table';
import { RankingCareer } from './ranking-career';
import { RankingGapsNote } from './ranking-gaps-note';
import { RankingPlayerSearch } from './ranking-player-search';
import type { RankingColumn } from './ranking-table';
import { LISTED_SYSTEMS, PAGE_SIZE, type RankingsUrl, type useRankingsUrl } from './rankings-url';
import { WeeklyCareerView } from './weekly-career-view';

// Neither country nor the previous week's rank is a record field in the spec; each column is shown
// only when the service sends it on some row of the page, never as a column of dashes.
const countryOf = (r: RankingRecord) => {
  const c = (r as Record<string, unknown>).country;
  return typeof c === 'string' ? c : null;
};
const previousRankOf = (r: RankingRecord) => (typeof r.previous_rank === 'number' ? r.previous_rank : null);

/** The move since the previous published week, in words for screen readers and as an arrow. */
function RankMove({ rank, previous }: { rank: number | null; previous: number | null }) {
  if (rank === null || previous === null) return <OrAbsent value={null} />;
  const by = previous - rank;
  if (by === 0) return <span title={`Same as the previous week (${previous})`}>=</span>;
  const words = `${by > 0 ? 'up' : 'down'} ${Math.abs(by)} from ${previous}`;
  return (
    <span
      title={words}
      className={by > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}
    >
      <span aria-hidden="true">
        {by > 0 ? '▲' : '▼'} {Math.abs(by)}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}

const COUNTRY: RankingColumn = {
  hideBelow: 'sm',
  header: 'Country',
  cell: (r) => <OrAbsent value={countryOf(r)} />,
};
const MOVE: RankingColumn = {
  header: 'Move',
  cell: (r) => <RankMove rank={r.rank} previous={previousRankOf(r)} />,
};
const ALWAYS: RankingColumn[] = [
  {
    header: 'Points',
    numeric: true,
    cell: (r) => <OrAbsent value={r.points}>{r.points?.toLocaleString('en')}</OrAbsent>,
  },
  {
    hideBelow: 'sm',
    header: 'Week',
    cell: (r) => (
      <OrAbsent value={r.effective_date}>{r.effective_date && dayText(r.effective_date)}</OrAbsent>
    ),
  },
];

function columnsFor(rows: readonly RankingRecord[]): RankingColumn[] {
  return [
    ...(rows.some((r) => countryOf(r) !== null) ? [COUNTRY] : []),
    ...(rows.some((r) => previousRankOf(r) !== null) ? [MOVE] : []),
    ...ALWAYS,
  ];
}

/** The other singles tour, searched beside this one; choosing there moves the table and career to it. */
function otherTour(weekly: WeeklySystem, update: Props['update']) {
  const system: WeeklySystem = weekly === 'atp' ? 'wta' : 'atp';
  return {
    system,
    label: LISTED_SYSTEMS.find((s) => s.key === system)?.label ?? system,
    onChoose: (id: number, name: string) =>
      update({ system, career: String(id), career_name: name, player: null, page: null }),
  };
}

interface Props {
  url: RankingsUrl;
  update: ReturnType<typeof useRankingsUrl>[1];
}

/** One official system's published table at the as-of date (PRO), with the chosen player's history. */
export function OfficialRankingsPanel({ url, update }: Props) {
  const label = LISTED_SYSTEMS.find((s) => s.key === url.system)?.label ?? url.system;
  const query = useQuery({
    ...archiveQueries.rankings({
      system: [url.system],
      ...(url.asOf ? { as_of: url.asOf } : {}),
      limit: PAGE_SIZE,
      offset: (url.page - 1) * PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const coverage = readCoverage(query.data?.meta);
  const rows = query.data?.data ?? [];
  const chosen = url.player !== null ? rows.find((r) => r.player_id === url.player) : undefined;
  // The history ends at the week shown, so chart and table agree.
  const end = coverage.effective_date ?? url.asOf ?? todayUtc();
  // ATP and WTA careers come from every weekly list (the monthly packages); other systems keep the
  // as-of reads.
  const weekly = (WEEKLY_SYSTEMS as readonly string[]).includes(url.system)
    ? (url.system as WeeklySystem)
    : null;
  const openCareer = (id: number, name: string | null) =>
    update({ career: String(id), career_name: name, player: null });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          id="rankings-system"
          label="System"
          value={url.system}
          options={LISTED_SYSTEMS}
          onChange={(system) => update({ system })}
        />
        <AsOfForm id="rankings-as-of" asOf={url.asOf} onChange={(asOf) => update({ as_of: asOf })} />
      </div>
      {weekly && (
        <RankingPlayerSearch
          system={weekly}
          systemLabel={label}
          onChoose={openCareer}
          other={otherTour(weekly, update)}
        />
      )}
      {weekly && url.career !== null && (
        <WeeklyCareerView
          key={`${weekly}-${url.career}`}
          system={weekly}
          systemLabel={label}
          id={url.career}
          name={url.careerName}
          onClose={() => update({ career: null, career_name: null })}
        />
      )}
      {query.isPending ? (
        <ViewLoading label="Loading the rankings…" />
      ) : query.isError && !query.data ? (
        <ViewError
          title="The rankings could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={{ tier: 'PRO', adds: 'the rank-ordered rankings tables of every system, at any date' }}
        />
      ) : (
        <>
          <RankingGapsNote
            system={url.system}
            systemLabel={label}
            asOf={url.asOf}
            coverage={coverage}
            empty={rows.length === 0}
          />
          {!weekly && url.player !== null && (
            <RankingCareer
              key={`${url.system}-${url.player}-${end}`}
              system={url.system}
              systemLabel={label}
              player={url.player}
              end={end}
              oldest={coverage.oldest_available?.[url.system] ?? null}
              dataGaps={coverage.missing_spans?.[url.system] ?? []}
              fallbackName={chosen?.player_name ?? null}
              onClose={() => update({ player: null })}
            />
          )}
          <PagedRankingTable
            caption={`${label} rankings${url.asOf ? ` as of ${url.asOf}` : ''}`}
            rows={rows}
            columns={columnsFor(rows)}
            url={url}
            update={update}
            total={query.data.meta.total}
            hasMore={query.data.meta.has_more}
            empty={`No ${label} table is published ${url.asOf ? `on or before ${url.asOf}` : 'yet'}`}
            career={
              weekly
                ? {
                    selected: url.career,
                    open: (r) =>
                      r.archive_player_id != null && openCareer(r.archive_player_id, r.player_name ?? null),
                  }
                : undefined
            }
          />
        </>
      )}
    </div>
  );
}
