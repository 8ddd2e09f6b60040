import { z } from 'zod';
import { field } from './query';

// Raw-string building blocks for query fields. Each takes what a URL gives (a string, or an array
// when repeated) and yields a typed value; the 400 code is attached by `field` where it is used.

/** Non-negative integer written in plain digits, within bounds. */
export function intString(bounds: { min?: number; max?: number } = {}) {
  let n = z.int();
  if (bounds.min !== undefined) n = n.min(bounds.min);
  if (bounds.max !== undefined) n = n.max(bounds.max);
  return z.string().regex(/^\d+$/).transform(Number).pipe(n);
}

/** `true` or `false`, exactly. */
export const boolString = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Comma-separated values from a vocabulary; unknown items are reported as `bad`. */
export function csvOf<const T extends readonly string[]>(values: T) {
  const known = new Set<string>(values);
  return z.string().transform((s, ctx): T[number][] => {
    const items = s.split(',').map((i) => i.trim());
    const bad = items.filter((i) => !known.has(i));
    if (bad.length > 0) {
      ctx.issues.push({
        code: 'custom',
        input: s,
        message: `unknown value(s): ${bad.join(',')}`,
        params: { bad },
      });
      return z.NEVER;
    }
    return [...new Set(items)] as T[number][];
  });
}

/** A repeatable integer parameter (`player=1&player=2`), deduplicated, at most `max` distinct ids. */
export function repeatedInts(max: number) {
  return z.union([z.string(), z.array(z.string())]).transform((v, ctx): number[] => {
    const items = Array.isArray(v) ? v : [v];
    if (!items.every((i) => /^\d{1,15}$/.test(i))) {
      ctx.issues.push({ code: 'custom', input: v, message: 'expected integer ids' });
      return z.NEVER;
    }
    const ids = [...new Set(items.map(Number))];
    if (ids.length > max) {
      ctx.issues.push({ code: 'custom', input: v, message: `at most ${max} ids` });
      return z.NEVER;
    }
    return ids;
  });
}

/** A repeatable enumerated parameter (`surface=hard&surface=clay`), deduplicated. */
export function repeatedOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.array(z.enum(values))])
    .transform((v): T[number][] => [...new Set(Array.isArray(v) ? v : [v])]);
}

/** An inclusive span of time a date-or-instant parameter stands for. */
export interface TimeBound {
  /** First instant covered (start of day for a bare date). */
  start: string;
  /** Last instant covered (23:59:59.999 for a bare date; equal to `start` for an instant). */
  end: string;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function validDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Parse an ISO datetime (naive read as UTC) to a `Z` instant, or null. Bare dates are refused. */
export function parseInstant(s: string): string | null {
  const m = DATETIME_RE.exec(s);
  if (!m || !validDate(m[1])) return null;
  const [hh, mm, ss] = [Number(m[2]), Number(m[3]), Number(m[4] ?? '0')];
  if (hh > 23 || mm > 59 || ss > 59) return null;
  const zone = (m[6] ?? 'Z').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const frac = (m[5] ?? '0').slice(0, 3).padEnd(3, '0');
  const t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${String(ss).padStart(2, '0')}.${frac}${zone}`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** Parse `YYYY-MM-DD` (the whole UTC day) or an ISO datetime (one instant), or null. */
export function parseTimeBound(s: string): TimeBound | null {
  if (validDate(s)) return { start: `${s}T00:00:00.000Z`, end: `${s}T23:59:59.999Z` };
  const at = parseInstant(s);
  return at ? { start: at, end: at } : null;
}

/** Date-or-datetime parameter as a TimeBound. */
export const timeBound = z.string().transform((s, ctx): TimeBound => {
  const b = parseTimeBound(s);
  if (b) return b;
  ctx.issues.push({ code: 'custom', input: s, message: 'expected YYYY-MM-DD or an ISO datetime' });
  return z.NEVER;
});

/** Instant parameter (datetime with `Z`, offset, or naive read as UTC) as a `Z` instant. */
export const instant = z.string().transform((s, ctx): string => {
  const at = parseInstant(s);
  if (at) return at;
  ctx.issues.push({ code: 'custom', input: s, message: 'expected an ISO datetime' });
  return z.NEVER;
});

/** Bare calendar date parameter `YYYY-MM-DD`. */
export const dateOnly = z.string().refine(validDate, 'expected YYYY-MM-DD');

/** Opaque cursor handed back from a previous page's meta; only emptiness is checkable here. */
export const cursorString = z.string().min(1);

/** `limit`: integer in 1..max with a default; a bad value is 400 `bad_request`. */
export function limitField(def = 50, max = 200) {
  return field(intString({ min: 1, max }).default(def), 'bad_request', { rule: `an integer 1 to ${max}` });
}

/** `offset`: integer at least 0, default 0; a bad value is 400 `bad_request`. */
export function offsetField() {
  return field(intString({ min: 0 }).default(0), 'bad_request', { rule: 'an integer at least 0' });
}

/** The default `limit`/`offset` pair of list endpoints. */
export function pagingFields(def = 50, max = 200) {
  return { limit: limitField(def, max), offset: offsetField() };
}

/** Whether a raw parameter was sent at all. */
export function sent(raw: Readonly<Record<string, unknown>>, key: string): boolean {
  return raw[key] !== undefined;
}
