import { AbsentValue, OrAbsent } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { type Meeting, outcomeLabel } from './h2h-outcomes';

const ERA_LABELS: Record<string, string> = { archive: 'Archive', current: '2023 on' };
const SURFACE_LABELS: Record<string, string> = {
  hard: 'Hard',
  clay: 'Clay',
  grass: 'Grass',
  carpet: 'Carpet',
};

const surfaceLabel = (s: string | null | undefined) => (s ? (SURFACE_LABELS[s] ?? 'unknown') : null);

interface Props {
  meetings: readonly Meeting[];
  names: { p1: string; p2: string };
}

function Winner({ winner, names }: { winner: Meeting['winner']; names: Props['names'] }) {
  // A null winner is an undecided meeting (not counted in the totals), never a guess.
  if (winner === null) return <AbsentValue />;
  return <>{winner === 1 ? names.p1 : names.p2}</>;
}

/** The meetings, newest first; wide, so it scrolls inside its own box on small screens. */
export function H2hMeetings({ meetings, names }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">
          Meetings of {names.p1} and {names.p2}, newest first
        </caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {['Date', 'Event', 'Surface', 'Round', 'Score', 'Winner', 'Outcome'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {meetings.map((m, i) => (
            <tr
              // Archive and current ids are separate id spaces; the era keeps keys apart.
              key={`${m.era}-${m.archive_match_id ?? m.match_id ?? i}`}
              data-testid="h2h-meeting"
              className="border-t border-slate-200 dark:border-slate-800"
            >
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                <OrAbsent value={m.date}>
                  <time dateTime={m.date ?? undefined}>{m.date}</time>
                </OrAbsent>
              </td>
              <td className="px-3 py-2">
                <OrAbsent value={m.tournament} /> <Badge>{ERA_LABELS[m.era] ?? 'unknown'}</Badge>
              </td>
              <td className="px-3 py-2">
                <OrAbsent value={surfaceLabel(m.surface)} />
              </td>
              <td className="px-3 py-2">
                <OrAbsent value={m.round ?? m.round_code} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                <OrAbsent value={m.score} />
              </td>
              <td className="px-3 py-2">
                <Winner winner={m.winner} names={names} />
              </td>
              <td className="px-3 py-2">
                <OrAbsent value={outcomeLabel(m.outcome)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
