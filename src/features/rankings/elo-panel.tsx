import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ELO_SURFACES, type RankingRecord } from '../../../contract/rankings';
import { OrAbsent } from '../../components/absent-value';
import { SelectField } from '../../components/select-field';
import { dayText } from '../../lib/day-text';
import { ViewError, ViewLoading } from '../../components/view-states';
import { readCoverage } from '../../lib/rankings-coverage';
import { archiveQueries } from '../../queries/history-queries';
import { AsOfForm } from './as-of-form';
import { todayUtc } from './career-dates';
import { activityRule, DEFAULT_LAG_DAYS, lastEventWeek } from './elo-activity';
import { blendedElo, type OverallRecord, overallById } from './elo-blend';
import { EloCareer } from './elo-career';
import { EloPeaksSection } from './elo-peaks-section';
import { EloScaleNote } from './elo-scale-note';
import { PagedRankingTable } from './paged-ranking-table';
import type { RankingColumn } from './ranking-table';
import {
  ACTIVE_WEEKS,
  type EloSurface,
  type EloTour,
  PAGE_SIZE,
  type RankingsUrl,
  type useRankingsUrl,
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

const RATING: RankingColumn = {
  header: 'Elo',
  numeric: true,
  cell: (r) => <OrAbsent value={r.rating}>{r.rating === null ? null : elo(r.rating)}</OrAbsent>,
};

/** The Monday of the week a row's player last played on any surface, or null when not known. */
type LastPlayed = (r: RankingRecord) => string | null;

const weekCell = (week: string | null) => (
  <OrAbsent value={week}>
    <span className="whitespace-nowrap">{week && dayText(week)}</span>
  </OrAbsent>
);

/**
 * Matches on the ladder and the week the player last played: the data records no retirements, so
 * this date (under the name on a phone) is how a reader sees that a leader has stopped. A surface
 * ladder also gives the week of the last event on that surface, which decides who it lists.
 */
function trailing(lastPlayed: LastPlayed, lagDays: number, surface: string | null): RankingColumn[] {
  return [
    {
      hideBelow: 'sm',
      header: 'Matches on ladder',
      numeric: true,
      cell: (r) => <OrAbsent value={r.matches} />,
    },
    ...(surface
      ? [
          {
            hideBelow: 'sm',
            header: `Last on ${surface.toLowerCase()} (week of)`,
            cell: (r) => weekCell(lastEventWeek(r.effective_date, lagDays)),
          } satisfies RankingColumn,
        ]
      : []),
    { hideBelow: 'sm', header: 'Last played (week of)', cell: (r) => weekCell(lastPlayed(r)) },
  ];
}

/** A surface ladder adds the blended rating (and the overall one it is made of) beside the raw one. */
function surfaceColumns(
  overall: Map<number, OverallRecord> | null,
  lastPlayed: LastPlayed,
  lagDays: number,
  surface: string | null,
): RankingColumn[] {
  const last = trailing(lastPlayed, lagDays, surface);
  if (overall === null) return [RATING, ...last];
  const of = (r: { player_id: number | null }) =>
    r.player_id === null ? null : (overall.get(r.player_id)?.rating ?? null);
  return [
    { ...RATING, header: 'Surface Elo' },
    {
      header: 'Blended',
      numeric: true,
      cell: (r) => {
        const b = blendedElo(r.rating, of(r));
        return <OrAbsent value={b}>{b === null ? null : elo(b)}</OrAbsent>;
      },
    },
    {
      hideBelow: 'sm',
      header: 'Overall Elo',
      numeric: true,
      cell: (r) => {
        const o = of(r);
        return <OrAbsent value={o}>{o === null ? null : elo(o)}</OrAbsent>;
      },
    },
    ...last,
  ];
}

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
  // The blend needs each row's overall rating at the same date: one per-player read per page.
  const ids = rows.flatMap((r) => (r.player_id === null ? [] : [r.player_id]));
  const overall = useQuery({
    ...archiveQueries.rankings({
      system: ['elo'],
      player: ids,
      surface: ['overall'],
      ...(url.asOf ? { as_of: url.asOf } : {}),
    }),
    enabled: url.surface !== 'overall' && ids.length > 0,
  });
  const lagDays = coverage.model?.publication_lag_days ?? DEFAULT_LAG_DAYS;
  const ladder = SURFACE_LABELS[url.surface];
  const overallRecords = url.surface === 'overall' || !overall.data ? null : overallById(overall.data.data);
  // The overall record's date is the last match on any surface; a surface ladder reads it per player.
  const lastPlayed: LastPlayed = (r) =>
    lastEventWeek(
      url.surface === 'overall'
        ? r.effective_date
        : r.player_id === null
          ? null
          : (overallRecords?.get(r.player_id)?.effective ?? null),
      lagDays,
    );
  const columns = surfaceColumns(
    overallRecords,
    lastPlayed,
    lagDays,
    url.surface === 'overall' ? null : ladder,
  );
  const playedNote = (r: RankingRecord) => {
    const week = lastPlayed(r);
    return week ? (
      <>
        last played week of <span className="whitespace-nowrap">{dayText(week)}</span>
      </>
    ) : null;
  };
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
      <EloScaleNote coverage={coverage} surface={url.surface === 'overall' ? null : ladder} />
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
          <p role="status" className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
            {ladder} ladder, {url.tour.toUpperCase()}
            {coverage.effective_date ? `, as of ${dayText(coverage.effective_date)}` : ''}.
            {qualified
              ? ` ${activityRule({
                  minMatches: qualified.min_matches,
                  weeks: qualified.activity_weeks,
                  surface: url.surface === 'overall' ? null : ladder,
                })}`
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
            columns={columns}
            url={url}
            update={update}
            total={query.data.meta.total}
            hasMore={query.data.meta.has_more}
            note={playedNote}
            empty={`No one qualifies for the ${ladder.toLowerCase()} ladder${url.asOf ? ` as of ${url.asOf}` : ''}`}
          />
        </>
      )}
      <EloPeaksSection tour={url.tour} surface={url.surface} ladder={ladder} />
    </div>
  );
}
