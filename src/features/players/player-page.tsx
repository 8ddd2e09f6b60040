import { Link, useParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/int-id';
import { ViewError, ViewLoading } from '../../components/view-states';
import { countryLabel } from '../../lib/match-labels';
import { usePlayerView } from '../../queries/catalogue-view-hooks';
import { PlayerBio } from './player-bio';
import { PlayerMatches } from './player-matches';
import { PlayerRatings } from './player-ratings';
import { PlayerStar } from './player-star';
import { PlayerStoppages } from './player-stoppages';

/** /players/:id: the profile (bio, ranking, ratings), stoppages (PRO) and matches. */
export function PlayerPage() {
  const id = parseIntId(useParams().id);
  if (id === null) {
    return (
      <p role="alert" className="text-slate-800 dark:text-slate-200">
        This is not a player id. <BackLink />
      </p>
    );
  }
  return <PlayerProfile id={id} />;
}

function BackLink() {
  return (
    <Link to="/players" className="text-indigo-800 underline focus-visible:outline-2 dark:text-indigo-200">
      Search players
    </Link>
  );
}

function PlayerProfile({ id }: { id: number }) {
  const query = usePlayerView(id);
  if (query.isPending) return <ViewLoading label="Loading the player…" />;
  if (query.isError && !query.data) {
    const p = query.error.problem;
    // A merged player forwards to the surviving record (410 PlayerMerged).
    if (p.type === 'merged' && p.mergedInto !== null) {
      return (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          This player record was merged.{' '}
          <Link to={`/players/${p.mergedInto}`} className="font-semibold underline focus-visible:outline-2">
            Open the current record
          </Link>
        </p>
      );
    }
    return (
      <ViewError
        title="The player could not be loaded."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const player = query.data;
  const country = countryLabel(player.country);
  return (
    <article className="grid gap-6">
      <header className="grid gap-1">
        <BackLink />
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">
            {player.name}
            {country && (
              <span className="ml-2 text-sm font-medium text-slate-600 dark:text-slate-400">{country}</span>
            )}
          </h1>
          <PlayerStar id={player.id} name={player.name} />
        </div>
      </header>
      <PlayerBio player={player} />
      <PlayerRatings stats={player.stats} />
      <PlayerStoppages playerId={id} />
      <PlayerMatches playerId={id} />
    </article>
  );
}
