// The parts of the spec's Match and Score objects the dashboard reads today. Temporary: these move to
// contract/ once it exports them. Enum-like fields stay `string` because v1 may add values at any time.

export interface Player {
  id: number;
  name: string;
  /** Lowercase 3-letter IOC-style code; null when unknown. */
  country: string | null;
  /** Official singles ranking; null when none is held. */
  ranking: number | null;
}

export interface Score {
  /** Sets won, [p1, p2]. */
  sets: [number, number];
  /** [p1 games per set, p2 games per set]; null means withheld, never 0-0. Entries may be null. */
  games: [(number | null)[], (number | null)[]] | null;
  /** In-game points ('0', '15', '30', '40', 'AD', or tiebreak counts); null means unknown. */
  points: [string | null, string | null] | null;
  server: 1 | 2 | null;
  is_tiebreak: boolean;
  stale: boolean;
  age_seconds: number | null;
  /** ULTRA only; absent on lower tiers, null when the model had no output. */
  win_probability_p1?: number | null;
}

export interface Match {
  id: number;
  tournament: string;
  tournament_id: string | null;
  tour: string | null;
  surface: string | null;
  round: string | null;
  status: string;
  players: { p1: Player; p2: Player };
  score: Score | null;
}

export interface ListMeta {
  count: number | null;
  total: number | null;
  has_more: boolean | null;
}

export interface MatchList {
  data: Match[];
  meta: ListMeta;
}
