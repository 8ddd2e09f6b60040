import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import { LocalTimeText } from '../../../components/local-time-text';
import { VocabText } from '../../../components/vocab-text';
import { ageLabel } from '../../../lib/match-labels';
import { vocabWords } from '../../../lib/vocabulary';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';
import { ScoreLine } from '../scoreboard/score-line';

const TYPES: Record<string, string> = {
  medical_timeout_start: 'Medical timeout',
  medical_timeout_end: 'Medical timeout over',
  trainer_called: 'Trainer called',
  trainer_called_end: 'Trainer left',
  toilet_break_start: 'Toilet break',
  toilet_break_end: 'Toilet break over',
  stoppage_start: 'Play stopped',
  stoppage_end: 'Play resumed',
  pause_start: 'Pause',
  pause_end: 'Pause over',
};

/** Events: stoppages, treatments and pauses, newest first, on a vertical timeline. */
export function EventsTab({ match }: { match: MatchDetail }) {
  const query = useQuery(matchTabQueries.events(match.id, { limit: 100 }));
  const name = (side: 1 | 2 | null) =>
    side === 1 ? match.players.p1.name : side === 2 ? match.players.p2.name : null;
  return (
    <QueryPane query={query} tab="events" what="Events">
      {(list) =>
        list.data.length === 0 ? (
          <PaneEmpty>No stoppages or pauses in this match.</PaneEmpty>
        ) : (
          <ol className="grid gap-3 border-l-2 border-slate-300 pl-4 dark:border-slate-700">
            {list.data.map((e, i) => {
              const duration = ageLabel(e.duration_seconds);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: match events carry no id; order is the service's.
                <li key={`${e.at}-${e.type}-${i}`} data-testid="match-event" className="grid gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    <VocabText words={vocabWords(e.type, TYPES)} />
                    {name(e.player) && <span className="font-normal">· {name(e.player)}</span>}
                    {e.basis === 'inferred' && (
                      <span
                        className="text-xs font-normal text-slate-700 dark:text-slate-300"
                        title="Worked out from the gaps between points; not reported by the umpire"
                      >
                        (from point times)
                      </span>
                    )}
                  </span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">
                    <LocalTimeText iso={e.at} />
                    {e.reason ? ` · ${e.reason}` : ''}
                    {duration ? ` · lasted ${duration}` : ''}
                  </span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">
                    <ScoreLine score={e.score} />
                  </span>
                </li>
              );
            })}
          </ol>
        )
      }
    </QueryPane>
  );
}
