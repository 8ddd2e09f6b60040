import { Link } from 'react-router-dom';
import type { Tournament } from '../../../contract/tournament';
import { Button } from '../../components/button';
import { type Column, DataTable } from '../../components/data-table';
import { ViewError } from '../../components/view-states';
import { chanceText } from './draw-forecast-panel';
import {
  type ChampionChance,
  FIRST_YEAR,
  LAST_YEAR,
  REQUESTS_PER_EDITION,
  useLeastLikely,
} from './use-least-likely';

const SHOWN = 10;

/** Years as a short list: "2020", "1986 and 2020", "1970, 1986 and 2020". */
const yearsText = (years: readonly number[]) =>
  years.length <= 1 ? years.join('') : `${years.slice(0, -1).join(', ')} and ${years.at(-1)}`;
const EDITIONS = LAST_YEAR - FIRST_YEAR + 1;

/**
 * The champions Elo least expected, over this tournament's 1968–2022 editions. Read on request: each
 * edition needs its own draw and its players' Elo, so the cost is stated before anything is spent.
 * Across every tournament it would be thousands of requests, so the list stays per tournament.
 */
export function LeastLikelyPanel({ tournament }: { tournament: Tournament }) {
  const { state, start, cancel } = useLeastLikely(tournament);
  const columns: Column<ChampionChance>[] = [
    {
      key: 'year',
      header: 'Edition',
      rowHeader: true,
      cell: (c) => (
        <Link
          to={`?tab=draw&edition=${c.year}`}
          className="text-indigo-800 underline underline-offset-2 dark:text-indigo-200"
        >
          {c.year}
        </Link>
      ),
    },
    {
      key: 'champion',
      header: 'Champion',
      cell: (c) => `${c.champion}${c.seed ? ` (${c.seed})` : ''}`,
    },
    {
      key: 'chance',
      header: <abbr title="The champion’s chance to win, from Elo before the event">Chance before</abbr>,
      foldLabel: 'Chance before',
      align: 'right',
      className: 'tabular-nums',
      cell: (c) => chanceText(c.chance),
    },
  ];
  const champions = state.kind === 'idle' ? [] : state.champions;
  const least = [...champions].sort((a, b) => a.chance - b.chance).slice(0, SHOWN);
  return (
    <section aria-labelledby="least-likely-heading" className="grid gap-2" data-testid="least-likely">
      <h2 id="least-likely-heading" className="text-base font-semibold">
        Least likely champions, {FIRST_YEAR}–{LAST_YEAR}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Every edition’s champion with the chance the same forecast gave them before the event. It reads each
        edition’s draw and Elo: up to {REQUESTS_PER_EDITION} requests an edition, about{' '}
        {REQUESTS_PER_EDITION * EDITIONS} for all {EDITIONS} (editions already opened here cost less). The Elo
        tape begins in January 1968, so the first years’ ratings rest on few matches.
      </p>
      {state.kind === 'idle' ? (
        <Button onClick={() => void start()}>Read every edition</Button>
      ) : state.kind === 'running' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
          <span>
            Reading {state.year}: {state.editions} editions read so far.
          </span>
          <Button onClick={cancel}>Stop</Button>
        </div>
      ) : state.kind === 'failed' ? (
        <ViewError
          title="An edition could not be read."
          error={state.error}
          onRetry={() => void start()}
          retrying={false}
          gate={{ tier: 'ULTRA', adds: 'the Elo forecasts these champions are ranked by' }}
        />
      ) : (
        <p className="text-sm" role="status">
          {state.editions} editions read
          {state.absent.length > 0 ? ` (the archive holds none in ${yearsText(state.absent)})` : ''}
          {state.skipped > 0 ? `; ${state.skipped} without a complete draw to forecast are left out` : ''}.
        </p>
      )}
      {least.length > 0 ? (
        <DataTable
          caption="Least likely champions"
          captionHidden
          columns={columns}
          rows={least}
          rowKey={(c) => String(c.year)}
          rowProps={() => ({ 'data-testid': 'least-likely-row' })}
          boxed
          shadedHeader
          density="compact"
        />
      ) : null}
    </section>
  );
}
