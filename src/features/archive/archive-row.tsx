// biome-ignore-all lint/a11y/useSemanticElements: rows of the windowed table (see virtual-table.tsx).
// biome-ignore-all lint/a11y/useFocusableInteractive: cells are not interactive; their links are.
import { memo } from 'react';
import type { ArchiveMatch } from '../../../contract/archive';
import { finalScoreText, publishedScore } from '../../../contract/final-score';
import { AbsentValue } from '../../components/absent-value';
import { formatEventDate, levelLabel, roundLabel, seedLabel } from './archive-labels';
import { rowStyle, TABLE_GRID, type VirtualColumn, type VirtualRowProps, wideGrid } from './virtual-table';

/** Row height in px; the windowing maths depends on every row keeping exactly this height. */
export const ARCHIVE_ROW_HEIGHT = 36;
/** A phone's row: three lines (winner, loser, then score, round and date). */
export const ARCHIVE_PHONE_ROW_HEIGHT = 72;

export const ARCHIVE_COLUMNS: readonly VirtualColumn[] = [
  // Winner, loser and score stacked in one cell on a phone (see phoneCell).
  { key: 'result', label: 'Result', width: '0', phoneWidth: 'minmax(0,1fr)', phoneOnly: true },
  { key: 'date', label: 'Date', width: '7.5rem' },
  { key: 'tournament', label: 'Tournament', width: '12rem' },
  { key: 'round', label: 'Round', width: '4.5rem' },
  { key: 'winner', label: 'Winner', width: '13rem' },
  { key: 'loser', label: 'Loser', width: '13rem' },
  { key: 'score', label: 'Score', width: '11rem' },
  { key: 'level', label: 'Level', width: '8rem' },
];

/** Sum of the column widths: narrower screens scroll the table sideways inside its box. */
export const ARCHIVE_TABLE_MIN_WIDTH = '69rem';

export const ARCHIVE_GRID = wideGrid(ARCHIVE_COLUMNS);

const wideOnly = 'hidden md:block';
const phoneOnly = 'md:hidden';

type Participant = ArchiveMatch['winner'];

// Plain functions, not components: a row renders dozens of times a second while scrolling.
function player(p: Participant) {
  const seed = seedLabel(p.seed, p.entry);
  return (
    <>
      {p.name ?? <AbsentValue />}
      {seed ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-300">{seed}</span> : null}
    </>
  );
}

const cell = 'truncate px-2';
const linkClass =
  'rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

function scoreLink(m: ArchiveMatch, date: string | null) {
  const score = publishedScore(m.score);
  return (
    // Plain anchor: the table delegates the click to the router (no per-row hooks).
    <a href={`/archive/matches/${m.id}`} data-app-link="" className={linkClass}>
      {score ? finalScoreText(score) : 'Result'}
      <span className="sr-only">
        {`, ${m.winner.name ?? 'unknown'} beat ${m.loser.name ?? 'unknown'}${m.tournament ? `, ${m.tournament}` : ''}${date ? `, ${date}` : ''}`}
      </span>
    </a>
  );
}

// Three columns of names and score cut "Roger Fed…" at 360 px: a phone stacks them in one cell whose
// lines each take the table's whole width.
function phoneCell(m: ArchiveMatch, date: string | null, round: string | null) {
  return (
    <div role="cell" data-testid="archive-phone-result" className={`${phoneOnly} min-w-0 px-2 leading-5`}>
      <div className="truncate font-semibold" title={m.winner.name ?? undefined}>
        {player(m.winner)}
      </div>
      <div className="truncate" title={m.loser.name ?? undefined}>
        <span className="text-slate-600 dark:text-slate-300">d. </span>
        {player(m.loser)}
      </div>
      <div className="truncate text-slate-700 dark:text-slate-300">
        {scoreLink(m, date)}
        {[round, date].filter(Boolean).map((t) => (
          <span key={t}> · {t}</span>
        ))}
      </div>
    </div>
  );
}

function ArchiveRowView({ item: m, index, rowHeight, wide }: VirtualRowProps<ArchiveMatch>) {
  const date = formatEventDate(m.event_date);
  const round = roundLabel(m.round);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      style={rowStyle(index, rowHeight, TABLE_GRID)}
      className={`border-t border-slate-200 dark:border-slate-800 ${index % 2 ? 'bg-slate-50 dark:bg-slate-900' : ''}`}
    >
      {wide ? wideCells(m, date, round) : phoneCell(m, date, round)}
    </div>
  );
}

function wideCells(m: ArchiveMatch, date: string | null, round: string | null) {
  const level = levelLabel(m.level);
  return (
    <>
      <div role="cell" className={`${cell} ${wideOnly}`}>
        {date ?? <AbsentValue />}
      </div>
      <div role="cell" className={`${cell} ${wideOnly}`} title={m.tournament ?? undefined}>
        {m.tournament ?? <AbsentValue />}
      </div>
      <div role="cell" className={`${cell} ${wideOnly}`}>
        {round ?? <AbsentValue />}
      </div>
      <div role="cell" className={`${cell} ${wideOnly} font-semibold`}>
        {player(m.winner)}
      </div>
      <div role="cell" className={`${cell} ${wideOnly}`}>
        {player(m.loser)}
      </div>
      <div role="cell" className={`${cell} ${wideOnly}`}>
        {scoreLink(m, date)}
      </div>
      <div role="cell" className={`${cell} ${wideOnly}`} title={m.level ?? undefined}>
        {level ?? <AbsentValue />}
      </div>
    </>
  );
}

/** One archive result as a table row; memoized so rows that stay in the window skip re-rendering. */
export const ArchiveRow = memo(ArchiveRowView);
