import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HeldSourcePanel } from '../../components/held-source-panel';
import { SelectField } from '../../components/select-field';
import { readCoverage } from '../../lib/rankings-coverage';
import { archiveQueries, historyQueries } from '../../queries/history-queries';
import { useHeldSource } from '../../queries/use-held-source';
import { NumberOneTables } from './number-one-tables';
import { PeakEloTables } from './peak-elo-tables';
import type { RecordTour } from './record-match';
import { ARCHIVE_SEASONS, archiveSource, eloSource, rankingMonths, rankingsSource } from './record-sources';
import { useRecordsUrl } from './records-url';
import { RuleChoices } from './rule-choices';
import { TitleTables } from './title-tables';

const TOURS: { key: RecordTour; label: string }[] = [
  { key: 'atp', label: 'ATP (men)' },
  { key: 'wta', label: 'WTA (women)' },
];

// Average package weights (CSV, gzip) for the announced estimate.
const SEASON_BYTES = 500_000;
const MONTH_BYTES = 170_000;
const ELO_YEAR_BYTES = 300_000;

/** The months the weekly lists span: from the older tour's oldest list to the newer's newest. */
function useRankingMonths(): { periods: string[] | null; planError: unknown } {
  const atp = useQuery(archiveQueries.rankings({ system: ['atp'], limit: 50, offset: 0 }));
  const wta = useQuery(archiveQueries.rankings({ system: ['wta'], limit: 50, offset: 0 }));
  const periods = useMemo(() => {
    if (!atp.data || !wta.data) return null;
    const a = readCoverage(atp.data.meta);
    const w = readCoverage(wta.data.meta);
    const oldest = [a.oldest_available?.atp, w.oldest_available?.wta]
      .filter((d): d is string => !!d)
      .sort()[0];
    const newest = [a.effective_date, w.effective_date]
      .filter((d): d is string => !!d)
      .sort()
      .at(-1);
    return oldest && newest ? rankingMonths(oldest, newest) : null;
  }, [atp.data, wta.data]);
  return { periods, planError: atp.error ?? wta.error ?? undefined };
}

/** The years the service publishes Elo packages for, from 1968 (the Open era the other records cover). */
function useEloYears(): { periods: string[] | null; planError: unknown } {
  const list = useQuery(historyQueries.packages({ kind: 'elo' }));
  const periods = useMemo(
    () =>
      list.data
        ? list.data.data
            .map((p) => p.period)
            .filter((p) => p >= '1968')
            .sort()
        : null,
    [list.data],
  );
  return { periods, planError: list.error ?? undefined };
}

/** /records: titles, Slams, streaks, champions' ages, weeks at No. 1 and Elo peaks, each linked to its evidence. */
export function RecordsPage() {
  const [url, update] = useRecordsUrl();
  const archive = useHeldSource({ periods: ARCHIVE_SEASONS, ...archiveSource });
  const rankings = useHeldSource({ ...useRankingMonths(), ...rankingsSource });
  const elo = useHeldSource({ ...useEloYears(), ...eloSource });
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Records</h1>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Computed in your browser from every result of the 1968–2022 archive, every weekly ranking list the
          data holds and the service’s Elo. Titles, streaks and ages stop at the end of 2022 (results from
          2023 on are not counted yet), and the archive lacks some events of the 1970s, so the oldest figures
          can fall short of the tours’ own; weeks at No. 1 and Elo run to the newest list held.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          id="records-tour"
          label="Tour"
          value={url.tour}
          options={TOURS}
          onChange={(tour) => update({ tour: tour === 'atp' ? null : tour })}
        />
        <RuleChoices rule={url.rule} update={update} />
      </div>
      <HeldSourcePanel
        id="titles"
        title="Titles, Grand Slams, streaks and champions’ ages"
        state={archive.state}
        consent={archive.consent}
        retry={archive.retry}
        unit="season"
        bytesEach={SEASON_BYTES}
        what="the yearly results packages of the archive, 1968–2022"
        tier="PRO"
      >
        {(matches) => <TitleTables tour={url.tour} matches={matches} rule={url.rule} />}
      </HeldSourcePanel>
      <HeldSourcePanel
        id="number-one"
        title="Weeks at No. 1 and year-end No. 1"
        state={rankings.state}
        consent={rankings.consent}
        retry={rankings.retry}
        unit="month"
        bytesEach={MONTH_BYTES}
        what="the monthly ranking packages, every weekly list of both tours (the same months the ranking careers keep)"
        tier="ULTRA"
      >
        {(months) => <NumberOneTables tour={url.tour} months={months} />}
      </HeldSourcePanel>
      <HeldSourcePanel
        id="peak-elo"
        title="Peak Elo"
        state={elo.state}
        consent={elo.consent}
        retry={elo.retry}
        unit="year"
        bytesEach={ELO_YEAR_BYTES}
        what="the yearly Elo packages, every rating of every week"
        tier="ULTRA"
      >
        {(years) => <PeakEloTables tour={url.tour} years={years} />}
      </HeldSourcePanel>
    </div>
  );
}
