import { z } from 'zod';
import { openEnum, Timestamp } from './common';
import { defineQuery, field } from './query';

export const PACKAGE_KINDS = ['tape', 'rankings', 'rally', 'archive', 'elo', 'archive_tape'] as const;
/** Kinds published per month (period `YYYY-MM`); the others are yearly (period `YYYY`). */
export const MONTHLY_PACKAGE_KINDS = ['tape', 'rankings'] as const;
export const PACKAGE_FORMATS = ['jsonl', 'csv', 'corrections'] as const;
/** Columns of a `format=corrections` CSV, in order. */
export const CORRECTIONS_COLUMNS = [
  'match_id',
  'field',
  'before',
  'after',
  'tournament_key',
  'source',
  'corrected_at',
] as const;

/** One downloadable file; `bytes` and `sha256` cover exactly the bytes received. */
export const PackageFile = z.looseObject({
  format: openEnum(['jsonl', 'csv']),
  /** Present only on compressed files (served as application/gzip, no content-encoding). */
  compression: openEnum(['gzip']).optional(),
  bytes: z.int(),
  sha256: z.string(),
  filename: z.string().optional(),
});

/** `GET /history/packages/{period}` manifest (and the listing's rows). */
export const HistoryPackage = z.looseObject({
  period: z.string(),
  status: openEnum(['ready']),
  match_count: z.int().nullable(),
  row_count: z.int().nullable(),
  files: z.array(PackageFile),
  built_at: Timestamp.nullable(),
  /** Present on non-tape packages only. */
  kind: openEnum(PACKAGE_KINDS).optional(),
});
export type HistoryPackage = z.infer<typeof HistoryPackage>;

/** `GET /history/packages` response, newest period first; `year` echoed when asked. */
export const HistoryPackageList = z.looseObject({
  data: z.array(HistoryPackage),
  meta: z.looseObject({ count: z.int(), year: z.string().optional() }),
});

// code ours: a bad `kind` reuses `bad_kind` (the code already named after a `kind` parameter).
const kindField = field(z.enum(PACKAGE_KINDS).default('tape'), 'bad_kind', { allowed: PACKAGE_KINDS });

/** `GET /history/packages` query. */
export const PackagesQuery = defineQuery({
  kind: kindField,
  year: field(
    z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    'bad_year',
    { rule: 'YYYY' },
  ),
});

/** Whether a period fits its kind: `YYYY-MM` for monthly kinds, `YYYY` for yearly ones. */
export function periodFitsKind(period: string, kind: (typeof PACKAGE_KINDS)[number]): boolean {
  const monthly = (MONTHLY_PACKAGE_KINDS as readonly string[]).includes(kind);
  return monthly ? /^\d{4}-(0[1-9]|1[0-2])$/.test(period) : /^\d{4}$/.test(period);
}

/**
 * `GET /history/packages/{period}` query. `period` is the path segment: pass
 * `{...request.query, period: request.params.period}`.
 */
export const PackageQuery = defineQuery(
  {
    kind: kindField,
    format: field(z.enum(PACKAGE_FORMATS).optional(), 'bad_format', { allowed: PACKAGE_FORMATS }),
    period: field(z.string(), 'bad_period', { rule: 'YYYY-MM, or YYYY for yearly kinds' }),
  },
  {
    rules: [
      (q) =>
        periodFitsKind(q.period, q.kind)
          ? undefined
          : { error: 'bad_period', detail: `period ${q.period} does not fit kind ${q.kind}` },
    ],
  },
);
