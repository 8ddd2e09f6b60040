/** A period of completed matches and the filters of a scan over it (the scorecard, the lab). */
export interface PeriodFilters {
  /** `YYYY-MM-DD`; '' when not chosen. */
  from: string;
  to: string;
  /** '' means any. */
  tour: string;
  surface: string;
  tier: string;
}

const PERIOD_KEYS = ['from', 'to', 'tour', 'surface', 'tier'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period from the URL; a hand-edited bad date reads as not chosen. */
export function readPeriodFilters(params: URLSearchParams): PeriodFilters {
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE.test(v) ? v : '';
  };
  return {
    from: date('from'),
    to: date('to'),
    tour: params.get('tour') ?? '',
    surface: params.get('surface') ?? '',
    tier: params.get('tier') ?? '',
  };
}

/** Writes the chosen values into `out`; empty values stay out of the URL. */
export function writePeriodFilters(out: URLSearchParams, f: PeriodFilters): URLSearchParams {
  for (const k of PERIOD_KEYS) if (f[k]) out.set(k, f[k]);
  return out;
}

/** Days from `from` to `to`, both included. */
export const periodDays = (f: PeriodFilters) =>
  Math.round((Date.parse(f.to) - Date.parse(f.from)) / 86_400_000) + 1;

/**
 * The listing's parameters for a period. Values go as chosen: the service validates them and a 400
 * is shown, never a dropped filter. Surface is not a listing parameter: it is applied to the rows.
 */
export function periodListParams(f: PeriodFilters) {
  return {
    from: f.from,
    to: f.to,
    ...(f.tour ? { tour: f.tour } : {}),
    ...(f.tier ? { tier: [f.tier] } : {}),
  };
}
