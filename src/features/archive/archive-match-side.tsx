import type { ArchiveMatch } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { formatCount } from './archive-labels';

type Participant = ArchiveMatch['winner'];

const HANDS: Record<string, string> = { R: 'Right', L: 'Left', U: 'Unknown', A: 'Ambidextrous' };

function Fact({ term, value }: { term: string; value: string | number | null | undefined }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-200 py-1 dark:border-slate-800">
      <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-right font-medium tabular-nums">
        {value === null || value === undefined || value === '' ? <AbsentValue /> : value}
      </dd>
    </div>
  );
}

/** One side of a result as the corpus recorded it at the time: seed, entry, rank and ranking points. */
export function ArchiveMatchSide({ side, outcome }: { side: Participant; outcome: 'Winner' | 'Loser' }) {
  // `rank_points` is additive on the wire (not in the contract's named fields), so it is read loosely.
  const points = (side as Record<string, unknown>).rank_points;
  const hand = side.hand ? (HANDS[side.hand] ?? 'unknown') : null;
  return (
    <section
      aria-label={`${outcome}: ${side.name ?? 'name not recorded'}`}
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
        {outcome}
      </p>
      <h2 className="text-lg font-semibold">{side.name ?? <AbsentValue />}</h2>
      <dl className="mt-2 grid text-sm">
        <Fact term="Seed" value={side.seed} />
        <Fact term="Entry" value={side.entry} />
        <Fact term="Rank at the time" value={side.rank === null ? null : `#${side.rank}`} />
        <Fact term="Ranking points" value={typeof points === 'number' ? formatCount(points) : null} />
        <Fact term="Country" value={side.country?.toUpperCase()} />
        <Fact term="Plays" value={hand} />
        <Fact term="Age" value={typeof side.age === 'number' ? side.age.toFixed(1) : null} />
        <Fact term="Height" value={typeof side.height_cm === 'number' ? `${side.height_cm} cm` : null} />
      </dl>
    </section>
  );
}
