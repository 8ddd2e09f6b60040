import type { HeadToHead } from '../../../contract/h2h';
import { FoldOnPhone } from '../../components/fold-on-phone';
import { ViewEmpty } from '../../components/view-states';
import { chartedMatch } from '../../lib/charted-match';
import { ROUND_WORDS } from '../../lib/vocabulary';
import { useChartedMatches } from '../../queries/use-charted-matches';
import { H2hMeetingFilters } from './h2h-meeting-filters';
import { H2hMeetings, type MeetingLinks } from './h2h-meetings';
import { readH2hMeta } from './h2h-meta';
import { H2hOutcomeSelect } from './h2h-outcome-select';
import { filterMeetings, type Meeting, type OutcomeFilter, outcomeDetail } from './h2h-outcomes';
import { H2hStats } from './h2h-stats';
import { H2hTotals } from './h2h-totals';
import { filterByMeeting, hasMeetingFilter, LEVEL_WORDS, type MeetingFilters } from './meeting-filters';
import { archiveTapeCandidate, meetingDay, meetingResultHref, meetingTapeHref } from './meeting-links';
import { useMeetingTapes } from './use-meeting-tapes';

interface Props {
  h2h: HeadToHead;
  outcome: OutcomeFilter;
  onOutcome: (value: OutcomeFilter) => void;
  filters: MeetingFilters;
  onFilter: (key: keyof MeetingFilters, value: string) => void;
}

const SURFACES: Record<string, string> = { hard: 'hard', clay: 'clay', grass: 'grass', carpet: 'carpet' };

/** "On clay · Grand Slams · Final": what the filtered count covers. */
function filterWords(f: MeetingFilters): string {
  return [
    f.surface ? `On ${SURFACES[f.surface] ?? f.surface}` : null,
    f.level ? (LEVEL_WORDS[f.level] ?? f.level) : null,
    f.round ? (ROUND_WORDS[f.round] ?? f.round) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A resolved pairing: totals, notes from `meta`, the filtered meetings and the ULTRA statistics. */
export function H2hResult({ h2h, outcome, onOutcome, filters, onFilter }: Props) {
  const players = h2h.players;
  const charted = useChartedMatches(players?.p1.name);
  const tapes = useMeetingTapes(players ? h2h.meetings : []);
  if (!players) return null;
  const names = { p1: players.p1.name, p2: players.p2.name };
  const meta = readH2hMeta(h2h);
  // Surface, level and round narrow the count too (an analyst asks "on clay?"); the outcome choice
  // only hides rows, since the count already leaves walkovers out.
  const filtered = hasMeetingFilter(filters);
  const selected = filterByMeeting(h2h.meetings, filters);
  const shown = filterMeetings(selected, outcome);
  const listed = selected.length;
  const replays = meta.replays_of_archived_meetings ?? 0;
  const capped = meta.meetings_cap !== undefined && listed >= meta.meetings_cap;
  const links = (m: Meeting): MeetingLinks => {
    const chart = charted.length > 0 ? chartedMatch(m, names.p2, charted) : null;
    return {
      result: meetingResultHref(m),
      tape: meetingTapeHref(m, tapes.check(m)),
      charting: chart?.id ?? null,
      day: meetingDay(m, chart),
    };
  };
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">
        {names.p1} v {names.p2}
      </h2>
      {/* Folded on a phone so the first meeting is on the first screen; its line names a filter in use. */}
      <FoldOnPhone
        summary={filtered ? `Filters: ${filterWords(filters)}` : 'Filter by surface, level or round'}
      >
        <H2hMeetingFilters meetings={h2h.meetings} value={filters} onChange={onFilter} />
      </FoldOnPhone>
      <H2hTotals
        meetings={selected}
        totals={h2h.totals}
        capped={capped && !filtered}
        names={names}
        scope={filtered ? filterWords(filters) : null}
      />
      {replays > 0 && (
        <p data-testid="h2h-replays-note" className="text-sm text-slate-700 dark:text-slate-300">
          {replays} of the service’s replayed matches between them{' '}
          {replays === 1 ? 'is a replay' : 'are replays'} of a meeting the archive already holds, so{' '}
          {replays === 1 ? 'it is' : 'they are'} counted once, as the archive result.
        </p>
      )}
      <section aria-labelledby="h2h-meetings-heading" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="h2h-meetings-heading" className="text-base font-semibold">
            Meetings
          </h2>
          <H2hOutcomeSelect value={outcome} onChange={onOutcome} />
        </div>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Showing {shown.length} of {listed} {filtered ? 'matching' : 'listed'} meeting
          {listed === 1 ? '' : 's'}
          {outcomeDetail(outcome) ? `, those ${outcomeDetail(outcome)}` : ''}, newest first.
          {capped
            ? ` The service lists the newest ${meta.meetings_cap}; the totals cover every meeting.`
            : ''}
        </p>
        {shown.length === 0 ? (
          <ViewEmpty>{listed === 0 ? 'They have never met.' : 'No meeting matches this filter.'}</ViewEmpty>
        ) : (
          <H2hMeetings meetings={shown} names={names} links={links} />
        )}
        {!tapes.verified && shown.some((m) => archiveTapeCandidate(m) !== null) && (
          <p data-testid="h2h-tape-note" className="text-sm text-slate-700 dark:text-slate-300">
            Tapes of 2013–2022 meetings open with an ULTRA key or a History plan, and not every one of those
            meetings was recorded point by point: a tape link says so when there is none.
          </p>
        )}
      </section>
      <H2hStats stats={h2h.stats ?? null} names={names} />
    </div>
  );
}
