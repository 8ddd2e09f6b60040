import type { HistoryTapeRow } from '../../../contract/history-matches';
import type { TapeSample } from './price-series';

const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The model readings of a match's tape, one per score state in sequence order, newest `limit` kept.
 * The raw tape is in commit order (not monotonic by design) and may re-assert a state: the last row of
 * a sequence wins. Rows without a probability or a clock (expanded after the fact) carry no reading.
 * `t` is when the state was accepted, the clock the live samples and the price ticks use.
 */
export function tapeSamples(rows: readonly HistoryTapeRow[], limit: number): TapeSample[] {
  const bySequence = new Map<number, TapeSample>();
  for (const row of rows) {
    const p = row.win_probability_p1;
    const t = Number.isFinite(at(row.accepted_at)) ? at(row.accepted_at) : at(row.timestamp);
    if (row.sequence === null || typeof p !== 'number' || !Number.isFinite(p) || !Number.isFinite(t))
      continue;
    bySequence.set(row.sequence, { sequence: row.sequence, t, p });
  }
  const ordered = [...bySequence.values()].sort((a, b) => a.sequence - b.sequence).slice(-limit);
  // The chart's x axis is time: a state accepted out of order must not draw backwards.
  for (let i = 1; i < ordered.length; i++)
    if (ordered[i].t < ordered[i - 1].t) ordered[i] = { ...ordered[i], t: ordered[i - 1].t };
  return ordered;
}
