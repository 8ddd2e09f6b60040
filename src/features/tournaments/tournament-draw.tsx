import { useSearchParams } from 'react-router-dom';
import type { Match } from '../../../contract/match';
import type { Tournament } from '../../../contract/tournament';
import { SelectField } from '../../components/select-field';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { replayOf } from '../../lib/replay';
import { DrawBracket } from './draw-bracket';
import { DrawForecastPanel } from './draw-forecast-panel';
import type { DrawRound } from './draw-model';
import { LeastLikelyPanel } from './least-likely-panel';
import { LiveForecastPanel } from './live-forecast-panel';
import { archiveTourOf, useArchiveDraw, useLiveDraw } from './use-edition-draw';

const FIRST_ARCHIVE_YEAR = 1968;
const LAST_ARCHIVE_YEAR = 2022;
const COMPLETED_GATE = { tier: 'BASIC', adds: 'the results in this tournament’s draw' };

/** Rounds from the URL (`?round=`), defaulting to the quarter-finals so the last rounds show first. */
function useRound(rounds: readonly DrawRound[] | null) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('round');
  const fallback = rounds?.find((r) => r.round === 'QF')?.round ?? rounds?.[0]?.round ?? null;
  const selected = rounds?.some((r) => r.round === wanted) ? wanted : fallback;
  const select = (round: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('round', round);
        return next;
      },
      { replace: true },
    );
  return { selected, select };
}

function Bracket({ rounds, empty }: { rounds: readonly DrawRound[]; empty: string }) {
  const { selected, select } = useRound(rounds);
  if (rounds.length === 0) return <ViewEmpty>{empty}</ViewEmpty>;
  return <DrawBracket rounds={rounds} selected={selected} onSelect={select} />;
}

/** The real year a replayed edition replays, from any of its matches that names it. */
function replayedYear(matches: readonly Match[]): number | null {
  for (const m of matches) {
    const y = Number(replayOf(m)?.date?.slice(0, 4));
    if (Number.isInteger(y) && y >= FIRST_ARCHIVE_YEAR && y <= LAST_ARCHIVE_YEAR) return y;
  }
  return null;
}

function LiveDraw({ tournament, live }: { tournament: Tournament; live: readonly Match[] }) {
  const { completed, upcoming, rounds, edition } = useLiveDraw(tournament.id, live);
  if (completed.isPending || upcoming.isPending) return <ViewLoading label="Loading the draw…" />;
  const year =
    archiveTourOf(tournament) !== null
      ? replayedYear([...(completed.data?.data ?? []), ...(upcoming.data?.data ?? []), ...live])
      : null;
  return (
    <div className="grid gap-3">
      {completed.isError ? (
        <ViewError
          title="This edition’s results could not be loaded."
          error={completed.error}
          onRetry={() => completed.refetch()}
          retrying={completed.isFetching}
          gate={COMPLETED_GATE}
        />
      ) : null}
      <Bracket rounds={rounds} empty="No main-draw match of this edition is known yet." />
      {year !== null && (
        <LiveForecastPanel tournament={tournament} liveRounds={rounds} matches={edition} year={year} />
      )}
    </div>
  );
}

function ArchiveDraw({ tournament, year }: { tournament: Tournament; year: number }) {
  const draw = useArchiveDraw(tournament, year);
  const failed = draw.finals.isError ? draw.finals : draw.edition.isError ? draw.edition : null;
  if (failed)
    return (
      <ViewError
        title={`The ${year} draw could not be loaded.`}
        error={failed.error}
        onRetry={() => failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  if (draw.missing)
    return <ViewEmpty>The results archive holds no {year} edition of this tournament.</ViewEmpty>;
  if (draw.loading || !draw.rounds) return <ViewLoading label={`Loading the ${year} draw…`} />;
  const tour = archiveTourOf(tournament);
  return (
    <div className="grid gap-6">
      <Bracket
        rounds={draw.rounds}
        empty={`The results archive holds no main-draw match of the ${year} edition.`}
      />
      {draw.rows && draw.final?.event_date && tour && draw.rounds.length > 0 ? (
        <DrawForecastPanel rows={draw.rows} rounds={draw.rounds} final={draw.final} tour={tour} />
      ) : null}
    </div>
  );
}

/** The Draw tab: the live edition from its matches, or an archive edition (1968–2022), in `?edition=`. */
export function TournamentDraw({ tournament, live }: { tournament: Tournament; live: readonly Match[] }) {
  const [params, setParams] = useSearchParams();
  const hasArchive = archiveTourOf(tournament) !== null;
  const raw = params.get('edition') ?? 'current';
  const year = Number(raw);
  const archiveYear =
    hasArchive && Number.isInteger(year) && year >= FIRST_ARCHIVE_YEAR && year <= LAST_ARCHIVE_YEAR
      ? year
      : null;
  const options = [
    { key: 'current', label: 'Current edition' },
    ...(hasArchive
      ? Array.from({ length: LAST_ARCHIVE_YEAR - FIRST_ARCHIVE_YEAR + 1 }, (_, i) => {
          const y = String(LAST_ARCHIVE_YEAR - i);
          return { key: y, label: y };
        })
      : []),
  ];
  const choose = (edition: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (edition === 'current') next.delete('edition');
      else next.set('edition', edition);
      next.delete('round');
      return next;
    });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Edition"
          value={archiveYear ? String(archiveYear) : 'current'}
          options={options}
          onChange={choose}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {archiveYear
            ? `Results of the ${archiveYear} edition from the 1968–2022 results archive.`
            : hasArchive
              ? 'Built from this edition’s live, upcoming and completed matches. Past editions 1968–2022 come from the results archive.'
              : 'Built from this edition’s live, upcoming and completed matches.'}
        </p>
      </div>
      {archiveYear ? (
        <>
          <ArchiveDraw key={archiveYear} tournament={tournament} year={archiveYear} />
          {/* Outside the edition's key: the list survives opening one of its editions. */}
          <LeastLikelyPanel tournament={tournament} />
        </>
      ) : (
        <LiveDraw tournament={tournament} live={live} />
      )}
    </div>
  );
}
