import { z } from 'zod';
import type { HeadToHead } from '../../../contract/h2h';

// `meta` is additive to the documented shape (the contract keeps it as an unknown key), so it is
// read tolerantly: a missing or odd field simply hides the note it feeds.
const H2hMeta = z.looseObject({
  replays_of_archived_meetings: z.int().optional(),
  meetings_cap: z.int().optional(),
  archive_meetings: z.int().optional(),
  current_meetings: z.int().optional(),
});
export type H2hMeta = z.infer<typeof H2hMeta>;

/** The response's `meta`, when present and readable. */
export function readH2hMeta(h2h: HeadToHead): H2hMeta {
  const r = H2hMeta.safeParse((h2h as Record<string, unknown>).meta);
  return r.success ? r.data : {};
}
