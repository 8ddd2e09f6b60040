import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { ChartingCandidates } from './charting-candidates';
import { ChartingSearch } from './charting-search';
import { PlayerFamilies } from './player-families';
import { CHARTING_GATE } from './ultra-gates';

const GENDERS = ['men', 'women'] as const;
type Gender = (typeof GENDERS)[number];
const asGender = (g: string): Gender | undefined =>
  (GENDERS as readonly string[]).includes(g) ? (g as Gender) : undefined;

const field = (meta: unknown, key: string) =>
  typeof meta === 'object' && meta !== null && typeof (meta as Record<string, unknown>)[key] === 'string'
    ? ((meta as Record<string, unknown>)[key] as string)
    : null;

/** /charting?player=: one charted player's career families (ULTRA); an ambiguous name lists candidates. */
export function ChartingPage() {
  const [search, setSearch] = useSearchParams();
  const player = (search.get('player') ?? '').trim();
  const gender = search.get('gender') ?? '';
  const ready = player.length >= 3;
  const query = useQuery({
    ...archiveQueries.chartingPlayer({ name: player, gender: asGender(gender) }),
    enabled: ready,
  });

  let body: ReactNode = null;
  if (!ready) body = <ViewEmpty>Search for a charted player by name (at least 3 characters).</ViewEmpty>;
  else if (query.isPending) body = <ViewLoading label="Loading the charting record…" />;
  else if (query.isError) {
    const p = query.error.problem;
    body =
      p.type === 'ambiguous_name' ? (
        <ChartingCandidates fragment={player} candidates={p.candidates} gender={gender} />
      ) : p.type === 'not_found' ? (
        <ViewEmpty>No charted player matches “{player}”.</ViewEmpty>
      ) : (
        <ViewError
          title="The charting record could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={CHARTING_GATE}
        />
      );
  } else {
    const d = query.data;
    const name = typeof d.player.name === 'string' ? d.player.name : player;
    const detail = field(d.meta, 'detail');
    body = (
      <section aria-label={`Charting record of ${name}`} className="grid gap-3">
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {d.matches_charted.toLocaleString('en')} matches charted · coverage:{' '}
          {d.coverage.replaceAll('_', ' ')}
        </p>
        {detail ? <p className="text-sm text-slate-700 dark:text-slate-300">{detail}</p> : null}
        <PlayerFamilies families={d.families} />
      </section>
    );
  }

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Charting statistics</h1>
      <ChartingSearch
        player={player}
        gender={gender}
        onSearch={(name, g) => setSearch(g ? { player: name, gender: g } : { player: name })}
      />
      {body}
    </div>
  );
}
