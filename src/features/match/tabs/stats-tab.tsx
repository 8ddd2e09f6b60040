import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import type { MatchStatistics } from '../../../../contract/statistics';
import { Badge } from '../../../components/badge';
import { VocabText } from '../../../components/vocab-text';
import { ageLabel } from '../../../lib/match-labels';
import { vocabWords } from '../../../lib/vocabulary';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';
import { StatCompare } from '../stats/stat-compare';
import { DERIVED_LINES, MEASURED_LINES, type StatLine } from '../stats/stat-lines';

type Family = MatchStatistics['freshness']['derived'];

const COVERAGE: Record<string, string> = {
  live: 'live',
  final: 'final',
  stale: 'stale',
  none: 'none',
  diverged: 'diverged',
};

function CoverageBadge({ family }: { family: Family }) {
  const age = ageLabel(family.age_seconds);
  const tone = family.coverage === 'live' || family.coverage === 'final' ? 'neutral' : 'warning';
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={tone}>
        Coverage: <VocabText words={vocabWords(family.coverage, COVERAGE)} />
      </Badge>
      {age && <Badge>{age} old</Badge>}
    </span>
  );
}

function FamilyPanel({
  title,
  about,
  family,
  lines,
  p1,
  p2,
  names,
  note,
}: {
  title: string;
  about: string;
  family: Family;
  lines: StatLine[];
  p1: Record<string, unknown> | undefined;
  p2: Record<string, unknown> | undefined;
  names: [string, string];
  note?: string | null;
}) {
  // A statistic neither side has is not part of this family here: list it once instead of a row of blanks.
  const absent = (l: StatLine) => l.read(p1).value === null && l.read(p2).value === null;
  const shown = lines.filter((l) => !absent(l));
  const missing = lines.filter(absent);
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <CoverageBadge family={family} />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{about}</p>
      {note && <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">{note}</p>}
      <div className="mt-2 grid grid-cols-2 gap-2 text-xs font-semibold">
        <span className="truncate">{names[0]}</span>
        <span className="truncate text-right">{names[1]}</span>
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {shown.map((line) => (
          <StatCompare key={line.key} line={line} p1={p1} p2={p2} testId={`${title}-${line.key}`} />
        ))}
      </ul>
      {missing.length > 0 && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          Not given for this match: {missing.map((l) => l.label).join(', ')}.
        </p>
      )}
    </section>
  );
}

/** Why the two families disagree, in words: they count different things at different times. */
function whyTheyDiffer(stats: MatchStatistics): string {
  const tb = stats.tiebreak_games_excluded;
  const left = tb > 0 ? ` (${tb} tiebreak ${tb === 1 ? 'game' : 'games'} left out here)` : '';
  return (
    `Two sources, shown side by side and never mixed. “From the points” is worked out from the point-by-point record and leaves out tiebreak games${left}. ` +
    '“Measured” is the statistics feed’s own count: it includes tiebreaks, is updated on its own clock and lacks some figures. So the same statistic can differ between the two.'
  );
}

/** Stats: the derived family (rebuilt from points) and the measured one (counted upstream), side by side. */
export function StatsTab({ match }: { match: MatchDetail }) {
  const query = useQuery(matchTabQueries.statistics(match.id));
  const names: [string, string] = [match.players.p1.name, match.players.p2.name];
  return (
    <QueryPane query={query} tab="stats" what="Statistics">
      {(stats) => {
        if (stats.players === null || stats.coverage === 'none') {
          return <PaneEmpty>{stats.detail ?? 'No statistics are available for this match.'}</PaneEmpty>;
        }
        const { p1, p2 } = stats.players;
        const divergence = stats.freshness.measured_divergence;
        return (
          <div className="grid gap-4">
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="stats-why">
              {whyTheyDiffer(stats)}
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              <FamilyPanel
                title="Derived"
                about="From the points, tiebreak games left out."
                family={stats.freshness.derived}
                lines={DERIVED_LINES}
                p1={p1}
                p2={p2}
                names={names}
              />
              <FamilyPanel
                title="Measured"
                about="Counted by the statistics feed, tiebreaks included."
                family={stats.freshness.measured}
                lines={MEASURED_LINES}
                p1={p1.measured}
                p2={p2.measured}
                names={names}
                note={
                  divergence
                    ? (divergence.detail ?? 'Measured values were withheld: they disagree with the score.')
                    : null
                }
              />
            </div>
          </div>
        );
      }}
    </QueryPane>
  );
}
