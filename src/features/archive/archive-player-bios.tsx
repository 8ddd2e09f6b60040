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

type Span = { tour?: string; from?: string; to?: string };

function basisOf(meta: Bios['meta']): { available: Span[]; unavailable: Span[] } {
  const basis = (meta as Record<string, unknown>).career_high_basis as
    | { weeks_available?: Span[]; weeks_unavailable?: Span[] }
    | undefined;
  return { available: basis?.weeks_available ?? [], unavailable: basis?.weeks_unavailable ?? [] };
}

/**
 * Where the service says weekly rankings are missing, to the day: "WTA 1 Jan 1968 to 1 Jan 1984".
 * Years alone read wrong at the edges (that span ends the day before the first WTA list, 2 Jan 1984).
 */
export function missingSpans(meta: Bios['meta']): string | null {
  const parts = basisOf(meta)
    .unavailable.filter((s) => s.from && s.to)
    .map((s) => `${tourLabel(s.tour) ?? ''} ${formatEventDate(s.from)} to ${formatEventDate(s.to)}`.trim());
  return parts.length ? parts.join(', ') : null;
}

/**
 * The week a career high was first reached, or "by" that week when it is the first list the data
 * holds for the tour: the player may have reached it before (Navratilova was No. 1 from 1978; the WTA
 * lists held begin on 2 Jan 1984).
 */
export function firstReachedText(
  meta: Bios['meta'],
  tour: string | null | undefined,
  date: string | null | undefined,
) {
  const day = formatEventDate(date);
  if (!day) return null;
  const first = basisOf(meta).available.find((s) => s.tour === tour)?.from;
  return first === date ? `by ${day} (first list held)` : day;
}

/** Archive bios with career-high rank and the week first reached; an unknown high is absent, not unranked. */
export function ArchivePlayerBios({ list, careerHref }: ArchivePlayerBiosProps) {
  const gapsMatter = list.data.some(
    (p) =>
      p.career_high_rank === null ||
      firstReachedText(list.meta, p.tour, p.career_high_date)?.startsWith('by '),
  );
  const gaps = missingSpans(list.meta);
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
      cell: (p) => firstReachedText(list.meta, p.tour, p.career_high_date) ?? <AbsentValue />,
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
      {gapsMatter ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The ranking lists held do not cover every year{gaps ? ` (none for ${gaps})` : ''}, so a player
          ranked only then, or never ranked, shows no career high here: unknown, not unranked; a high first
          reached on the first list held may be older, so it reads “by” that week.
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
