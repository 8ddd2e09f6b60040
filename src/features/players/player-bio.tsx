import type { ReactNode } from 'react';
import type { PlayerDetail } from '../../../contract/player';
import { AbsentValue, OrAbsent } from '../../components/absent-value';
import { formatNumber } from '../../components/number-text';
import { dayText } from '../../lib/day-text';
import { countryLabel } from '../../lib/match-labels';
import { playerTourLabel } from './player-tour';
import { RankingMovement } from './ranking-movement';

const HANDS: Record<string, string> = { R: 'Right-handed', L: 'Left-handed' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Biography and ranking facts; every null shows as absent (a missing ranking is not rank 0). */
export function PlayerBio({ player }: { player: PlayerDetail }) {
  const completeness = player.data_completeness;
  const hand = player.hand === null ? null : (HANDS[player.hand] ?? 'Unknown');
  const backhand = player.backhand === null ? null : `${player.backhand}-handed backhand`;
  const tour = playerTourLabel(player.tour);
  return (
    <section aria-labelledby="bio-heading" className="grid gap-3">
      <h2 id="bio-heading" className="text-base font-semibold">
        Profile and ranking
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Country">
          <OrAbsent value={countryLabel(player.country)} />
        </Fact>
        <Fact label="Born">
          <OrAbsent value={player.birthday && dayText(player.birthday)} />
        </Fact>
        <Fact label="Plays">
          <OrAbsent value={hand} />
        </Fact>
        <Fact label="Backhand">
          <OrAbsent value={backhand} />
        </Fact>
        <Fact label="Ranking">
          <OrAbsent value={player.ranking}>#{player.ranking}</OrAbsent>
        </Fact>
        <Fact label="Ranking points">
          <OrAbsent value={formatNumber(player.ranking_points)} />
        </Fact>
        <Fact label="Movement">
          <RankingMovement movement={player.ranking_movement} />
        </Fact>
        <Fact label="Tour">{tour ? <span title={tour.title}>{tour.text}</span> : <AbsentValue />}</Fact>
      </dl>
      {completeness.note ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{completeness.note}</p>
      ) : typeof completeness.known === 'number' && typeof completeness.of === 'number' ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {completeness.known} of {completeness.of} biography facts known
          {completeness.missing?.length ? ` (missing: ${completeness.missing.join(', ')})` : ''}.
        </p>
      ) : null}
    </section>
  );
}
