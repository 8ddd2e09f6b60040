import { Link } from 'react-router-dom';
import { finalScoreParts, publishedScore } from '../../../contract/final-score';
import { AbsentValue, OrAbsent } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';
import { UnbrokenParts } from '../../components/unbroken-parts';
import { VocabText } from '../../components/vocab-text';
import { dayText } from '../../lib/day-text';
import { roundWords } from '../../lib/vocabulary';
import { type Meeting, outcomeLabel } from './h2h-outcomes';
import type { MeetingDay } from './meeting-links';
import { roundOf } from './meeting-filters';
import { meetingSource } from './meeting-source';

const SURFACE_LABELS: Record<string, string> = {
  hard: 'Hard',
  clay: 'Clay',
  grass: 'Grass',
  carpet: 'Carpet',
};

const surfaceLabel = (s: string | null | undefined) => (s ? (SURFACE_LABELS[s] ?? 'unknown') : null);

const LINK =
  'rounded font-medium text-indigo-800 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200';

/** Where a meeting leads: each null when the data holds no such page, so no dead link is offered. */
export interface MeetingLinks {
  result: string | null;
  tape: string | null;
  /** The charted match's id (ULTRA's charting read). */
  charting: number | null;
  day: MeetingDay | null;
}

interface Props {
  meetings: readonly Meeting[];
  names: { p1: string; p2: string };
  links: (m: Meeting) => MeetingLinks;
}

/** The meeting's day, or its event's week where the archive holds no match day ("week of …"). */
function DayCell({ day }: { day: MeetingDay | null }) {
  if (!day) return <AbsentValue />;
  const time = <time dateTime={day.day}>{dayText(day.day)}</time>;
  if (day.basis === 'match') return time;
  return <span title="The results files date a match by the first day of its event">week of {time}</span>;
}

function Winner({ winner, names }: { winner: Meeting['winner']; names: Props['names'] }) {
  // A null winner is an undecided meeting (not counted in the totals), never a guess.
  if (winner === null) return <AbsentValue />;
  return <>{winner === 1 ? names.p1 : names.p2}</>;
}

/** The meetings, newest first; a phone folds surface, round and outcome under the date. */
export function H2hMeetings({ meetings, names, links }: Props) {
  // On a 360 px phone the row keeps event, score and winner; date, surface, round and outcome fold
  // under the event, and a long score wraps between sets rather than pushing the winner off-screen.
  const columns: Column<Meeting>[] = [
    {
      key: 'event',
      header: 'Event',
      cell: (m) => {
        const { result, tape, charting, day } = links(m);
        // Screen readers list links out of their rows: each says which meeting it opens.
        const which = [
          m.tournament ?? 'the meeting',
          roundWords(roundOf(m))?.text,
          day ? dayText(day.day) : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <>
            {result ? (
              <Link to={result} className={LINK}>
                <OrAbsent value={m.tournament} />
              </Link>
            ) : (
              <OrAbsent value={m.tournament} />
            )}
            {/* Its own line under the event: the source in plain words (not a capitals badge), then the links. */}
            <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
              <span data-testid="meeting-source" className="text-xs text-slate-600 dark:text-slate-400">
                {meetingSource(m)}
              </span>
              {tape ? (
                <Link to={tape} className={`${LINK} text-sm`} aria-label={`Tape of ${which}`}>
                  Tape
                </Link>
              ) : null}
              {charting !== null ? (
                <Link
                  to={`/charting/matches/${charting}`}
                  className={`${LINK} text-sm`}
                  aria-label={`Charting of ${which}`}
                >
                  Charting
                </Link>
              ) : null}
            </span>
          </>
        );
      },
    },
    {
      key: 'date',
      header: 'Date',
      hideBelow: 'sm',
      className: 'whitespace-nowrap tabular-nums',
      cell: (m) => <DayCell day={links(m).day} />,
    },
    {
      key: 'surface',
      header: 'Surface',
      hideBelow: 'md',
      cell: (m) => <OrAbsent value={surfaceLabel(m.surface)} />,
    },
    {
      key: 'round',
      header: 'Round',
      hideBelow: 'md',
      cell: (m) => {
        const words = roundWords(roundOf(m));
        return words ? <VocabText words={words} /> : <AbsentValue />;
      },
    },
    {
      key: 'score',
      header: 'Score',
      className: 'tabular-nums',
      cell: (m) => {
        const score = publishedScore(m.score, m.outcome);
        return score ? <UnbrokenParts parts={finalScoreParts(score)} /> : <AbsentValue />;
      },
    },
    { key: 'winner', header: 'Winner', cell: (m) => <Winner winner={m.winner} names={names} /> },
    {
      key: 'outcome',
      header: 'Outcome',
      hideBelow: 'sm',
      // A phone card says how a meeting ended only when it was not played out.
      foldIf: (m) => m.outcome !== 'completed',
      cell: (m) => <OrAbsent value={outcomeLabel(m.outcome)} />,
    },
  ];
  return (
    <DataTable
      caption={`Meetings of ${names.p1} and ${names.p2}, newest first`}
      captionHidden
      label="Meetings"
      columns={columns}
      rows={meetings}
      // Archive and current ids are separate id spaces; the era keeps keys apart.
      rowKey={(m, i) => `${m.era}-${m.archive_match_id ?? m.match_id ?? i}`}
      rowProps={() => ({ 'data-testid': 'h2h-meeting' })}
      fold
      boxed
      shadedHeader
      tableClassName="w-full md:min-w-[44rem]"
    />
  );
}
