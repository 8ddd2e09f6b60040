import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ArchiveCareer as Career } from '../../../contract/archive';
import { type Column, DataTable } from '../../components/data-table';
import { ViewError, ViewLoading } from '../../components/view-states';
import { MISSING } from '../../lib/missing';
import { archiveQueries } from '../../queries/history-queries';
import { ArchiveCareerServe } from './archive-career-serve';
import { ARCHIVE_GATE } from './archive-gate';
import { formatCount, formatEventDate, formatPercent, levelLabel, surfaceLabel } from './archive-labels';

type WinLoss = { wins: number; losses: number };

const winShare = (r: WinLoss) =>
  r.wins + r.losses > 0 ? formatPercent(r.wins / (r.wins + r.losses)) : MISSING;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function RecordTable({ caption, rows }: { caption: string; rows: [string, WinLoss][] }) {
  if (rows.length === 0) return null;
  const columns: Column<[string, WinLoss]>[] = [
    {
      key: 'label',
      header: capitalise(caption.replace('By ', '')),
      rowHeader: true,
      cell: ([label]) => label,
    },
    { key: 'won', header: 'Won', align: 'right', cell: ([, r]) => formatCount(r.wins) },
    { key: 'lost', header: 'Lost', align: 'right', cell: ([, r]) => formatCount(r.losses) },
    { key: 'share', header: 'Win share', align: 'right', cell: ([, r]) => winShare(r) },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={([label]) => label}
      density="compact"
      tableClassName="w-full min-w-[16rem]"
    />
  );
}

function CareerBody({ career }: { career: z.infer<typeof Career> }) {
  const record = career.record;
  const extra = (record ?? {}) as Record<string, unknown>;
  const matches = typeof extra.matches === 'number' ? extra.matches : null;
  const first = formatEventDate(career.span?.first);
  const last = formatEventDate(career.span?.last);
  return (
    <div className="grid gap-4">
      {first || last ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Archive results from {first ?? 'an unknown date'} to {last ?? 'an unknown date'}.
        </p>
      ) : null}
      {record ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {(
            [
              ['Won–lost', `${formatCount(record.wins)}–${formatCount(record.losses)}`],
              ['Win share', winShare(record)],
              ['Titles', record.titles === undefined ? null : formatCount(record.titles)],
              ['Walkovers', typeof extra.walkovers === 'number' ? formatCount(extra.walkovers) : null],
            ] as const
          )
            .filter(([, v]) => v !== null)
            .map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {record ? (
        <p data-testid="career-record-basis" className="text-xs text-slate-700 dark:text-slate-300">
          Counted over every result the archive’s files hold for this person: tour main draws, qualifying,
          team events and the ITF, challenger and futures tiers. Walkovers are listed apart (no match was
          played); retirements count. Titles are finals won at any of those levels, abandoned finals excluded.
          The tours count main-draw tour-level matches only, so their official titles and win–loss differ (the
          levels are split below).
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <RecordTable
          caption="By surface"
          rows={Object.entries(record?.by_surface ?? {}).map(([k, v]) => [surfaceLabel(k) ?? k, v])}
        />
        <RecordTable
          caption="By level"
          rows={Object.entries(record?.by_level ?? {}).map(([k, v]) => [levelLabel(k) ?? k, v])}
        />
        <RecordTable caption="By year" rows={(career.by_year ?? []).map((y) => [String(y.year), y])} />
      </div>
      <ArchiveCareerServe serve={career.serve} matches={matches} />
    </div>
  );
}

/** The career section for `?player=`: sums and ratios over every archive result of one person. */
export function ArchiveCareerSection({ name }: { name: string }) {
  const query = useQuery(archiveQueries.career({ name }));
  const shown = query.data?.player?.name ?? name;
  return (
    <section
      aria-labelledby="career-heading"
      className="grid gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id="career-heading" className="text-lg font-semibold">
        Career: {shown}
      </h2>
      {query.isPending ? (
        <ViewLoading label={`Loading the career of ${name}…`} />
      ) : query.isError ? (
        <ViewError
          title={`The career of “${name}” could not be loaded.`}
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={ARCHIVE_GATE}
        />
      ) : (
        <CareerBody career={query.data} />
      )}
    </section>
  );
}
