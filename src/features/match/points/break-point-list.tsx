import type { MatchDetail } from '../../../../contract/match';
import { Badge } from '../../../components/badge';
import { LocalTimeText } from '../../../components/local-time-text';
import { useLiveSignals } from '../../../live/store/live-hooks';

const SHOWN = 5;

/** Break points seen on the live feed while this page is open, newest first (signals are events, not history). */
export function BreakPointList({ match }: { match: MatchDetail }) {
  const signals = useLiveSignals(match.id);
  const name = (side: 1 | 2 | null) =>
    side === 1 ? match.players.p1.name : side === 2 ? match.players.p2.name : 'unknown player';
  const rows = (signals ?? [])
    .filter((s) => s.type === 'break_point' || s.type === 'break_point_result')
    .slice(-SHOWN)
    .reverse();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="break-points-heading" className="grid gap-1">
      <h2 id="break-points-heading" className="text-base font-semibold">
        Break points
      </h2>
      <ul className="grid gap-1 text-sm">
        {rows.map((s) => (
          <li
            key={`${s.type}-${s.published_at}`}
            data-testid="break-point"
            className="flex flex-wrap items-center gap-2"
          >
            {s.type === 'break_point' ? (
              <>
                <Badge tone="warning">Break point</Badge>
                <span>
                  {name(s.server)} serving
                  {s.set !== null && s.game !== null ? `, set ${s.set} game ${s.game}` : ''}
                  {s.point ? ` at ${s.point}` : ''}
                  {s.break_points !== null && s.break_points > 1 ? ` (${s.break_points} in a row)` : ''}
                </span>
              </>
            ) : s.type === 'break_point_result' ? (
              <>
                <Badge tone={s.outcome === 'broken' ? 'live' : 'neutral'}>
                  {s.outcome === 'broken' ? 'Broken' : s.outcome === 'held' ? 'Saved' : s.outcome}
                </Badge>
                <span>{name(s.server)} serving</span>
              </>
            ) : null}
            <span className="text-slate-600 dark:text-slate-300">
              <LocalTimeText iso={s.published_at} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
