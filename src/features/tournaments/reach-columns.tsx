import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table';
import { type DrawRound, ROUND_WORDS } from './draw-model';

/**
 * A forecast table's round columns: the chance to reach each round after the first (every player is
 * in the first round they enter), folded on a phone; `cell` draws one chance (undefined: the player
 * enters later).
 */
export function reachColumns<R extends { reach: ReadonlyMap<string, number> }>(
  rounds: readonly DrawRound[],
  cell: (row: R, round: string, chance: number | undefined) => ReactNode,
): Column<R>[] {
  return rounds.slice(1).map((r) => ({
    key: r.round,
    header: <abbr title={`Chance to reach the ${ROUND_WORDS[r.round] ?? r.round}`}>{r.round}</abbr>,
    foldLabel: ROUND_WORDS[r.round] ?? r.round,
    align: 'right',
    hideBelow: 'md',
    className: 'tabular-nums',
    cell: (row) => cell(row, r.round, row.reach.get(r.round)),
  }));
}
