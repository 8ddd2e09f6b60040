import { utcTitle } from '../../lib/local-time';
import { matchQueries } from '../../queries/match-queries';
import { usePlannedQuery } from '../../queries/view-hooks';
import { dayAndTime } from './day-and-time';
import { nextTournaments } from './next-tournaments';
import { TournamentCardList } from './tournament-card-list';

const MINUTE = 60_000;
// The slate's own upcoming read (same key, same pace): a fan coming from the slate spends nothing
// here, and on a FREE key the one plan reads it, never this page on its own.
const UPCOMING = { status: 'upcoming', limit: 10 } as const;
const UPCOMING_PACE = { freeEveryMs: 240 * MINUTE, paidEveryMs: MINUTE };

/** Tournaments whose next matches start soon, soonest first, each with the date and time of its first. */
export function StartingNext({ playing }: { playing: ReadonlySet<string> }) {
  const query = usePlannedQuery(
    { ...matchQueries.list(UPCOMING), staleTime: MINUTE, retry: false },
    UPCOMING_PACE,
  );
  const next = nextTournaments(query.data?.data ?? [], playing);
  if (next.length === 0) return null;
  return (
    <TournamentCardList
      headingId="starting-next"
      title="Starting next"
      testId="next-tournament"
      items={next}
      detail={(t) => (
        <>
          Next match{' '}
          <time dateTime={t.first} title={utcTitle(t.first)}>
            {dayAndTime(t.first)}
          </time>
        </>
      )}
    />
  );
}
