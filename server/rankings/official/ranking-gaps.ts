export interface Span {
  from: string;
  to: string;
}

/** More than four Mondays without a list is a hole in the data; shorter pauses are the calendar's. */
const GAP_DAYS = 35;
const DAY = 86_400_000;

const shift = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The stretches of calendar between held weeks (ascending YYYY-MM-DD) where no list is held, as
 * `from` (a week after the last list) .. `to` (a week before the next). A stretch that a frozen
 * span covers is not reported: no list was published then, so nothing is missing.
 */
export function findGaps(weeks: readonly string[], frozen: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (let i = 1; i < weeks.length; i++) {
    const prev = weeks[i - 1];
    const next = weeks[i];
    if ((Date.parse(next) - Date.parse(prev)) / DAY <= GAP_DAYS) continue;
    const from = shift(prev, 7);
    const to = shift(next, -7);
    if (frozen.some((f) => f.from <= from && to <= shift(f.to, 7))) continue;
    out.push({ from, to });
  }
  return out;
}
