import type { MatchContext } from '../../world/match-view';
import type { ResultEntry } from '../tape-era/result-corpus';

/** The nightly completeness ledger runs at 03:00 UTC; a match is measured by the first run after it ends. */
const LEDGER_HOUR_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The newest ledger run at or before `now`. */
export function lastLedgerRun(now: number): number {
  const today = Math.floor((now - LEDGER_HOUR_MS) / DAY_MS) * DAY_MS + LEDGER_HOUR_MS;
  return today;
}

/** The first ledger run at or after `t`. */
const firstRunAfter = (t: number) => {
  const run = lastLedgerRun(t);
  return run >= t ? run : run + DAY_MS;
};

const iso = (ms: number) => new Date(ms).toISOString();

export interface TapeSummary {
  coverage: 'from_start' | 'partial' | 'reconstructed' | 'reconstructed_partial' | 'none';
  points_complete: boolean | null;
  completeness: number | null;
  starts_at_love: boolean | null;
  computed_at: string | null;
  rows: number;
  reconstructed_rows: number;
  model_rows: number;
  /** Whether the default read itself is point-complete (the rollup's second count). */
  completeOnDefault: boolean | null;
  /** Whether a whole-match complete sequence can be served (meta.points.available_complete). */
  availableComplete: boolean | null;
}

/**
 * A replayed match is recorded from its first point; the ledger measures it at the first nightly
 * run after it completes, and until then every verdict is null (unmeasured).
 */
export function observedSummary(ctx: MatchContext, now: number): TapeSummary {
  const { st } = ctx;
  const rows = st.index + 1;
  const finalIndex = st.timeline.states.length - 1;
  const model = st.index >= 0 ? st.index + 1 - (st.index === finalIndex ? 1 : 0) : 0;
  const run = st.status === 'completed' ? firstRunAfter(st.slot.endMs) : Number.POSITIVE_INFINITY;
  const measured = run <= now;
  return {
    coverage: rows > 0 ? 'from_start' : 'none',
    points_complete: measured ? true : null,
    completeness: measured ? 1 : null,
    starts_at_love: rows > 0 ? true : null,
    computed_at: measured ? iso(run) : null,
    rows,
    reconstructed_rows: 0,
    model_rows: Math.max(0, model),
    completeOnDefault: measured ? true : null,
    availableComplete: st.status === 'completed',
  };
}

/** Games the reconstruction holds (a retirement loses the points of the game it stopped in). */
const gamesOf = (e: ResultEntry) =>
  e.recon
    ? e.recon.final.games[0].reduce((t, g) => t + g, 0) + e.recon.final.games[1].reduce((t, g) => t + g, 0)
    : 0;

/** Real results are measured by the ledger run that followed the service's start (the newest one). */
export function resultSummary(e: ResultEntry, now: number): TapeSummary {
  const computed = iso(lastLedgerRun(now));
  const points = e.recon?.winners.length ?? 0;
  if (!e.recon) {
    return {
      coverage: 'none',
      points_complete: false,
      completeness: 0,
      starts_at_love: null,
      computed_at: computed,
      rows: 0,
      reconstructed_rows: 0,
      model_rows: 0,
      completeOnDefault: false,
      availableComplete: false,
    };
  }
  const complete = e.parsed.ending === 'completed';
  const games = gamesOf(e);
  return {
    coverage: complete ? 'reconstructed' : 'reconstructed_partial',
    points_complete: complete,
    completeness: complete ? 1 : Math.round((1000 * games) / (games + 1)) / 1000,
    starts_at_love: true,
    computed_at: computed,
    rows: points + 1,
    reconstructed_rows: points + 1,
    model_rows: 0,
    completeOnDefault: complete,
    availableComplete: complete,
  };
}

/** The wire `tape` object of a history row. */
export function tapeObject(s: TapeSummary) {
  return {
    coverage: s.coverage,
    points_complete: s.points_complete,
    completeness: s.completeness,
    starts_at_love: s.starts_at_love,
    computed_at: s.computed_at,
    rows: s.rows,
    reconstructed_rows: s.reconstructed_rows,
    model_rows: s.model_rows,
  };
}
