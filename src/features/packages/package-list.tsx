import { Link } from 'react-router-dom';
import type { HistoryPackage } from '../../../contract/packages';
import { OrAbsent } from '../../components/absent-value';
import { formatBytes } from '../../lib/format-bytes';
import { countLabels, type PackageKind } from './package-kinds';

interface PackageListProps {
  kind: PackageKind;
  packages: HistoryPackage[];
  selected: string | null;
  /** The shareable URL that opens a period's manifest. */
  hrefFor: (period: string) => string;
}

/** The ready periods, newest first; each links to its manifest (`?period=`). */
export function PackageList({ kind, packages, selected, hrefFor }: PackageListProps) {
  const labels = countLabels(kind);
  return (
    <ul aria-label="Ready packages" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {packages.map((p) => {
        const current = p.period === selected;
        const bytes = p.files.reduce((sum, f) => sum + f.bytes, 0);
        return (
          <li key={p.period} data-testid="package-row">
            <Link
              to={hrefFor(p.period)}
              aria-current={current ? 'true' : undefined}
              className={`block rounded-lg border p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-900 ${
                current
                  ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
                  : 'border-slate-200 dark:border-slate-800'
              }`}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold">{p.period}</span>
                <span className="text-xs text-slate-700 dark:text-slate-300">
                  {p.status === 'ready' ? 'Ready' : 'unknown'} · {formatBytes(bytes)}
                </span>
              </span>
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                {labels.matches}: <OrAbsent value={p.match_count}>{p.match_count?.toLocaleString()}</OrAbsent>{' '}
                · {labels.rows}: <OrAbsent value={p.row_count}>{p.row_count?.toLocaleString()}</OrAbsent>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
