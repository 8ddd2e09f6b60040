import { Link } from 'react-router-dom';
import { setScoreText } from '../../../contract/final-score';
import { LocalTimeText } from '../../components/local-time-text';
import type { DrawMatch, DrawSide } from './draw-model';

const STATUS_WORDS: Partial<Record<DrawMatch['status'], string>> = {
  retired: 'Ret.',
  walkover: 'W.O.',
  default: 'Def.',
  live: 'Live',
};

function SideLine({ match, index }: { match: DrawMatch; index: 0 | 1 }) {
  const s: DrawSide = match.sides[index];
  const won = match.winner === index;
  const lost = match.winner !== null && !won;
  // The mark goes beside the side that stopped (the loser of a retirement or walkover).
  const mark = lost ? STATUS_WORDS[match.status] : undefined;
  return (
    <div
      className={`flex min-w-0 items-baseline gap-2 px-2 py-1 ${won ? 'font-semibold text-slate-950 dark:text-white' : 'text-slate-700 dark:text-slate-300'}`}
    >
      <span className="w-5 shrink-0 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">
        {s.seed ?? (s.entry ? s.entry : '')}
      </span>
      {/* Wraps to a second line rather than cut: a long name with five sets overflowed a 1440 px column. */}
      <span className="min-w-0 flex-1 break-words" data-testid="draw-side-name">
        {s.name ?? 'To be decided'}
        {s.country ? (
          <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">{s.country}</span>
        ) : null}
      </span>
      {won ? (
        <span role="img" aria-label="winner" className="text-emerald-700 dark:text-emerald-400">
          ✓
        </span>
      ) : null}
      {mark ? <span className="text-xs font-medium text-amber-800 dark:text-amber-300">{mark}</span> : null}
      <span className="flex shrink-0 gap-1.5 tabular-nums">
        {match.sets.map((set, i) => {
          const own = set.games[index];
          const other = set.games[index === 0 ? 1 : 0];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sets are in play order and never re-sorted.
            <span key={i} className={`w-4 text-right ${own > other ? 'font-semibold' : 'font-normal'}`}>
              {own}
              {set.tiebreak !== null && own < other ? (
                <sup className="text-[0.65em]">{set.tiebreak}</sup>
              ) : null}
            </span>
          );
        })}
      </span>
    </div>
  );
}

/** A draw match for screen readers: "Federer (seed 1) beat Nadal (seed 2), 6–4, 7–6(5)". */
function matchSummary(m: DrawMatch): string {
  const who = (s: DrawSide) => `${s.name ?? 'to be decided'}${s.seed ? ` (seed ${s.seed})` : ''}`;
  const score = m.sets.map(setScoreText).join(', ');
  const end =
    m.status === 'retired'
      ? ', retired'
      : m.status === 'walkover'
        ? ', walkover'
        : m.status === 'default'
          ? ', default'
          : '';
  if (m.winner === null) return `${who(m.sides[0])} against ${who(m.sides[1])}${score ? `, ${score}` : ''}`;
  return `${who(m.sides[m.winner])} beat ${who(m.sides[m.winner === 0 ? 1 : 0])}${score ? `, ${score}` : ''}${end}`;
}

/** One match box of the bracket: two lines, seeds, set scores with tiebreak superscripts, the winner ticked. */
export function DrawMatchCard({ match }: { match: DrawMatch }) {
  const body = (
    <>
      <SideLine match={match} index={0} />
      <div className="border-t border-slate-200 dark:border-slate-700" />
      <SideLine match={match} index={1} />
      {match.status === 'live' || match.scheduled ? (
        <p className="px-2 pb-1 text-xs text-slate-600 dark:text-slate-400">
          {match.status === 'live' ? (
            <span className="font-semibold text-rose-700 dark:text-rose-300">Live</span>
          ) : (
            <LocalTimeText iso={match.scheduled} />
          )}
        </p>
      ) : null}
    </>
  );
  const box =
    'block w-full min-w-0 rounded-md border border-slate-300 bg-white text-sm dark:border-slate-700 dark:bg-slate-900';
  return (
    <li data-testid="draw-match" className="min-w-0">
      {match.href ? (
        <Link
          to={match.href}
          aria-label={matchSummary(match)}
          className={`${box} hover:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
        >
          {body}
        </Link>
      ) : (
        <div className={box}>
          <span className="sr-only">{matchSummary(match)}</span>
          <div aria-hidden="true">{body}</div>
        </div>
      )}
    </li>
  );
}
