import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { ArchivePlayerList } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';
import { formatCount, formatEventDate, tourLabel } from './archive-labels';

type Bios = z.infer<typeof ArchivePlayerList>;

interface ArchivePlayerBiosProps {
  list: Bios;
  /** The link to a player's career section (keeps the search in the URL). */
  careerHref: (name: string) => string;
}

type Bio = Bios['data'][number];

const link =
  'rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

/** Where the service says weekly rankings are missing, e.g. "ATP 1968–1973, WTA 1968–1984". */
function missingDecades(meta: Bios['meta']): string | null {
  const basis = (meta as Record<string, unknown>).career_high_basis as
    | { weeks_unavailable?: { tour?: string; from?: string; to?: string }[] }
    | undefined;
  const spans = basis?.weeks_unavailable ?? [];
  const parts = spans
    .filter((s) => s.from && s.to)
    .map((s) => `${tourLabel(s.tour) ?? ''} ${s.from?.slice(0, 4)}–${s.to?.slice(0, 4)}`.trim());
  return parts.length ? parts.join(', ') : null;
}

/** Archive bios with career-high rank and the week first reached; an unknown high is absent, not unranked. */
export function ArchivePlayerBios({ list, careerHref }: ArchivePlayerBiosProps) {
  const anyMissing = list.data.some((p) => p.career_high_rank === null);
  const gaps = missingDecades(list.meta);
  const columns: Column<Bio>[] = [
    {
      key: 'player',
      header: 'Player',
      rowHeader: true,
      className: 'font-medium',
      cell: (p) =>
        p.name ? (
          <Link to={careerHref(p.name)} className={link}>
            {p.name}
          </Link>
        ) : (
          <AbsentValue />
        ),
    },
    { key: 'tour', header: 'Tour', cell: (p) => tourLabel(p.tour) ?? <AbsentValue /> },
    {
      key: 'country',
      header: 'Country',
      hideBelow: 'sm',
      cell: (p) => (p.country ? p.country.toUpperCase() : <AbsentValue />),
    },
    {
      key: 'high',
      header: 'Career high',
      cell: (p) => (p.career_high_rank === null ? <AbsentValue /> : `#${p.career_high_rank}`),
    },
    {
      key: 'reached',
      header: 'First reached',
      hideBelow: 'sm',
      cell: (p) => formatEventDate(p.career_high_date) ?? <AbsentValue />,
    },
    {
      key: 'results',
      header: 'Archive results',
      className: 'tabular-nums',
      hideBelow: 'md',
      cell: (p) => {
        const matches = (p as Record<string, unknown>).archive_matches;
        return typeof matches === 'number' ? formatCount(matches) : <AbsentValue />;
      },
    },
  ];
  return (
    <div className="grid gap-2">
      {anyMissing ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The ranking lists held do not cover every year{gaps ? ` (none for ${gaps})` : ''}, so a player
          ranked only then, or never ranked, shows no career high here: unknown, not unranked.
        </p>
      ) : null}
      <DataTable
        caption="Archive players"
        captionHidden
        columns={columns}
        rows={list.data}
        rowKey={(p) => String(p.id)}
        rowProps={() => ({ 'data-testid': 'archive-player' })}
        shadedHeader
        tableClassName="w-full sm:min-w-[40rem]"
      />
    </div>
  );
}
