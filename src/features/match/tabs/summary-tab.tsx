import type { ReactNode } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { AbsentValue } from '../../../components/absent-value';
import { LocalTimeText } from '../../../components/local-time-text';
import { countryLabel } from '../../../lib/match-labels';
import {
  drawFact,
  eventFact,
  type Fact,
  formatFact,
  roundFact,
  statusFact,
  surfaceFact,
} from './summary-facts';

// The tab every key can see (the match and its score are FREE reads the page has already made): the
// set-by-set score a fan looks for first, as on a score app's match page, and the match's facts.
// It asks for nothing of its own, so opening it spends no request.

type Side = 1 | 2;

function FactText({ fact }: { fact: Fact | null }) {
  if (fact === null) return <AbsentValue />;
  return <span title={fact.raw ? `Sent as “${fact.raw}”` : undefined}>{fact.text}</span>;
}

function SetCell({
  own,
  other,
  current,
}: {
  own: number | undefined;
  other: number | undefined;
  current: boolean;
}) {
  if (own === undefined) return <td className="px-2 text-center" />;
  const won = !current && other !== undefined && own > other;
  return (
    <td className={`px-2 text-center tabular-nums ${won ? 'font-bold' : ''}`} data-testid="summary-set-games">
      {own}
    </td>
  );
}

function SideRow({
  match,
  score,
  side,
  sets,
}: {
  match: MatchDetail;
  score: Score | null;
  side: Side;
  sets: number;
}) {
  const player = side === 1 ? match.players.p1 : match.players.p2;
  const games = score?.games ?? null;
  const live = match.status === 'live';
  const country = countryLabel(player.country);
  return (
    <tr>
      <th scope="row" className="w-full max-w-0 py-1 pr-2 text-left font-medium">
        <span className="flex min-w-0 items-center gap-2">
          <span className="inline-flex w-3 shrink-0 justify-center">
            {live && score?.server === side && (
              <span className="size-2 rounded-full bg-lime-600" title="Serving">
                <span className="sr-only">serving</span>
              </span>
            )}
          </span>
          <span className="min-w-0 truncate">{player.name}</span>
          {country && <span className="text-xs text-slate-600 dark:text-slate-300">{country}</span>}
          {match.winner === side && (
            <span
              data-testid="summary-winner"
              className="text-xs font-semibold text-lime-700 dark:text-lime-400"
            >
              ✓<span className="sr-only"> winner</span>
            </span>
          )}
        </span>
      </th>
      {games === null ? (
        <td className="px-2 text-center">
          <AbsentValue label="games unknown" />
        </td>
      ) : (
        Array.from({ length: sets }, (_, set) => (
          <SetCell
            // biome-ignore lint/suspicious/noArrayIndexKey: a set's position is its identity
            key={set}
            own={games[side - 1]?.[set]}
            other={games[2 - side]?.[set]}
            current={live && set === sets - 1}
          />
        ))
      )}
      {live && (
        <td className="w-12 rounded bg-slate-100 px-2 text-center tabular-nums dark:bg-slate-800">
          {score?.points?.[side - 1] ?? <AbsentValue label="points unknown" />}
        </td>
      )}
    </tr>
  );
}

function SetBySet({ match, score }: { match: MatchDetail; score: Score | null }) {
  const sets = Math.max(score?.games?.[0]?.length ?? 0, score?.games?.[1]?.length ?? 0, 1);
  const live = match.status === 'live';
  if (score === null && match.status === 'upcoming')
    return <p className="text-sm text-slate-700 dark:text-slate-300">Not started yet.</p>;
  return (
    <div className="max-w-xl overflow-x-auto">
      <table className="w-full text-base" data-testid="summary-sets">
        <caption className="sr-only">Games won in each set</caption>
        <thead>
          <tr className="text-xs text-slate-600 dark:text-slate-300">
            <th scope="col" className="text-left font-medium">
              <span className="sr-only">Player</span>
            </th>
            {Array.from({ length: sets }, (_, set) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a set's position is its identity
              <th key={set} scope="col" className="whitespace-nowrap px-2 text-center font-medium">
                {/* "1 2 3" above the games on a phone, as score apps do; "Set 1" where there is room. */}
                <span className="sr-only sm:not-sr-only">Set </span>
                {set + 1}
              </th>
            ))}
            {live && (
              <th scope="col" className="px-2 text-center font-medium">
                {score?.is_tiebreak ? 'Tiebreak' : 'Game'}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <SideRow match={match} score={score} side={1} sets={sets} />
          <SideRow match={match} score={score} side={2} sets={sets} />
        </tbody>
      </table>
    </div>
  );
}

function FactRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1">
      <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Summary: the set-by-set score and the match's facts, from the match and score reads (FREE). */
export function SummaryTab({ match, score }: { match: MatchDetail; score: Score | null }) {
  const winner = match.winner === 1 ? match.players.p1 : match.winner === 2 ? match.players.p2 : null;
  const ranking = (side: Side) => {
    const p = side === 1 ? match.players.p1 : match.players.p2;
    return p.ranking === null ? null : `#${p.ranking} ${p.name}`;
  };
  const rankings = [ranking(1), ranking(2)].filter((r) => r !== null).join(' · ');
  return (
    <div className="grid gap-4" data-testid="summary-tab">
      <section aria-labelledby="summary-sets-title" className="grid gap-2">
        <h2 id="summary-sets-title" className="text-base font-semibold">
          Set by set
        </h2>
        <SetBySet match={match} score={score} />
      </section>
      <section aria-labelledby="summary-facts-title">
        <h2 id="summary-facts-title" className="text-base font-semibold">
          Match facts
        </h2>
        <dl className="mt-1 max-w-2xl divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <FactRow term="Status">
            <FactText fact={statusFact(match)} />
          </FactRow>
          {winner && <FactRow term="Winner">{winner.name}</FactRow>}
          <FactRow term="Event">
            <FactText fact={eventFact(match)} />
          </FactRow>
          <FactRow term="Round">
            <FactText fact={roundFact(match)} />
          </FactRow>
          <FactRow term="Draw">
            <FactText fact={drawFact(match)} />
          </FactRow>
          <FactRow term="Format">
            <FactText fact={formatFact(match.format)} />
          </FactRow>
          <FactRow term="Surface">
            <FactText fact={surfaceFact(match)} />
          </FactRow>
          <FactRow term="Scheduled">
            <LocalTimeText iso={match.scheduled_time} />
          </FactRow>
          {match.live_at && (
            <FactRow term="Started">
              <LocalTimeText iso={match.live_at} />
            </FactRow>
          )}
          <FactRow term="Rankings">{rankings || <AbsentValue />}</FactRow>
        </dl>
      </section>
    </div>
  );
}
