import type { PlayerDetail } from '../../../contract/player';
import { AbsentValue } from '../../components/absent-value';
import { formatNumber } from '../../components/number-text';
import { dayText } from '../../lib/day-text';
import { PlayerSeasons } from './player-seasons';

// `ratings` is an open record (the spec does not list its fields), so each entry is shown as sent;
// `scale` and `note` describe the block rather than rate the player, so they go into the scale note.
const DESCRIBING = new Set(['scale', 'note']);

function RatingValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <AbsentValue />;
  if (typeof value === 'number')
    return <>{formatNumber(value, { decimals: Number.isInteger(value) ? 0 : 1 }) ?? <AbsentValue />}</>;
  if (typeof value === 'string' || typeof value === 'boolean') return <>{String(value)}</>;
  return <code className="text-xs">{JSON.stringify(value)}</code>;
}

const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' ');

/** The player's current ratings and season records, with the scale note the spec requires. */
export function PlayerRatings({ stats }: { stats: PlayerDetail['stats'] }) {
  const ratings = stats.ratings ?? {};
  const entries = Object.entries(ratings).filter(([k]) => !DESCRIBING.has(k));
  const scale = typeof ratings.scale === 'string' ? label(ratings.scale).toLowerCase() : null;
  const note = typeof ratings.note === 'string' ? ratings.note : null;
  return (
    <section aria-labelledby="ratings-heading" className="grid gap-2">
      <h2 id="ratings-heading" className="text-base font-semibold">
        Ratings
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No ratings are published for this player.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {entries.map(([key, value]) => (
            <div key={key} className="grid gap-0.5">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label(key)}</dt>
              <dd className="font-medium tabular-nums">
                <RatingValue value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p data-testid="scale-note" className="text-xs text-slate-600 dark:text-slate-400">
        {scale ? `Scale: ${scale}. ` : ''}
        {note ? `${note} ` : ''}
        Refreshed weekly{stats.ratings_as_of ? ` (last on ${dayText(stats.ratings_as_of)})` : ''}, on a scale
        of their own: never compare them with the Elo under Rankings and Records, which is worked out week by
        week from results.
      </p>
      <PlayerSeasons season={stats.season} />
    </section>
  );
}
