// Times arrive as UTC instants; people read them in their own zone (toLocale*), with UTC on hover.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter in the user's locale and zone, made once per set of options: `toLocaleString` with
 * options builds a new one per call, which took a millisecond a row on a slate re-render.
 */
export function localFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(undefined, options);
    formatters.set(key, f);
  }
  return f;
}

/** The instant (ms) formatted in the user's zone with `options`; null for a missing or unreadable instant. */
export function formatLocal(
  iso: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? localFormatter(options).format(ms) : null;
}

/** The instant in the user's zone and locale; null for a missing or unreadable instant. */
export function localDateTime(iso: string | null | undefined): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toLocaleString() : null;
}

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * A start or event time in the user's zone, as short as stays unambiguous: the time of day for
 * today, with the weekday within a week either side, with the date (and the year when it is not this
 * year's) beyond that, so a time next month never reads like one today.
 */
export function localTime(iso: string | null | undefined, now: number = Date.now()): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  if (localDayKey(iso) === localDayKey(new Date(now).toISOString())) return localFormatter(time).format(ms);
  if (Math.abs(ms - now) < WEEK_MS) return localFormatter({ weekday: 'short', ...time }).format(ms);
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return localFormatter({
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...time,
  }).format(ms);
}

/** The UTC reading for a title tooltip. */
export function utcTitle(iso: string | null | undefined): string | undefined {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC` : undefined;
}

/** `YYYY-MM-DD` of the instant's calendar day in the user's zone (not UTC: late matches belong to the viewer's day). */
export function localDayKey(iso: string | null | undefined): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A day key as a heading in the user's locale ("Saturday, 21 November 2026"). */
export function dayHeading(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
