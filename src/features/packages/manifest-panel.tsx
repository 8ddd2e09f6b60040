import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { HistoryPackage } from '../../../contract/packages';
import { OrAbsent } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';
import { LocalTimeText } from '../../components/local-time-text';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { formatBytes } from '../../lib/format-bytes';
import { historyQueries } from '../../queries/history-queries';
import { PackageDownload } from './package-download';
import { countLabels, type PackageKind, packageGate } from './package-kinds';

type PackageFile = HistoryPackage['files'][number];
const KNOWN_FORMATS = ['jsonl', 'csv'] as const;
const knownFormat = (f: PackageFile) => (KNOWN_FORMATS as readonly string[]).includes(f.format);
// Open enums: a value this build does not know is shown as "unknown", never guessed at.
const known = (value: string | undefined, values: readonly string[]) =>
  value === undefined ? undefined : values.includes(value) ? value : 'unknown';

/** The manifest of one period: counts, the files with bytes and sha256, and their downloads. */
export function ManifestPanel({ kind, period }: { kind: PackageKind; period: string }) {
  const query = useQuery(historyQueries.manifest(period, kind));
  if (query.isPending) return <ViewLoading label={`Loading the ${period} manifest…`} />;
  if (query.isError) {
    if (query.error.problem.type === 'not_found') {
      return (
        <ViewEmpty>
          No {kind.replace('_', ' ')} package is built for {period}.
        </ViewEmpty>
      );
    }
    return (
      <ViewError
        title={`The ${period} manifest could not be loaded.`}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={packageGate(kind, query.error)}
      />
    );
  }
  const pkg = query.data;
  const labels = countLabels(kind);
  return (
    <section aria-labelledby="manifest-heading" data-testid="manifest" className="grid gap-3">
      <h2 id="manifest-heading" className="text-lg font-semibold">
        Manifest for {pkg.period}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Fact term="Status">{pkg.status === 'ready' ? 'Ready' : 'unknown'}</Fact>
        <Fact term={labels.matches}>
          <OrAbsent value={pkg.match_count}>{pkg.match_count?.toLocaleString()}</OrAbsent>
        </Fact>
        <Fact term={labels.rows}>
          <OrAbsent value={pkg.row_count}>{pkg.row_count?.toLocaleString()}</OrAbsent>
        </Fact>
        <Fact term="Built">
          <LocalTimeText iso={pkg.built_at} />
        </Fact>
      </dl>
      <FilesTable files={pkg.files} />
      <h3 className="font-semibold">Downloads</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each file is checked against the manifest’s sha256 in your browser before it is offered for saving.
      </p>
      <ul className="grid gap-2">
        {pkg.files.filter(knownFormat).map((f) => (
          <PackageDownload
            key={f.format}
            kind={kind}
            period={pkg.period}
            format={f.format as (typeof KNOWN_FORMATS)[number]}
            expectedBytes={f.bytes}
            expectedSha256={f.sha256}
            filename={f.filename ?? null}
          />
        ))}
        <PackageDownload
          kind={kind}
          period={pkg.period}
          format="corrections"
          expectedBytes={null}
          expectedSha256={null}
          filename={null}
        />
      </ul>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

const FILE_COLUMNS: Column<PackageFile>[] = [
  { key: 'format', header: 'Format', cell: (f) => known(f.format, KNOWN_FORMATS) },
  { key: 'compression', header: 'Compression', cell: (f) => known(f.compression, ['gzip']) ?? 'none' },
  {
    key: 'bytes',
    header: 'Bytes',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (f) => <span title={formatBytes(f.bytes)}>{f.bytes.toLocaleString()}</span>,
  },
  {
    key: 'sha256',
    header: 'sha256',
    className: 'min-w-64 font-mono text-xs break-all',
    cell: (f) => f.sha256,
  },
  {
    key: 'file',
    header: 'File name',
    className: 'font-mono text-xs whitespace-nowrap',
    cell: (f) => <OrAbsent value={f.filename} />,
  },
];

function FilesTable({ files }: { files: PackageFile[] }) {
  return (
    <DataTable
      caption="Files in this package"
      captionHidden
      columns={FILE_COLUMNS}
      rows={files}
      rowKey={(f) => `${f.format}-${f.sha256}`}
      empty="The manifest lists no files."
      boxed
      shadedHeader
      density="compact"
      tableClassName="min-w-full"
    />
  );
}
