import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { ArchivePlayerList } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { formatCount, formatEventDate, tourLabel } from './archive-labels';

type Bios = z.infer<typeof ArchivePlayerList>;

interface ArchivePlayerBiosProps {
  list: Bios;
  /** The link to a player's career section (keeps the search in the URL). */
  careerHref: (name: string) => string;
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide';
const td = 'px-3 py-2';

/** Where the service says weekly rankings are missing, e.g. "ATP 1980–2023, WTA 1990–2023". */
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
  return (
    <div className="grid gap-2">
      {anyMissing ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Official rankings are missing for some decades{gaps ? ` (${gaps})` : ''}, so a player ranked only
          then shows no career high here: unknown, not unranked.
        </p>
      ) : null}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Archive players</caption>
          <thead className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className={th}>
                Player
              </th>
              <th scope="col" className={th}>
                Tour
              </th>
              <th scope="col" className={th}>
                Country
              </th>
              <th scope="col" className={th}>
                Career high
              </th>
              <th scope="col" className={th}>
                First reached
              </th>
              <th scope="col" className={th}>
                Archive results
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((p) => {
              const matches = (p as Record<string, unknown>).archive_matches;
              return (
                <tr
                  key={p.id}
                  data-testid="archive-player"
                  className="border-t border-slate-200 dark:border-slate-800"
                >
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {p.name ? (
                      <Link
                        to={careerHref(p.name)}
                        className="rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200"
                      >
                        {p.name}
                      </Link>
                    ) : (
                      <AbsentValue />
                    )}
                  </th>
                  <td className={td}>{tourLabel(p.tour) ?? <AbsentValue />}</td>
                  <td className={td}>{p.country ? p.country.toUpperCase() : <AbsentValue />}</td>
                  <td className={td}>
                    {p.career_high_rank === null ? <AbsentValue /> : `#${p.career_high_rank}`}
                  </td>
                  <td className={td}>{formatEventDate(p.career_high_date) ?? <AbsentValue />}</td>
                  <td className={`${td} tabular-nums`}>
                    {typeof matches === 'number' ? formatCount(matches) : <AbsentValue />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
