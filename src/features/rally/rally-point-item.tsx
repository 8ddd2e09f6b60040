import type { RallyPoint } from '../../../contract/rally';
import { OrAbsent } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { endingWords, rallyLengthWords, shotWords, strikerOf } from './shot-words';

const side = (s: unknown): 1 | 2 | null => (s === 1 || s === 2 ? s : null);

/** "Set 2 · games 3–4 · 30–15": the score before the point, Player 1 (the first server) first. */
function scoreLine(p: RallyPoint): string | null {
  const sets = p.set;
  const games = p.games;
  const parts: string[] = [];
  if (sets && sets[0] != null && sets[1] != null) parts.push(`Set ${sets[0] + sets[1] + 1}`);
  if (games && games[0] != null && games[1] != null) parts.push(`games ${games[0]}–${games[1]}`);
  if (p.score)
    parts.push(p.is_tiebreak ? `tiebreak ${p.score.replace('-', '–')}` : p.score.replace('-', '–'));
  return parts.length ? parts.join(' · ') : null;
}

/** The first serve when it missed: "first serve down the T, long". */
function faultWords(f: unknown): string | null {
  if (typeof f !== 'object' || f === null) return null;
  const { direction, error } = f as { direction?: string | null; error?: string | null };
  const where = { wide: 'wide', body: 'at the body', down_the_t: 'down the T' }[direction ?? ''] ?? null;
  const miss =
    {
      net: 'into the net',
      wide: 'wide',
      deep: 'long',
      wide_and_deep: 'wide and long',
      foot_fault: 'foot fault',
    }[error ?? ''] ?? 'fault';
  return where ? `first serve ${where}, ${miss}` : `first serve ${miss}`;
}

/** One charted point in play order: the score, who served, every shot with its striker, and the ending. */
export function RallyPointItem({ point, names }: { point: RallyPoint; names: [string, string] }) {
  const server = side(point.server);
  const winner = side(point.point_winner);
  const nameOf = (s: 1 | 2 | null) => (s ? names[s - 1] : null);
  const shots = point.shots ?? [];
  const fault = faultWords((point as Record<string, unknown>).first_serve_fault);
  const ending = endingWords(point);
  return (
    <li
      data-testid="rally-point"
      className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h3 className="font-semibold">
          Point <OrAbsent value={point.point} />
        </h3>
        <span className="text-slate-700 dark:text-slate-300">
          <OrAbsent value={scoreLine(point)} />
        </span>
        {point.is_tiebreak ? <Badge>Tiebreak</Badge> : null}
      </div>
      <p className="text-slate-800 dark:text-slate-200">
        <span aria-hidden="true" className="mr-1 text-emerald-600 dark:text-emerald-400">
          ●
        </span>
        <OrAbsent value={nameOf(server)} /> serving
        {point.serve_number === 2 ? ` a second serve${fault ? ` (${fault})` : ''}` : ''}
      </p>
      {shots.length > 0 && server ? (
        <ol aria-label={`Shots of point ${point.point ?? ''}`} className="grid gap-0.5">
          {shots.map((s, i) => {
            const n = s.number ?? i + 1;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the shots are the rally in play order, never re-sorted.
                key={i}
                data-testid="rally-shot"
                className="grid grid-cols-[2rem_minmax(0,1fr)] gap-1"
              >
                <span className="text-right tabular-nums text-slate-600 dark:text-slate-400">{n}.</span>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{nameOf(strikerOf(n, server))}</span>:{' '}
                  {shotWords(s, point.serve_direction)}
                  {s.net_cord === true ? ' (net cord)' : ''}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p data-testid="rally-ending" className="font-medium text-slate-900 dark:text-slate-100">
        {winner ? `${nameOf(winner)} won the point` : 'Point winner not charted'}
        {ending ? ` · ${ending}` : ''}
        {rallyLengthWords(point.rally_length) ? ` · ${rallyLengthWords(point.rally_length)}` : ''}
      </p>
      {point.parsed === false ? (
        <p className="text-amber-900 dark:text-amber-200">
          Part of this point’s charting could not be read; the shots shown are the ones that could.
        </p>
      ) : null}
      {point.raw ? (
        <details className="text-slate-700 dark:text-slate-300">
          <summary className="cursor-pointer">Charter’s code</summary>
          <code className="break-all">{point.raw}</code>
        </details>
      ) : null}
    </li>
  );
}
