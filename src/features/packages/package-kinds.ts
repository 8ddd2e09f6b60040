import { PACKAGE_KINDS } from '../../../contract/packages';
import type { ApiError } from '../../api/api-error';
import type { TabItem } from '../../components/url-tabs';
import type { TierGate } from '../../components/view-states';

export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const KIND_TABS: readonly TabItem<PackageKind>[] = [
  { key: 'tape', label: 'Tape' },
  { key: 'rankings', label: 'Rankings' },
  { key: 'rally', label: 'Rally' },
  { key: 'archive', label: 'Archive' },
  { key: 'elo', label: 'Elo' },
  { key: 'archive_tape', label: 'Archive tape' },
];

/** The kind held in `?kind=`; anything the spec does not name falls back to its default, `tape`. */
export function kindFromParam(value: string | null): PackageKind {
  return (PACKAGE_KINDS as readonly string[]).includes(value ?? '') ? (value as PackageKind) : 'tape';
}

// What `match_count` and `row_count` count differs per kind (history-surface.md, package manifest).
const COUNT_LABELS: Record<PackageKind, { matches: string; rows: string }> = {
  tape: { matches: 'Matches', rows: 'Tape rows' },
  rankings: { matches: 'Players', rows: 'Ranking records' },
  rally: { matches: 'Charted matches', rows: 'Points' },
  archive: { matches: 'Archive results', rows: 'Rows' },
  elo: { matches: 'Matches', rows: 'Rating records' },
  archive_tape: { matches: 'Reconstructed tapes', rows: 'Score rows' },
};

/** The names of a package's two counts for its kind. */
export function countLabels(kind: PackageKind) {
  return COUNT_LABELS[kind];
}

// Entitlement table: tape and archive packages open at PRO; the other kinds and year listings at ULTRA
// (or the history plans and passes the notice names).
const PRO_GATE: TierGate = {
  tier: 'PRO',
  adds: 'monthly tape and archive packages with checksummed JSONL and CSV downloads (History Pro or Business and a one-off package pass open them too)',
};
const ULTRA_KIND_GATE: TierGate = {
  tier: 'ULTRA',
  adds: 'rankings, rally, Elo and reconstructed archive-tape packages (History Pro or Business and a one-off package pass open them too)',
};
const YEAR_GATE: TierGate = {
  tier: 'ULTRA',
  adds: 'year listings of every published month (History Business and a 1-year pass open them too)',
};

/** The tier notice for a refused package read of `kind`, naming the tier that opens it. */
export function packageGate(kind: PackageKind, error?: ApiError): TierGate {
  if (error?.problem.type === 'upgrade_required' && error.problem.capability === 'packages_year')
    return YEAR_GATE;
  return kind === 'tape' || kind === 'archive' ? PRO_GATE : ULTRA_KIND_GATE;
}

/** The tier a listing needs before it is asked: a year listing ULTRA, else the kind's own gate. */
export function packageGateFor(kind: PackageKind, year: string): TierGate {
  return year ? YEAR_GATE : packageGate(kind);
}
