import { useMemo } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { dayText } from '../../lib/day-text';
import type { CountRule } from './count-rule';
import { finalsLink, matchLink } from './evidence-links';
import { RecordLink } from './record-link';
import type { RecordMatch, RecordTour } from './record-match';
import { type ChampionAge, championAges, isSlam, type PlayerTally, tallyTitles } from './title-records';
import { longestStreaks, type WinStreak } from './win-streaks';

const TOP = 15;
const AGES = 10;

interface Props {
  tour: RecordTour;
  matches: readonly RecordMatch[];
  rule: CountRule;
}

const rank = <T,>(): Column<T> => ({ key: 'rank', header: '#', cell: (_r, i) => i + 1, align: 'right' });

function tallyColumns(tour: RecordTour, slams: boolean): Column<PlayerTally>[] {
  return [
    rank<PlayerTally>(),
    { key: 'name', header: 'Player', rowHeader: true, cell: (r) => r.name },
    {
      key: 'titles',
      header: slams ? 'Slam titles' : 'Titles',
      align: 'right',
      cell: (r) => (
        <RecordLink
          to={finalsLink(tour, r.name, slams)}
          label={`${r.name}: ${r.titles} titles, the finals in the archive`}
        >
          {r.titles}
        </RecordLink>
      ),
    },
    { key: 'finals', header: 'Finals', align: 'right', cell: (r) => r.finals },
    {
      key: 'years',
      header: 'First–last title',
      hideBelow: 'sm',
      foldLabel: 'Titles won',
      cell: (r) => (r.firstTitle ? `${r.firstTitle}–${r.lastTitle}` : null),
    },
  ];
}

const streakColumns: Column<WinStreak>[] = [
  rank<WinStreak>(),
  { key: 'name', header: 'Player', rowHeader: true, cell: (r) => r.name },
  {
    key: 'wins',
    header: 'Wins in a row',
    align: 'right',
    cell: (r) => (r.open ? `${r.wins}, still going` : r.wins),
  },
  {
    key: 'span',
    // The archive dates a result by its event's first day, so a run spans event weeks, not days.
    header: 'Weeks of first – last win',
    cell: (r) => (
      <span title="The archive dates a result by the first day of its event">
        <RecordLink to={matchLink(r.fromId)} label={`${r.name}: first win of the run`}>
          <span className="whitespace-nowrap">{dayText(r.fromDate)}</span>
        </RecordLink>{' '}
        –{' '}
        <RecordLink to={matchLink(r.toId)} label={`${r.name}: last win of the run`}>
          <span className="whitespace-nowrap">{dayText(r.toDate)}</span>
        </RecordLink>
      </span>
    ),
  },
];

const ageColumns: Column<ChampionAge>[] = [
  rank<ChampionAge>(),
  { key: 'name', header: 'Champion', rowHeader: true, cell: (r) => r.name },
  { key: 'age', header: 'Age', align: 'right', cell: (r) => r.age.toFixed(1) },
  {
    key: 'event',
    header: 'Title',
    cell: (r) => (
      <RecordLink
        to={matchLink(r.matchId)}
        label={`${r.name}: the final, ${r.tournament} ${r.date.slice(0, 4)}`}
      >
        {r.tournament} {r.date.slice(0, 4)}
      </RecordLink>
    ),
  },
];

/** Titles, Grand Slams, win streaks and champions' ages over the results held, by the rule chosen. */
export function TitleTables({ tour, matches, rule }: Props) {
  const tables = useMemo(() => {
    const ofTour = matches.filter((m) => m.tour === tour);
    return {
      titles: tallyTitles(ofTour, rule).slice(0, TOP),
      slams: tallyTitles(ofTour, rule, isSlam).slice(0, TOP),
      streaks: longestStreaks(ofTour, rule).slice(0, TOP),
      ages: championAges(ofTour, rule, AGES),
      slamAges: championAges(ofTour, rule, AGES, isSlam),
    };
  }, [matches, tour, rule]);
  const grid = 'grid gap-4 lg:grid-cols-2';
  return (
    <div className="grid gap-4">
      <div className={grid}>
        <DataTable
          caption="Titles"
          columns={tallyColumns(tour, false)}
          rows={tables.titles}
          rowKey={(r) => `${r.id}-${r.name}`}
          rowProps={() => ({ 'data-testid': 'titles-row' })}
        />
        <DataTable
          caption="Grand Slam titles"
          columns={tallyColumns(tour, true)}
          rows={tables.slams}
          rowKey={(r) => `${r.id}-${r.name}`}
          rowProps={() => ({ 'data-testid': 'slams-row' })}
        />
      </div>
      <DataTable
        caption="Longest winning streaks"
        columns={streakColumns}
        rows={tables.streaks}
        rowKey={(r) => `${r.id}-${r.fromId}`}
        rowProps={() => ({ 'data-testid': 'streak-row' })}
      />
      <div className={grid}>
        <DataTable
          caption="Youngest champions"
          columns={ageColumns}
          rows={tables.ages.youngest}
          rowKey={(r) => String(r.matchId)}
        />
        <DataTable
          caption="Oldest champions"
          columns={ageColumns}
          rows={tables.ages.oldest}
          rowKey={(r) => String(r.matchId)}
        />
        <DataTable
          caption="Youngest Grand Slam champions"
          columns={ageColumns}
          rows={tables.slamAges.youngest}
          rowKey={(r) => String(r.matchId)}
        />
        <DataTable
          caption="Oldest Grand Slam champions"
          columns={ageColumns}
          rows={tables.slamAges.oldest}
          rowKey={(r) => String(r.matchId)}
        />
      </div>
      {tables.ages.unknownAge > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {tables.ages.unknownAge.toLocaleString('en')} titles are left out of the ages: the results files
          give no age for their champion.
        </p>
      )}
    </div>
  );
}
