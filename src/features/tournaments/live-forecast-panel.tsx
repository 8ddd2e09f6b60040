import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Match } from '../../../contract/match';
import type { Tournament } from '../../../contract/tournament';
import { AbsentValue } from '../../components/absent-value';
import { Button } from '../../components/button';
import { type Column, DataTable } from '../../components/data-table';
import { ViewError, ViewLoading } from '../../components/view-states';
import { useTierBelow } from '../../queries/budget-context';
import { matchTabQueries } from '../../queries/match-tab-queries';
import { chanceText } from './draw-forecast-panel';
import { type DrawRound, ROUND_WORDS } from './draw-model';
import { knownResults, type LiveStanding, liveStandings } from './live-forecast';
import { liveForecastBasis } from './live-forecast-basis';
import { modelChances, pregameChance, pregameReadsOf } from './live-model-chances';
import { reachColumns } from './reach-columns';
import { eloReadsOf, type ForecastRow, forecastOf, START_RATING } from './use-draw-forecast';
import { archiveTourOf, norm, useArchiveDraw } from './use-edition-draw';

const SHOWN_FIRST = 16;
const ELO_GATE = { tier: 'ULTRA', adds: 'a forecast of this draw from each player’s Elo' };

type Row = ForecastRow & { standing: LiveStanding | null };

const STATE_WORDS: Record<LiveStanding['state'], string> = {
  won: 'won',
  lost: 'lost',
  live: 'playing',
  upcoming: 'to play',
};

const standingText = (s: LiveStanding | null) =>
  s ? `${ROUND_WORDS[s.round] ?? s.round}: ${STATE_WORDS[s.state]}` : 'not replayed yet';

function columns(rounds: readonly DrawRound[]): Column<Row>[] {
  const later = reachColumns<Row>(rounds, (_row, _round, p) => (p === undefined ? '' : chanceText(p)));
  return [
    { key: 'player', header: 'Player', rowHeader: true, cell: (row) => row.player },
    {
      key: 'elo',
      header: 'Elo',
      align: 'right',
      hideBelow: 'sm',
      className: 'tabular-nums',
      cell: (row) => (row.rating === null ? <AbsentValue label="no Elo held" /> : Math.round(row.rating)),
    },
    ...later,
    {
      key: 'title',
      header: <abbr title="Chance to win the event">Title</abbr>,
      foldLabel: 'Title',
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => <span data-testid="live-forecast-title">{chanceText(row.title)}</span>,
    },
    {
      key: 'standing',
      header: 'In this replay',
      cell: (row) => <span data-testid="live-forecast-standing">{standingText(row.standing)}</span>,
    },
  ];
}

interface Props {
  tournament: Tournament;
  /** The live edition's draw so far (its decided matches fix those players' paths). */
  liveRounds: readonly DrawRound[];
  /** The edition's live, upcoming and finished match rows (the model's chances ride on them). */
  matches: readonly Match[];
  /** The real edition the replay replays (the match rows' `replay.original_date`). */
  year: number;
}

/**
 * The current edition's forecast: the replayed event's real draw (the archive's, for its bracket
 * only: no archive result is shown or used), each player's newest Elo, and the replay's own results
 * so far, which fix the paths of the matches already played.
 */
export function LiveForecastPanel({ tournament, liveRounds, matches, year }: Props) {
  const [all, setAll] = useState(false);
  const tour = archiveTourOf(tournament);
  const draw = useArchiveDraw(tournament, year);
  const surface = draw.final?.surface ?? null;
  // The replay plays the real event again: its players' Elo as it stood when that event began (the
  // newest held for that day), so no later result of theirs colours the forecast.
  const start = draw.final?.event_date ?? null;
  const queries = useMemo(
    () => (draw.rows && tour && start ? eloReadsOf(draw.rows, tour, start, surface) : []),
    [draw.rows, tour, start, surface],
  );
  const reads = useQueries({ queries });
  const done = reads.length > 0 && reads.every((r) => r.isSuccess);
  const stamp = reads.map((r) => r.dataUpdatedAt).join();
  const known = useMemo(() => knownResults(liveRounds), [liveRounds]);
  // The service's model, at ULTRA only: a match in play carries it on its own row; a match still to
  // start costs one analysis read for its pre-match chance. Below ULTRA no request is spent on it.
  const noModel =
    useTierBelow('ULTRA') ||
    matches.some((m) => m.status === 'live' && m.score && !('win_probability_p1' in m.score));
  const toRead = useMemo(() => (noModel ? [] : pregameReadsOf(matches)), [noModel, matches]);
  const pregameReads = useQueries({
    // A match the model has not priced answers 404 `no_analysis`: that match falls back to Elo.
    queries: toRead.map((m) => ({ ...matchTabQueries.analysis(m.id), retry: false })),
  });
  const pregameDone = pregameReads.every((r) => !r.isPending);
  const pregameStamp = pregameReads.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pregameStamp` stands for the reads' answers.
  const model = useMemo(() => {
    const pregame = new Map<number, number>();
    toRead.forEach((m, i) => {
      const p = pregameChance(pregameReads[i]?.data);
      if (p !== null) pregame.set(m.id, p);
    });
    return modelChances(noModel ? [] : matches, pregame);
  }, [pregameStamp, toRead, matches, noModel]);
  const standings = useMemo(() => liveStandings(liveRounds), [liveRounds]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for the reads' answers.
  const forecast = useMemo<Row[] | null>(() => {
    if (!done || !pregameDone || !draw.rounds || !draw.rows) return null;
    const rows = forecastOf(
      draw.rounds,
      draw.rows,
      reads.map((r) => r.data),
      surface,
      known,
      model,
    );
    return rows?.map((r) => ({ ...r, standing: standings.get(norm(r.player)) ?? null })) ?? null;
  }, [done, pregameDone, stamp, draw.rounds, draw.rows, surface, known, model, standings]);
  // The matches set to play (both players known, in the forecast's draw, not decided): how many the
  // model priced and how many Elo did.
  const set = useMemo(() => {
    if (!forecast) return null;
    const inDraw = new Set(forecast.map((r) => norm(r.player)));
    const pairs = liveRounds
      .flatMap((r) => r.matches.map((m) => ({ m, round: r.round })))
      .filter(({ m }) => m.status === 'live' || m.status === 'upcoming')
      .map(({ m, round }) => ({ a: m.sides[0].name ?? '', b: m.sides[1].name ?? '', round }))
      .filter(({ a, b, round }) => inDraw.has(norm(a)) && inDraw.has(norm(b)) && known(a, b, round) === null);
    return { all: pairs.length, model: pairs.filter(({ a, b }) => model(a, b) !== null).length };
  }, [forecast, liveRounds, known, model]);
  // The newest week any rating read took effect: the Elo's real date, said on the page.
  const eloDate =
    reads
      .flatMap((r) => r.data?.data.map((d) => d.effective_date) ?? [])
      .filter((d): d is string => !!d)
      .sort()
      .at(-1) ?? null;
  const failed = reads.find((r) => r.isError) ?? (draw.finals.isError ? draw.finals : null);
  const played =
    forecast?.filter((r) => r.standing?.state === 'won' || r.standing?.state === 'lost').length ?? 0;
  const shown = forecast ? (all ? forecast : forecast.slice(0, SHOWN_FIRST)) : [];
  return (
    <section aria-labelledby="live-forecast-heading" className="grid gap-2" data-testid="live-forecast">
      <h2 id="live-forecast-heading" className="text-base font-semibold">
        Forecast for this edition
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="live-forecast-basis">
        {liveForecastBasis({ year, eloDate, surface, noModel })}
      </p>
      {failed ? (
        <ViewError
          title="The forecast for this edition could not be loaded."
          error={failed.error}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
          gate={ELO_GATE}
        />
      ) : draw.missing ? (
        <p className="text-sm">The results archive holds no {year} draw of this event, so no forecast.</p>
      ) : !forecast ? (
        done && draw.rounds ? (
          <p className="text-sm">The {year} draw is not complete enough in the archive to forecast.</p>
        ) : (
          <ViewLoading
            label={
              toRead.length > 0
                ? `Loading the draw, the players’ Elo and the model’s chance for ${toRead.length} matches…`
                : 'Loading the draw and the players’ Elo…'
            }
          />
        )
      ) : (
        <>
          <DataTable
            caption="Chance to reach each round, with this replay’s results so far"
            captionHidden
            columns={columns(draw.rounds ?? [])}
            rows={shown}
            rowKey={(r) => r.player}
            rowProps={() => ({ 'data-testid': 'live-forecast-row' })}
            fold
            boxed
            shadedHeader
            density="compact"
          />
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="live-forecast-model">
            {played} of {forecast.length} players have a result in this replay so far.{' '}
            {noModel
              ? ''
              : set && set.all > 0
                ? `Of the ${set.all} matches set to play (both players known), ${set.model} take their chance from the service’s match model and ${set.all - set.model} from Elo; every later pairing is from Elo. A match in play reads the model’s chance at its current score, one still to start the model’s chance before play (one request for each of the ${toRead.length} such matches the service has analysed).`
                : 'No match is set to play (both players known) right now, so every chance here is from Elo.'}{' '}
            Players with no Elo held count at {START_RATING}, where every player starts.
          </p>
          {forecast.length > SHOWN_FIRST ? (
            <Button onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? `Show the first ${SHOWN_FIRST}` : `Show all ${forecast.length} players`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
