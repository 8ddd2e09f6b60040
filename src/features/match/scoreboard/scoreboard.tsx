import { useEffect, useState } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { AbsentValue } from '../../../components/absent-value';
import { Badge } from '../../../components/badge';
import { PlayerCell } from '../../../components/player-cell';
import { VocabText } from '../../../components/vocab-text';
import { ageLabel, countryLabel } from '../../../lib/match-labels';
import { rankingTitle } from '../../../lib/replay';
import { type SetTiebreaks, tiebreakSuperscript } from '../../../lib/score-format';
import { useNow } from '../../../lib/use-now';
import { eventStatusWords, matchStatusWords } from '../../../lib/vocabulary';
import { FeedStaleBadge } from '../../../match-views/feed-stale-badge';
import { MatchMeta } from './match-meta';

type Side = 1 | 2;

function ScoreCell({ value, label }: { value: number | string | null | undefined; label: string }) {
  if (value === null || value === undefined || value === '')
    return <AbsentValue label={`${label} unknown`} />;
  return <>{value}</>;
}

function PlayerRow({
  match,
  score,
  side,
  tiebreaks,
}: {
  match: MatchDetail;
  score: Score | null;
  side: Side;
  tiebreaks: SetTiebreaks;
}) {
  const player = side === 1 ? match.players.p1 : match.players.p2;
  const i = side - 1;
  const serving = score?.server === side;
  const country = countryLabel(player.country);
  const games = score?.games === null || score?.games === undefined ? null : (score.games[i] ?? []);
  return (
    <tr className={serving ? 'font-semibold' : undefined}>
      <th scope="row" className="w-full max-w-0 py-1 pr-2 text-left font-medium">
        <PlayerCell
          look="board"
          name={player.name}
          country={country}
          rank={player.ranking === null ? null : `#${player.ranking}`}
          rankTitle={rankingTitle(match)}
          before={
            <span className="inline-flex w-3 justify-center">
              {serving && (
                <span data-testid="server-marker" className="size-2 rounded-full bg-lime-600">
                  <span className="sr-only">serving</span>
                </span>
              )}
            </span>
          }
          after={match.winner === side && <Badge>Winner</Badge>}
        />
      </th>
      <td data-testid={`sets-p${side}`} className="px-2 text-center font-bold tabular-nums">
        <ScoreCell value={score?.sets[i]} label="sets" />
      </td>
      {games === null ? (
        <td className="px-2 text-center" data-testid={`games-p${side}`}>
          <AbsentValue label="games unknown" />
        </td>
      ) : (
        games.map((g, set) => (
          // A set's position is its identity; sets never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <td key={set} data-testid={`games-p${side}`} className="px-2 text-center tabular-nums">
            {g}
            <TiebreakPoints points={tiebreakSuperscript(tiebreaks, set, side)} />
          </td>
        ))
      )}
      <td
        data-testid={`points-p${side}`}
        className="w-10 rounded bg-slate-100 px-2 text-center tabular-nums dark:bg-slate-800"
      >
        <ScoreCell value={score?.points?.[i]} label="points" />
      </td>
    </tr>
  );
}

/** The loser's tiebreak points raised beside a finished set's games (7–6⁴), read aloud in words. */
function TiebreakPoints({ points }: { points: number | null }) {
  if (points === null) return null;
  return (
    <sup className="ml-px text-[10px] font-normal">
      <span className="sr-only">(tiebreak points </span>
      {points}
      <span className="sr-only">)</span>
    </sup>
  );
}

function Corroboration({ score }: { score: Score }) {
  if (score.corroborated === null) return null;
  const sources = score.sources_count === null ? '' : ` by ${score.sources_count} sources`;
  const age = ageLabel(score.corroborated_age_seconds);
  return score.corroborated ? (
    <Badge title={age ? `Last corroborated ${age} ago` : undefined}>Corroborated{sources}</Badge>
  ) : (
    <Badge tone="warning">Single source</Badge>
  );
}

/**
 * Seconds since the shown score last changed, now: its `age_seconds` when it arrived plus the time
 * it has sat on screen, so "Updated 0 s ago" never stands still beside a quiet feed.
 */
function useScoreAge(score: Score | null): number | null {
  const [since, setSince] = useState(Date.now);
  useEffect(() => {
    if (score) setSince(Date.now());
  }, [score]);
  const now = useNow(1_000);
  const base = score?.age_seconds;
  if (base === null || base === undefined) return null;
  return base + Math.max(0, Math.floor((now - since) / 1000));
}

/** The match header: players, sets, games, points, server, and trust signals (stale, corroboration). */
export function Scoreboard({
  match,
  score,
  tiebreaks = null,
  feedMark = false,
}: {
  match: MatchDetail;
  score: Score | null;
  /** Finished sets' tiebreak points where the held point rows show them; never guessed. */
  tiebreaks?: SetTiebreaks;
  /** A trader's tab is open: mark the live feed stale after 3 s without an update. */
  feedMark?: boolean;
}) {
  const age = ageLabel(useScoreAge(score));
  const eventStatus = match.event_status;
  return (
    <section
      aria-label="Scoreboard"
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm break-words text-slate-600 dark:text-slate-300">
        <MatchMeta match={match} />
      </p>
      {/* Two rows held on a phone: the badges come and go with the feed ("Updated 12 s ago" to
          "1 min ago", corroboration, the stale mark), and a row that wrapped and unwrapped moved the
          whole page below it 24 px (the page's largest layout shift on the phone profile). */}
      <div className="mt-2 flex min-h-11 flex-wrap content-start gap-1 sm:min-h-0" data-testid="score-badges">
        {match.status === 'live' && <Badge tone="live">Live</Badge>}
        {match.status !== 'live' && (
          <Badge>
            <VocabText words={matchStatusWords(match.status)} />
          </Badge>
        )}
        {eventStatus && (
          <Badge tone="warning">
            <VocabText words={eventStatusWords(eventStatus)} />
          </Badge>
        )}
        {score?.is_tiebreak && <Badge>Tiebreak</Badge>}
        {score?.stale && <Badge tone="warning">Stale{age ? ` · ${age}` : ''}</Badge>}
        {score && !score.stale && age && <Badge>Updated {age} ago</Badge>}
        {score && <Corroboration score={score} />}
        {/* Last in the row, so its coming and going moves no other badge. */}
        {feedMark && <FeedStaleBadge liveMatches={match.status === 'live' ? 1 : 0} />}
      </div>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-base">
          <caption className="sr-only">
            Score{score?.is_tiebreak ? ' (tiebreak points are running counts)' : ''}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Sets</th>
              <th scope="col">Games per set</th>
              <th scope="col">{score?.is_tiebreak ? 'Tiebreak points' : 'Points'}</th>
            </tr>
          </thead>
          <tbody>
            <PlayerRow match={match} score={score} side={1} tiebreaks={tiebreaks} />
            <PlayerRow match={match} score={score} side={2} tiebreaks={tiebreaks} />
          </tbody>
        </table>
      </div>
      {score === null && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No score yet.</p>}
      {score?.detail && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{score.detail}</p>}
    </section>
  );
}
