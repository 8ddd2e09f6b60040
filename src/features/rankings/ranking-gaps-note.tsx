import { dayText } from '../../lib/day-text';
import type { RankingsCoverageRead } from '../../lib/rankings-coverage';

interface Props {
  system: string;
  systemLabel: string;
  asOf: string | null;
  coverage: RankingsCoverageRead;
  empty: boolean;
}

/**
 * Says which published week is shown and why it can differ from the date asked for: a listing reads
 * the newest week at or before `as_of`, so a date inside a gap shows the last week before the gap.
 */
export function RankingGapsNote({ system, systemLabel, asOf, coverage, empty }: Props) {
  const spans = coverage.missing_spans?.[system] ?? [];
  const oldest = coverage.oldest_available?.[system] ?? null;
  const week = coverage.effective_date ?? null;
  const inGap = asOf ? spans.find((s) => asOf >= s.from && asOf <= s.to) : undefined;
  const lines: string[] = [];
  if (week) lines.push(`Showing the ${systemLabel} table published for the week of ${dayText(week)}.`);
  if (asOf && inGap && week)
    lines.push(
      `There is no table for ${dayText(asOf)}: the data has no ${systemLabel} lists from ${dayText(inGap.from)} to ${dayText(inGap.to)}, so this is the last list before that date.`,
    );
  else if (asOf && week && week < asOf)
    lines.push(`It is the newest list published on or before ${dayText(asOf)}.`);
  if (empty && oldest && asOf && asOf < oldest)
    lines.push(`The ${systemLabel} lists in the data begin on ${dayText(oldest)}.`);
  else if (empty && oldest === null) lines.push(`The service holds no ${systemLabel} tables.`);
  if (lines.length === 0 && spans.length === 0) return null;
  return (
    <div data-testid="ranking-gaps" className="grid gap-1 text-sm text-slate-700 dark:text-slate-300">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {spans.length > 0 && (
        // Sixteen ATP gaps (most in the 1970s) would push the table down: listed on request.
        <details>
          <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-indigo-600">
            Weeks with no {systemLabel} list in the data ({spans.length}): nothing is shown for them
          </summary>
          <ul className="mt-1 grid list-disc gap-0.5 pl-5 tabular-nums">
            {spans.map((s) => (
              <li key={s.from}>
                {dayText(s.from)} to {dayText(s.to)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
