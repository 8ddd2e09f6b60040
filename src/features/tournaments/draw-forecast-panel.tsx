import { useState } from 'react';
import type { ArchiveMatch } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { Button } from '../../components/button';
import { type Column, DataTable } from '../../components/data-table';
import { formatNumber } from '../../components/number-text';
import { ViewError, ViewLoading } from '../../components/view-states';
import { type DrawRound, ROUND_WORDS } from './draw-model';
import { reachColumns } from './reach-columns';
import { type ForecastRow, START_RATING, useDrawForecast } from './use-draw-forecast';

const SHOWN_FIRST = 16;
const ELO_GATE = { tier: 'ULTRA', adds: 'a forecast of this draw from each player’s Elo before the event' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2008-06-23` → `23 Jun 2008`: a calendar day, no time zone applies. */
const day = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : iso;
};

/** A chance as people read it: below a tenth of a percent it is "<0.1%", never a rounded 0. */
export function chanceText(p: number): string {
  if (p >= 0.9995 && p < 1) return '>99.9%';
  if (p > 0 && p < 0.0005) return '<0.1%';
  return formatNumber(p, { percent: true, decimals: 1 }) ?? '';
}

const REACHED_CELL =
  'bg-emerald-100 font-semibold text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100';

function reachedWords(row: ForecastRow): string {
  if (!row.actual) return '';
  if (row.actual.champion) return 'Champion';
  return ROUND_WORDS[row.actual.round] ?? row.actual.round;
}

function columns(rounds: readonly DrawRound[]): Column<ForecastRow>[] {
  const order = rounds.map((r) => r.round);
  const reached = (row: ForecastRow, round: string) =>
    row.actual !== null && order.indexOf(row.actual.round) >= order.indexOf(round);
  const later = reachColumns<ForecastRow>(rounds, (row, round, p) => {
    const hit = reached(row, round);
    return (
      <span
        className={hit ? `rounded px-1 ${REACHED_CELL}` : undefined}
        title={`${row.player}: ${p === undefined ? 'entered later' : chanceText(p)} to reach the ${ROUND_WORDS[round] ?? round} before the event${hit ? '; reached it' : ''}`}
      >
        {p === undefined ? '' : chanceText(p)}
      </span>
    );
  });
  return [
    {
      key: 'player',
      header: 'Player',
      rowHeader: true,
      cell: (row) => (
        <span>
          {row.player}
          {row.actual?.side.seed ? ` (${row.actual.side.seed})` : ''}
        </span>
      ),
    },
    {
      key: 'elo',
      header: <abbr title="The Elo the forecast used, on the day the event began">Elo</abbr>,
      foldLabel: 'Elo',
      align: 'right',
      hideBelow: 'sm',
      className: 'tabular-nums',
      cell: (row) =>
        row.rating === null ? (
          <span title={`No Elo before the event: counted at ${START_RATING}, where every player starts`}>
            <AbsentValue label="no Elo before the event" />
          </span>
        ) : (
          Math.round(row.rating)
        ),
    },
    ...later,
    {
      key: 'title',
      header: <abbr title="Chance to win the event">Title</abbr>,
      foldLabel: 'Title',
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => (
        <span
          data-testid="forecast-title"
          className={row.actual?.champion ? `rounded px-1 ${REACHED_CELL}` : undefined}
          title={`${row.player}: ${chanceText(row.title)} to win the event, from Elo before it began`}
        >
          {chanceText(row.title)}
        </span>
      ),
    },
    {
      key: 'reached',
      header: 'Reached',
      cell: (row) => <span data-testid="forecast-reached">{reachedWords(row)}</span>,
    },
  ];
}

/**
 * The forecast beside the result: each player's chance, before the event, to reach each round and to
 * win it, with the round they actually reached shaded.
 */
export function DrawForecastPanel({
  rows,
  rounds,
  final,
  tour,
}: {
  rows: readonly ArchiveMatch[];
  rounds: readonly DrawRound[];
  final: ArchiveMatch;
  tour: 'atp' | 'wta';
}) {
  const [all, setAll] = useState(false);
  const date = final.event_date ?? '';
  const { forecast, failed, loading, requests, ladder } = useDrawForecast({
    rows,
    rounds,
    tour,
    date,
    surface: final.surface,
  });
  const shown = forecast ? (all ? forecast : forecast.slice(0, SHOWN_FIRST)) : [];
  const unrated = forecast?.filter((r) => r.rating === null).length ?? 0;
  return (
    <section aria-labelledby="forecast-heading" className="grid gap-2" data-testid="draw-forecast">
      <h2 id="forecast-heading" className="text-base font-semibold">
        Forecast before the event
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each player’s chance to reach each round, worked out exactly over this draw from Elo on{' '}
        {date ? day(date) : 'the day the event began'}
        {ladder ? `, the mean of overall and ${ladder}-court Elo,` : ''} with a match won at 1 ÷ (1 +
        10^(rating gap ÷ 400)) — a 100-point edge wins 64% of the time.
      </p>
      {failed ? (
        <ViewError
          title="The Elo ratings for this forecast could not be loaded."
          error={failed.error}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
          gate={ELO_GATE}
        />
      ) : loading ? (
        <ViewLoading label={`Loading Elo before the event (${requests} requests)…`} />
      ) : !forecast ? (
        <p className="text-sm">This edition’s draw is not complete enough in the archive to forecast.</p>
      ) : (
        <>
          <DataTable
            caption="Chance to reach each round, before the event"
            captionHidden
            columns={columns(rounds)}
            rows={shown}
            rowKey={(r) => r.player}
            rowProps={() => ({ 'data-testid': 'forecast-row' })}
            fold
            boxed
            shadedHeader
            density="compact"
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Shaded: rounds the player actually reached. Read with {requests}{' '}
            {requests === 1 ? 'request' : 'requests'} of Elo for {forecast.length} players
            {unrated > 0
              ? `; ${unrated} had no Elo before the event and count at ${START_RATING}, where every player starts`
              : ''}
            .
          </p>
          {forecast.length > SHOWN_FIRST ? (
            <Button onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? `Show the first ${SHOWN_FIRST}` : `Show all ${forecast.length} players`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
