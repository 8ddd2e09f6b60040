/** Months read per step when a career is walked back from its newest record. */
export const CAREER_STEP_MONTHS = 24;
/** The newest reads first: no career is walked back further than this. */
export const MAX_CAREER_MONTHS = 12 * 60;

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
export const dayMs = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Today's UTC date: the reference when neither a date nor the service's head is known. */
export const todayUtc = () => iso(new Date());

/**
 * `count` dates one month apart going back from `end` (excluded), newest first, none before
 * `oldest`. The 31st clamps to shorter months' ends rather than spilling into the next month.
 */
export function monthsBack(end: string, count: number, oldest?: string | null): string[] {
  const [y, m, d] = end.split('-').map(Number);
  const out: string[] = [];
  for (let k = 1; k <= count; k++) {
    const monthIndex = m - 1 - k;
    const last = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
    const date = iso(new Date(Date.UTC(y, monthIndex, Math.min(d, last))));
    if (oldest && date < oldest) break;
    out.push(date);
  }
  return out;
}

/** The dates a week apart strictly between `from` and `to`. */
export function weeksBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = dayMs(from) + 7 * DAY; t < dayMs(to); t += 7 * DAY) out.push(iso(new Date(t)));
  return out;
}

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string) => Math.round((dayMs(b) - dayMs(a)) / DAY);
