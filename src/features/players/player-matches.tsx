import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { MatchSummaryRow } from '../../match-views/match-summary-row';
import { useBudgetTier } from '../../queries/budget-context';
import { matchQueries } from '../../queries/match-queries';
import { useLiveSlate } from '../../queries/view-hooks';

const RECENT = 10;
const GATE = { tier: 'BASIC', adds: 'this player’s completed matches with their results' };

function MatchList({
  title,
  status,
  playerId,
  empty,
  gate,
}: {
  title: string;
  status: 'upcoming' | 'completed';
  playerId: number;
  empty: string;
  gate?: typeof GATE;
}) {
  // On a FREE key, completed matches are a history read (20 a month): read only when the fan asks.
  const free = useBudgetTier() === 'free';
  const [asked, setAsked] = useState(false);
  const waiting = status === 'completed' && free && !asked;
  const query = useQuery({
    ...matchQueries.list({ status, player: playerId, limit: RECENT }),
    enabled: !waiting,
  });
  const matches = query.data?.data ?? [];
  if (waiting) {
    return (
      <div className="grid justify-items-start gap-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          On a free key, results are history: each look uses one of this month’s 20 free history reads.
        </p>
        <Button onClick={() => setAsked(true)}>Show recent results</Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
      {query.isPending ? (
        <ViewLoading label={`Loading ${title.toLowerCase()}…`} />
      ) : query.isError && !query.data ? (
        <ViewError
          title={`${title} could not be loaded.`}
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={gate}
        />
      ) : matches.length === 0 ? (
        <ViewEmpty>{empty}</ViewEmpty>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {matches.map((m) => (
            <MatchSummaryRow key={m.id} match={m} />
          ))}
        </ul>
      )}
    </div>
  );
}

// Live matches come from the slate the app already polls, so a profile costs no extra live request.
function LiveNow({ playerId }: { playerId: number }) {
  const slate = useLiveSlate();
  const live = (slate.data?.data ?? []).filter(
    (m) => m.players.p1.id === playerId || m.players.p2.id === playerId,
  );
  if (live.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Live now</h3>
      <ul className="grid gap-2 md:grid-cols-2">
        {live.map((m) => (
          <MatchSummaryRow key={m.id} match={m} />
        ))}
      </ul>
    </div>
  );
}

/** The player's live and upcoming matches (FREE) and recent results (BASIC, else a tier notice). */
export function PlayerMatches({ playerId }: { playerId: number }) {
  return (
    <section aria-labelledby="matches-heading" className="grid gap-3">
      <h2 id="matches-heading" className="text-base font-semibold">
        Matches
      </h2>
      <LiveNow playerId={playerId} />
      <MatchList title="Upcoming" status="upcoming" playerId={playerId} empty="No upcoming matches." />
      <MatchList
        title="Recent results"
        status="completed"
        playerId={playerId}
        empty="No completed matches."
        gate={GATE}
      />
    </section>
  );
}
