import { Link, useParams, useSearchParams } from 'react-router-dom';
import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { ViewError, ViewLoading } from '../../components/view-states';
import { useTournamentView } from '../../queries/catalogue-view-hooks';
import { TournamentDraw } from './tournament-draw';
import { TournamentFacts } from './tournament-facts';
import { tournamentName } from './tournament-labels';
import { MatchCards, TournamentMatchList } from './tournament-matches';

type Tab = 'live' | 'upcoming' | 'completed' | 'draw';
const TABS = [
  { key: 'live', label: 'Live' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'completed', label: 'Completed' },
  { key: 'draw', label: 'Draw' },
] as const;
const asTab = (v: string | null): Tab => (v === 'upcoming' || v === 'completed' || v === 'draw' ? v : 'live');

/** /tournaments/:id: the tournament and its live, upcoming and completed matches, the tab in `?tab=`. */
export function TournamentPage() {
  const id = useParams().id ?? '';
  if (!/^\d+$/.test(id)) {
    return (
      <p role="alert" className="text-slate-800 dark:text-slate-200">
        This is not a tournament id.
      </p>
    );
  }
  return <TournamentView id={id} />;
}

function TournamentView({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const { tournament, live, slate } = useTournamentView(id);
  const select = (key: Tab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  if (tournament.isPending) return <ViewLoading label="Loading the tournament…" />;
  if (tournament.isError && !tournament.data) {
    return (
      <ViewError
        title="The tournament could not be loaded."
        error={tournament.error}
        onRetry={() => tournament.refetch()}
        retrying={tournament.isFetching}
      />
    );
  }
  const t = tournament.data;
  return (
    <article className="grid gap-4">
      <header className="grid gap-1">
        <Link
          to="/tournaments"
          className="text-sm text-indigo-800 underline focus-visible:outline-2 dark:text-indigo-200"
        >
          All tournaments
        </Link>
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{tournamentName(t)}</h1>
        <TournamentFacts tournament={t} />
      </header>
      <UrlTabs label="Matches" tabs={TABS} selected={tab} onSelect={select} idPrefix="tournament" />
      <UrlTabPanel idPrefix="tournament" selected={tab} className="grid gap-2">
        {tab === 'draw' ? (
          <TournamentDraw tournament={t} live={live} />
        ) : tab === 'live' ? (
          slate.isPending && slate.fetchStatus !== 'idle' ? (
            <ViewLoading label="Loading live matches…" />
          ) : slate.isError && !slate.data ? (
            <ViewError
              title="Live matches could not be loaded."
              error={slate.error}
              onRetry={() => slate.refetch()}
              retrying={slate.isFetching}
            />
          ) : (
            <MatchCards matches={live} empty="No match of this tournament is live right now." />
          )
        ) : (
          <TournamentMatchList key={tab} tournamentId={id} status={tab} />
        )}
      </UrlTabPanel>
    </article>
  );
}
