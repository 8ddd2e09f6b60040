import type { RallyPoint } from '../../../contract/rally';
import { OrAbsent } from '../../components/absent-value';
import { words } from './rally-labels';

function setScore(point: RallyPoint): string | null {
  const sets = point.set;
  const games = point.games;
  if (!sets || !games) return null;
  const pair = (a: (number | null)[]) => a.map((n) => (n === null ? '–' : String(n))).join('–');
  return `Sets ${pair(sets)}, games ${pair(games)}`;
}

/** One charted point in play order: score, server, how it ended and its strokes as charted. */
export function RallyPointItem({ point, names }: { point: RallyPoint; names: [string, string] }) {
  const side = (s: 1 | 2 | null | undefined) => (s === 1 || s === 2 ? names[s - 1] : null);
  const shots = point.shots ?? [];
  return (
    <li
      data-testid="rally-point"
      className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <p className="font-semibold">
        Point <OrAbsent value={point.point} /> · <OrAbsent value={setScore(point)} /> ·{' '}
        <OrAbsent value={point.score} />
        {point.is_tiebreak ? ' (tiebreak)' : ''}
      </p>
      <p className="text-slate-800 dark:text-slate-200">
        Server: <OrAbsent value={side(point.server)} />
        {point.serve_number ? ` (serve ${point.serve_number})` : ''} · Won by:{' '}
        <OrAbsent value={side(point.point_winner)} /> · Rally length: <OrAbsent value={point.rally_length} />{' '}
        · Outcome: <OrAbsent value={words(point.outcome)} />
      </p>
      {point.parsed === false ? (
        <p className="text-amber-900 dark:text-amber-200">
          This point’s charting code could not be read cleanly.
        </p>
      ) : null}
      {point.raw ? (
        <p className="break-all text-slate-700 dark:text-slate-300">
          Charted code: <code>{point.raw}</code>
        </p>
      ) : null}
      {shots.length > 0 ? (
        <ol aria-label="Strokes" className="flex flex-wrap gap-1">
          {shots.map((s, i) => (
            <li
              // Shots have no id; their order is the rally itself.
              // biome-ignore lint/suspicious/noArrayIndexKey: stroke order is fixed and never re-sorted.
              key={i}
              className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              {s.number ?? i + 1}.{' '}
              {[words(s.stroke), words(s.wing), words(s.direction), words(s.depth)]
                .filter(Boolean)
                .join(' ') ||
                s.code ||
                'stroke'}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
