import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { FoldOnPhone } from '../../components/fold-on-phone';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { AmbiguousCandidates } from './ambiguous-candidates';
import { H2hNamesForm } from './h2h-names-form';
import { type OutcomeFilter, readOutcomeFilter } from './h2h-outcomes';
import { H2hResult } from './h2h-result';
import { readMeetingFilters } from './meeting-filters';
import { pickAmbiguousSide } from './pick-ambiguous-side';

const nameOnly = (name: string) => ({
  name,
  tour: null,
  country: null,
  firstYear: null,
  lastYear: null,
  currentOnly: false,
});

/** /h2h: two players (`?a=&b=`) across the archive and the service's matches; `?outcome=` filters meetings. */
export function HeadToHeadPage() {
  const [params, setParams] = useSearchParams();
  const a = params.get('a')?.trim() ?? '';
  const b = params.get('b')?.trim() ?? '';
  const outcome = readOutcomeFilter(params.get('outcome'));
  const filters = readMeetingFilters(params);
  const ready = a.length >= 3 && b.length >= 3;
  const query = useQuery({ ...archiveQueries.h2h({ p1: a, p2: b }), enabled: ready });

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  const setOutcome = (value: OutcomeFilter) => update({ outcome: value === 'all' ? null : value });

  const problem = query.error?.problem;
  const ambiguous = problem?.type === 'ambiguous_name' ? problem : null;
  const side = ambiguous ? pickAmbiguousSide(a, b, ambiguous.candidates) : null;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Head-to-head</h1>
      <FoldOnPhone summary="Change the players" openOnPhone={!a || !b}>
        <H2hNamesForm a={a} b={b} onSubmit={(x, y) => update({ a: x, b: y })} />
      </FoldOnPhone>
      {!ready ? (
        <ViewEmpty>Enter two players to see every meeting between them, from 1968 to today.</ViewEmpty>
      ) : query.isPending ? (
        <ViewLoading label="Loading the head-to-head…" />
      ) : ambiguous && side ? (
        <AmbiguousCandidates
          fragment={side === 'a' ? a : b}
          candidates={ambiguous.people.length > 0 ? ambiguous.people : ambiguous.candidates.map(nameOnly)}
          onChoose={(name) => update({ [side]: name, surface: null, level: null, round: null })}
        />
      ) : query.isError ? (
        <ViewError
          title="The head-to-head could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={{
            tier: 'BASIC',
            adds: 'head-to-head records across the 1968–2022 archive and matches since 2023',
          }}
        />
      ) : !query.data.players ? (
        <ViewEmpty>
          No player matches “{a}” or “{b}”. Check the spelling or try a fuller name.
        </ViewEmpty>
      ) : (
        <H2hResult
          h2h={query.data}
          outcome={outcome}
          onOutcome={setOutcome}
          filters={filters}
          onFilter={(key, value) => update({ [key]: value === '' ? null : value })}
        />
      )}
    </div>
  );
}
