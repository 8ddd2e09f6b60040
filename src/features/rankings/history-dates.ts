/** How many dates a history is sampled at: each per-player read answers one `as_of`. */
export const HISTORY_POINTS = 12;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `count` dates stepping back `months` at a time from `end` (`YYYY-MM-DD`), oldest first, none before
 * `oldest` when given. Day 31 steps clamp to the month's end rather than spilling into the next month.
 */
export function sampleDates(
  end: string,
  months: number,
  count = HISTORY_POINTS,
  oldest?: string | null,
): string[] {
  const [y, m, d] = end.split('-').map(Number);
  const out: string[] = [];
  for (let k = count - 1; k >= 0; k--) {
    const monthIndex = m - 1 - k * months;
    const last = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
    const date = iso(new Date(Date.UTC(y, monthIndex, Math.min(d, last))));
    if (!oldest || date >= oldest) out.push(date);
  }
  return out;
}

/** Today's UTC date: the reference when neither a date nor the service's head is known. */
export const todayUtc = () => iso(new Date());
