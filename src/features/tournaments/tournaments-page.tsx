import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { DRAWS, type Draw, TIERS, type Tier, TOURS, type Tour } from '../../../contract/common';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { utcTitle } from '../../lib/local-time';
import { tournamentQueries } from '../../queries/catalogue-queries';
import { useLiveSlate } from '../../queries/view-hooks';
import { dayAndTime } from './day-and-time';
import { type LiveTournament, liveTournaments } from './live-tournaments';
import { StartingNext } from './starting-next';
import { TournamentCardList } from './tournament-card-list';
import { TournamentFacts } from './tournament-facts';
import { type FilterKey, TournamentFilters } from './tournament-filters';
import { tournamentName } from './tournament-labels';

const PAGE = 50;

const DRAW_WORDS: Record<string, string> = { singles: 'Singles', doubles: 'Doubles', mixed: 'Mixed doubles' };

// A hand-edited URL with a value outside the vocabulary is ignored rather than sent for a 400.
const pick = <T extends string>(list: readonly string[], v: string | null) =>
  v && list.includes(v) ? (v as T) : undefined;

/**
 * What is being played now, from the live list the app already polls (no request of its own): each
 * tournament with matches in play, how many, and since when. The catalogue itself carries no dates.
 */
function PlayingNow({ playing }: { playing: LiveTournament[] }) {
  if (playing.length === 0) return null;
  return (
    <TournamentCardList
      headingId="playing-now"
      title="Playing now"
      testId="live-tournament"
      items={playing}
      label={(t) => (
        <>
          {t.tour && t.draw && DRAW_WORDS[t.draw] && ' · '}
          {DRAW_WORDS[t.draw ?? '']}
        </>
      )}
      detail={(t) => (
        <>
          <span className="font-semibold text-red-700 dark:text-red-300">Live</span> ·{' '}
          {t.live === 1 ? '1 match in play' : `${t.live} matches in play`}
          {t.since && (
            <>
              {' '}
              · since{' '}
              <time dateTime={t.since} title={utcTitle(t.since)}>
                {dayAndTime(t.since)}
              </time>
            </>
          )}
        </>
      )}
    />
  );
}

/** Live first, then soonest to start: both from lists the slate reads anyway. */
function AheadOfTheCatalogue() {
  const slate = useLiveSlate();
  const playing = liveTournaments(slate.data?.data ?? []);
  return (
    <>
      <PlayingNow playing={playing} />
      <StartingNext playing={new Set(playing.map((t) => t.id))} />
    </>
  );
}

/**
 * /tournaments: what is playing now first, then what starts next by date (dates shown), then the
 * catalogue in name order (it carries no dates), with search, tour, draw and tier filters in the URL.
 */
export function TournamentsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tour = pick<Tour>(TOURS, params.get('tour'));
  const draw = pick<Draw>(DRAWS, params.get('draw'));
  const tier = pick<Tier>(TIERS, params.get('tier'));
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const query = useQuery({
    ...tournamentQueries.list({ search: q || undefined, tour, draw, tier, limit: PAGE, offset }),
    placeholderData: keepPreviousData,
  });

  const setParam = (key: FilterKey | 'offset', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value && value !== '0') next.set(key, value);
      else next.delete(key);
      // A new filter starts from the first page.
      if (key !== 'offset') next.delete('offset');
      return next;
    });

  const list = query.data?.data ?? [];
  const meta = query.data?.meta;
  const hasMore = meta?.has_more ?? (meta?.total != null ? offset + list.length < meta.total : false);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Tournaments</h1>
      <TournamentFilters
        values={{ q, tour: tour ?? '', draw: draw ?? '', tier: tier ?? '' }}
        onChange={setParam}
      />
      {!q && !tour && !draw && !tier && offset === 0 && <AheadOfTheCatalogue />}
      <h2 className="text-base font-semibold">All tournaments, A–Z</h2>
      {query.isPending ? (
        <ViewLoading label="Loading tournaments…" />
      ) : query.isError && !query.data ? (
        <ViewError
          title="Tournaments could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : list.length === 0 ? (
        <ViewEmpty>No tournament matches these filters.</ViewEmpty>
      ) : (
        <>
          <ul className="grid gap-2 md:grid-cols-2">
            {list.map((t) => (
              <li
                key={t.id}
                data-testid="tournament"
                className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <Link
                  to={`/tournaments/${t.id}`}
                  className="font-medium [overflow-wrap:anywhere] text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
                >
                  {tournamentName(t)}
                </Link>
                <TournamentFacts tournament={t} />
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex gap-2">
            {offset > 0 && (
              <button
                type="button"
                onClick={() => setParam('offset', String(Math.max(0, offset - PAGE)))}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700"
              >
                Previous page
              </button>
            )}
            {hasMore && (
              <button
                type="button"
                onClick={() => setParam('offset', String(offset + PAGE))}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700"
              >
                Next page
              </button>
            )}
          </nav>
        </>
      )}
    </div>
  );
}
