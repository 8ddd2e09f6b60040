import { z } from 'zod';

// Fields beyond the contract's `meta.coverage` (the week actually read, the gaps in the held tables,
// the Elo model's note) are the service's additive answer, read tolerantly: missing means no note.
const Span = z.looseObject({ from: z.string(), to: z.string() });
const Coverage = z.looseObject({
  oldest_available: z.record(z.string(), z.string().nullable()).optional(),
  newest_available: z.record(z.string(), z.string().nullable()).optional(),
  missing_spans: z.record(z.string(), z.array(Span)).optional(),
  effective_date: z.string().nullable().optional(),
  model: z.looseObject({ publication_lag_days: z.int().optional(), note: z.string().optional() }).optional(),
});
export type RankingsCoverageRead = z.infer<typeof Coverage>;

/** `meta.coverage` of a `GET /rankings` answer, as far as it can be read. */
export function readCoverage(meta: unknown): RankingsCoverageRead {
  const coverage =
    typeof meta === 'object' && meta !== null ? (meta as { coverage?: unknown }).coverage : undefined;
  const r = Coverage.safeParse(coverage);
  return r.success ? r.data : {};
}
