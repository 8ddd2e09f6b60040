/** One side's figure: the number compared, and how it reads ("28/35 (80%)"). */
export interface StatValue {
  /** What the bar compares: a percentage (0–100) or a count; null when absent. */
  value: number | null;
  text: string | null;
}

/** A statistic: its label, whether it is a rate, and how to read it from one side's record. */
export interface StatLine {
  key: string;
  label: string;
  rate: boolean;
  /** Fewer is better (double faults, unforced errors): the smaller figure is the one marked. */
  lowerIsBetter?: boolean;
  read: (side: Record<string, unknown> | undefined) => StatValue;
}

const num = (side: Record<string, unknown> | undefined, key: string): number | null => {
  const v = side?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** A plain count. */
export const countLine = (key: string, label: string, lowerIsBetter = false): StatLine => ({
  key,
  label,
  rate: false,
  lowerIsBetter,
  read: (side) => {
    const v = num(side, key);
    return { value: v, text: v === null ? null : String(v) };
  },
});

/**
 * A rate: "won/of (pct%)" when both counts are there, else the service's own percentage. The percentage
 * is worked out from the counts when the service sends counts only (measured rows often do).
 */
export const rateLine = (key: string, label: string, won: string, of: string): StatLine => ({
  key,
  label,
  rate: true,
  read: (side) => {
    const w = num(side, won);
    const o = num(side, of);
    const given = num(side, key);
    const pct = given ?? (w !== null && o !== null && o > 0 ? Math.round((w / o) * 100) : null);
    if (pct === null) return { value: null, text: null };
    return { value: pct, text: w !== null && o !== null ? `${w}/${o} (${pct}%)` : `${pct}%` };
  },
});

/** Rebuilt from the point record (tiebreak games left out). */
export const DERIVED_LINES: StatLine[] = [
  rateLine('hold_pct', 'Service games held', 'service_games_won', 'service_games_played'),
  rateLine('break_pct', 'Return games broken', 'return_games_won', 'return_games_played'),
  rateLine('break_points_saved_pct', 'Break points saved', 'break_points_saved', 'break_points_faced'),
  rateLine(
    'break_points_converted_pct',
    'Break points converted',
    'break_points_converted',
    'break_points_played',
  ),
  rateLine('service_points_won_pct', 'Service points won', 'service_points_won', 'service_points_played'),
  rateLine('return_points_won_pct', 'Return points won', 'return_points_won', 'return_points_played'),
  countLine('points_won', 'Points won'),
];

/** Counted upstream by the statistics feed. */
export const MEASURED_LINES: StatLine[] = [
  countLine('aces', 'Aces'),
  countLine('double_faults', 'Double faults', true),
  rateLine('first_serves_in_pct', 'First serves in', 'first_serves_in', 'first_serves_in_of'),
  rateLine(
    'first_serve_points_won_pct',
    'First-serve points won',
    'first_serve_points_won',
    'first_serve_points_won_of',
  ),
  rateLine(
    'second_serve_points_won_pct',
    'Second-serve points won',
    'second_serve_points_won',
    'second_serve_points_won_of',
  ),
  rateLine('break_points_saved_pct', 'Break points saved', 'break_points_saved', 'break_points_saved_of'),
  countLine('winners_total', 'Winners'),
  countLine('unforced_errors_total', 'Unforced errors', true),
  countLine('points_won', 'Points won'),
];

/** Each bar's length as a share of its half: a rate against 100%, a count against the pair's total. */
export function barShares(line: StatLine, a: StatValue, b: StatValue): [number, number] {
  if (line.rate) return [(a.value ?? 0) / 100, (b.value ?? 0) / 100];
  const total = (a.value ?? 0) + (b.value ?? 0);
  return total > 0 ? [(a.value ?? 0) / total, (b.value ?? 0) / total] : [0, 0];
}

/** Which side's figure is the better one, if they differ and both are known. */
export function better(line: StatLine, a: StatValue, b: StatValue): 1 | 2 | null {
  if (a.value === null || b.value === null || a.value === b.value) return null;
  const firstHigher = a.value > b.value;
  return firstHigher !== Boolean(line.lowerIsBetter) ? 1 : 2;
}
