import { safeParse, type z } from 'zod/mini';
import { yieldToMain } from '../lib/yield-to-main';
import { parseTolerant, type Tolerated } from './tolerant-parse';

/** The longest one slice of the check holds the main thread before giving it back, in ms. */
const SLICE_MS = 8;

/** A body's one long list (a tape's rows), checked row by row: its key and the schema of a row. */
export interface LongList {
  key: string;
  row: z.core.$ZodType;
}

/**
 * `parseTolerant` for a body whose check is mostly one long list: a live match's tape is a task of
 * 100 ms and more on a phone when checked at once, and a tap made meanwhile waits for all of it.
 * The body without the list and then each row are checked against the same schemas, giving the
 * main thread back every few ms; a list's rows parse independently, so a clean body comes out as
 * the whole check would give it. Any row or envelope that fails sends the whole body through
 * `parseTolerant` at once, so an odd payload degrades exactly as it always has.
 */
export async function parseTolerantSliced<S extends z.core.$ZodType>(
  schema: S,
  list: LongList,
  body: unknown,
  status = 200,
): Promise<Tolerated<z.output<S>>> {
  const rows =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)[list.key]
      : undefined;
  if (!Array.isArray(rows)) return parseTolerant(schema, body, status);
  const envelope = safeParse(schema, { ...(body as Record<string, unknown>), [list.key]: [] });
  if (!envelope.success) return parseTolerant(schema, body, status);
  const parsed: unknown[] = new Array(rows.length);
  let sliceStart = performance.now();
  for (let i = 0; i < rows.length; i++) {
    const row = safeParse(list.row, rows[i]);
    if (!row.success) return parseTolerant(schema, body, status);
    parsed[i] = row.data;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  const value = { ...(envelope.data as Record<string, unknown>), [list.key]: parsed };
  return { value: value as z.output<S>, degraded: [] };
}
