import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { CAREER_TABS, type CareerRows, CareerSection, type CareerTab } from './career-sections';
import { ChartedMatchList, readChartedMatches } from './charted-match-list';
import { ChartingCandidates } from './charting-candidates';
import { ChartingSearch } from './charting-search';
import { CHARTING_GATE } from './ultra-gates';

const GENDERS = ['men', 'women'] as const;
type Gender = (typeof GENDERS)[number];
const asGender = (g: string): Gender | undefined =>
  (GENDERS as readonly string[]).includes(g) ? (g as Gender) : undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Per-row career sums: the local service's `rows`; a service that sends only the contract's
 * `families` (whole-match totals) gets one "All" row per family.
 */
function careerRows(rows: unknown, families: Record<string, unknown>): CareerRows {
  const source = isRecord(rows)
    ? rows
    : Object.fromEntries(Object.entries(families).map(([f, s]) => [f, { Total: s }]));
  const out: CareerRows = {};
  for (const [family, byLabel] of Object.entries(source)) {
    if (!isRecord(byLabel)) continue;
    out[family] = {};
    for (const [label, sums] of Object.entries(byLabel)) {
      if (!isRecord(sums)) continue;
      out[family][label] = Object.fromEntries(
        Object.entries(sums).filter((e): e is [string, number] => typeof e[1] === 'number'),
      );
    }
  }
  return out;
}

/** /charting?player=: one charted player's career families (ULTRA); an ambiguous name lists candidates. */
export function ChartingPage() {
  const [search, setSearch] = useSearchParams();
  const player = (search.get('player') ?? '').trim();
  const gender = search.get('gender') ?? '';
  const tab = search.get('tab') ?? 'serve';
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
        <ChartingCandidates fragment={player} candidates={p.people} gender={gender} />
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
    const extra = d as Record<string, unknown>;
    const rows = careerRows(extra.rows, d.families);
    const matches = readChartedMatches(extra.matches);
    const tabs = CAREER_TABS.filter((t) => t.key !== 'matches' || matches !== null);
    const selected = tabs.some((t) => t.key === tab) ? (tab as CareerTab) : 'serve';
    body = (
      <section aria-label={`Charting record of ${name}`} className="grid min-w-0 gap-3">
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {d.matches_charted.toLocaleString('en')} matches charted. Each table sums every charted match that
          holds that statistic, so samples differ between tables.
        </p>
        <UrlTabs
          label="Charting statistics"
          tabs={tabs}
          selected={selected}
          onSelect={(k) => {
            const next = new URLSearchParams(search);
            if (k === 'serve') next.delete('tab');
            else next.set('tab', k);
            setSearch(next);
          }}
          idPrefix="charting"
        />
        <UrlTabPanel idPrefix="charting" selected={selected} className="grid gap-4">
          {selected === 'matches' ? (
            <ChartedMatchList matches={matches ?? []} />
          ) : (
            <CareerSection tab={selected} rows={rows} />
          )}
        </UrlTabPanel>
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
