import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { TierNotice, ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { useTierBelow } from '../../queries/budget-context';
import { historyQueries } from '../../queries/history-queries';
import { ManifestPanel } from './manifest-panel';
import { KIND_TABS, kindFromParam, type PackageKind, packageGate, packageGateFor } from './package-kinds';
import { PackageList } from './package-list';
import { YearBuildProgress } from './year-build-progress';
import { YearForm } from './year-form';

/** /packages: bulk packages by kind (`?kind=`), optionally a year (`?year=`), one period's manifest (`?period=`). */
export function PackagesPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindFromParam(params.get('kind'));
  const rawYear = params.get('year') ?? '';
  const year = /^\d{4}$/.test(rawYear) ? rawYear : '';
  const period = params.get('period');

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  // A period belongs to its kind, so changing the kind closes the open manifest.
  const selectKind = (key: PackageKind) => update({ kind: key === 'tape' ? null : key, period: null });
  const hrefFor = (p: string) => {
    const next = new URLSearchParams(params);
    next.set('period', p);
    return `?${next.toString()}`;
  };

  return (
    <div className="grid min-w-0 gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Packages</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Pre-built bulk files of the history, with a manifest per period. Downloads are checked against the
          manifest’s sha256 before you save them.
        </p>
      </header>
      <UrlTabs
        label="Package kind"
        tabs={KIND_TABS}
        selected={kind}
        onSelect={selectKind}
        idPrefix="packages"
      />
      <UrlTabPanel idPrefix="packages" selected={kind} className="grid gap-4">
        <YearForm year={year} onYear={(y) => update({ year: y || null, period: null })} />
        <PackageListing kind={kind} year={year} period={period} hrefFor={hrefFor} />
        {period ? <ManifestPanel key={`${kind}:${period}`} kind={kind} period={period} /> : null}
      </UrlTabPanel>
    </div>
  );
}

function PackageListing({
  kind,
  year,
  period,
  hrefFor,
}: {
  kind: PackageKind;
  year: string;
  period: string | null;
  hrefFor: (period: string) => string;
}) {
  const gate = packageGateFor(kind, year);
  // Known from the usage read: a key below the tier sees the notice without a refused request. A
  // History plan on a FREE key opens packages too and `/usage` does not say so: the fan may ask once.
  const below = useTierBelow(gate.tier);
  const [askAnyway, setAskAnyway] = useState(false);
  const locked = below && !askAnyway;
  const query = useQuery({
    ...historyQueries.packages({ kind, year: year || undefined }),
    staleTime: 10 * 60_000,
    enabled: !locked,
  });
  if (locked) {
    return (
      <div className="grid justify-items-start gap-2">
        <TierNotice gate={gate} />
        <Button onClick={() => setAskAnyway(true)}>I have a History plan: list them</Button>
      </div>
    );
  }
  if (query.isPending) {
    return year ? <YearBuildProgress year={year} /> : <ViewLoading label={`Loading ${kind} packages…`} />;
  }
  if (query.isError) {
    return (
      <ViewError
        title="The packages could not be listed."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={packageGate(kind, query.error)}
      />
    );
  }
  // The tolerant boundary leaves a missing list missing; show it as nothing listed, not a crash.
  const packages = query.data.data ?? [];
  if (packages.length === 0) {
    return (
      <ViewEmpty>
        {year
          ? `No ${kind.replace('_', ' ')} package is ready for ${year}.`
          : `No ${kind.replace('_', ' ')} package is ready yet.`}
      </ViewEmpty>
    );
  }
  return (
    <section aria-labelledby="periods-heading" className="grid gap-2">
      <h2 id="periods-heading" className="text-lg font-semibold">
        {year ? `Periods of ${year}` : 'Newest periods'}
      </h2>
      {period ? null : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Choose a period to see its manifest and downloads.
        </p>
      )}
      <PackageList kind={kind} packages={packages} selected={period} hrefFor={hrefFor} />
    </section>
  );
}
