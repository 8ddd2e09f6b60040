import type { RankingRecord } from '../../../contract/rankings';

// Shaped like the local service's GET /rankings answers (checked against contract/rankings).

export function official(overrides: Partial<RankingRecord> = {}): RankingRecord {
  return {
    system: 'atp',
    player_id: 206173,
    archive_player_id: 206173,
    player_name: 'Jannik Sinner',
    rating: null,
    rank: 1,
    points: 11830,
    previous_rank: 1,
    tour: 'atp',
    effective_date: '2024-12-30',
    ...overrides,
  };
}

export function eloRow(overrides: Partial<RankingRecord> = {}): RankingRecord {
  return {
    system: 'elo',
    player_id: 104745,
    player_name: 'Rafael Nadal',
    rating: 2315.7,
    rank: 1,
    points: null,
    matches: 535,
    surface: 'overall',
    tour: 'atp',
    effective_date: '2024-08-12',
    ...overrides,
  };
}

const ELO_COVERAGE = {
  oldest_available: { elo: '1968-01-15' },
  newest_available: { elo: '2024-12-30' },
  players_rated: 9182,
  players_linked: 9182,
  model: { name: 'elo_538_k', publication_lag_days: 14, decay: false },
};

/** A listing answer; `coverage` adds to what the service sends for the system. */
export function listing(
  data: RankingRecord[],
  { system = 'atp', coverage = {} }: { system?: string; coverage?: Record<string, unknown> } = {},
) {
  const base =
    system === 'elo'
      ? { ...ELO_COVERAGE, effective_date: '2024-12-30', qualified: { min_matches: 20, activity_weeks: 52 } }
      : {
          oldest_available: { [system]: '1973-08-27' },
          missing_spans: { [system]: [{ from: '1980-01-01', to: '2023-12-31' }] },
          effective_date: data[0]?.effective_date ?? null,
        };
  return {
    data,
    meta: {
      limit: 50,
      offset: 0,
      count: data.length,
      total: data.length,
      has_more: false,
      mode: 'listing',
      systems: [system],
      as_of: null,
      coverage: { ...base, ...coverage },
    },
  };
}

/** A per-player answer (ULTRA). */
export function perPlayer(data: RankingRecord[], system = 'atp') {
  return {
    data,
    meta: {
      limit: 50,
      offset: 0,
      count: data.length,
      total: data.length,
      has_more: false,
      mode: 'per_player',
      systems: [system],
      coverage: system === 'elo' ? ELO_COVERAGE : { oldest_available: { [system]: '1973-08-27' } },
    },
  };
}

export const UPGRADE = (tier: string) => ({
  error: 'upgrade_required',
  detail: `This route needs the ${tier} tier.`,
  required_tier: tier.toLowerCase(),
});

/**
 * A month's `rankings` package CSV as the local service writes it: a list every Monday of the month,
 * each with the people `rowsOf(date)` gives (archive id, rank, name, roster id or null).
 */
export function monthCsv(
  month: string,
  rowsOf: (date: string) => { id: number; rank: number; name: string; rosterId: number | null }[],
): string {
  const lines = ['system,effective_date,rank,player_id,archive_player_id,player_name,points'];
  const [y, m] = month.split('-').map(Number);
  for (let d = 1; d <= 31; d++) {
    const t = new Date(Date.UTC(y, m - 1, d));
    if (t.getUTCMonth() !== m - 1 || t.getUTCDay() !== 1) continue;
    const date = t.toISOString().slice(0, 10);
    for (const r of rowsOf(date))
      lines.push(`atp,${date},${r.rank},${r.rosterId ?? ''},${r.id},${r.name},1000`);
  }
  return `${lines.join('\n')}\n`;
}
